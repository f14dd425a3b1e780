import { z } from 'zod';
import { commentarySchema, incidentSchema, pitchEventSchema, sideSchema, stageSchema, statsSummarySchema } from './protocol.ts';

/** The feed's data endpoints beyond SPEC section 7 (docs/feed-protocol.md), shared with the widget. */

export const commentaryAnswerSchema = z.object({ lines: z.array(commentarySchema) });

export const incidentsAnswerSchema = z.object({
  incidents: z.array(incidentSchema),
  shootout: z
    .object({
      home: z.number().int(),
      away: z.number().int(),
      kicks: z.array(z.object({ side: sideSchema, playerName: z.string(), scored: z.boolean() })),
    })
    .nullable(),
});

export const playerLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  number: z.number().int(),
  position: z.string(),
  captain: z.boolean(),
  slot: z.object({ x: z.number(), y: z.number() }).optional(),
  goals: z.number().int(),
  ownGoals: z.number().int(),
  yellowCards: z.number().int(),
  redCard: z.boolean(),
  subbedOnMinute: z.number().int().optional(),
  subbedOffMinute: z.number().int().optional(),
});
export type PlayerLine = z.infer<typeof playerLineSchema>;

export const teamLineupSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  formation: z.string(),
  manager: z.string().optional(),
  starters: z.array(playerLineSchema),
  substitutes: z.array(playerLineSchema),
});

export const lineupsAnswerSchema = z.object({
  /** Line-ups are announced about 75 minutes before kick-off; before that the lists are empty. */
  announced: z.boolean(),
  home: teamLineupSchema,
  away: teamLineupSchema,
  venue: z.object({ name: z.string(), city: z.string() }),
  referee: z.string(),
  attendance: z.number().int().optional(),
});

export const shotMarkerSchema = z.object({
  id: z.string(),
  side: sideSchema,
  minute: z.number().int(),
  playerName: z.string(),
  outcome: z.enum(['goal', 'saved', 'offTarget', 'blocked', 'woodwork']),
  xg: z.number(),
  bodyPart: z.string().optional(),
  pattern: z.string().optional(),
  /** 0..100 towards the goal the shooting side attacks, 0..100 across. */
  x: z.number(),
  y: z.number(),
});

export const liveStatsAnswerSchema = z.object({
  stage: stageSchema,
  summary: statsSummarySchema,
  /** Per minute, each side's pressure from 0 to 100 (docs/feed-protocol.md gives the rule). */
  momentum: z.array(z.object({ minute: z.number().int(), home: z.number(), away: z.number() })),
  shots: z.array(shotMarkerSchema),
  /** Cumulative expected goals at the end of each minute. */
  xgTimeline: z.array(z.object({ minute: z.number().int(), home: z.number(), away: z.number() })),
});

export const pitchViewAnswerSchema = z.object({
  stage: stageSchema,
  minute: z.number().int().nullable(),
  events: z.array(pitchEventSchema),
  ball: z.object({ x: z.number(), y: z.number() }).nullable(),
  /** Who has the ball now, as far as the last event tells. */
  inPossession: sideSchema.nullable(),
  credit: z.string().optional(),
});

export const optaPointsAnswerSchema = z.object({
  rule: z.string(),
  players: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      side: sideSchema,
      position: z.string(),
      points: z.number(),
      breakdown: z.record(z.string(), z.number()),
    }),
  ),
});

export const matchPlayerStatsAnswerSchema = z.object({
  players: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      side: sideSchema,
      position: z.string(),
      minutes: z.number().int(),
      goals: z.number().int(),
      assists: z.number().int(),
      shots: z.number().int(),
      shotsOnTarget: z.number().int(),
      expectedGoals: z.number(),
      foulsCommitted: z.number().int(),
      yellowCards: z.number().int(),
      redCards: z.number().int(),
    }),
  ),
});
