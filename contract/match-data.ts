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
  inPossession: z.nullable(sideSchema),
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

const teamBriefSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });

export const tableAnswerSchema = z.object({
  competition: z.object({ id: z.string(), name: z.string(), season: z.string() }),
  /** The current match's score is counted as if it ended now. */
  live: z.boolean(),
  tables: z.array(
    z.object({
      group: z.string().nullable(),
      rows: z.array(
        z.object({
          rank: z.number().int(),
          team: teamBriefSchema,
          played: z.number().int(),
          won: z.number().int(),
          drawn: z.number().int(),
          lost: z.number().int(),
          goalsFor: z.number().int(),
          goalsAgainst: z.number().int(),
          goalDifference: z.number().int(),
          points: z.number().int(),
          averagePoints: z.number(),
          form: z.array(z.enum(['W', 'D', 'L'])),
          /** One of the two teams of this match. */
          current: z.boolean(),
          /** Places gained (positive) or lost since before kick-off, when live. */
          movement: z.number().int(),
        }),
      ),
    }),
  ),
});

export const formAnswerSchema = z.object({
  home: z.object({ team: teamBriefSchema, entries: z.array(z.object({ matchId: z.string(), date: z.string(), opponent: teamBriefSchema, venue: z.enum(['home', 'away']), goalsFor: z.number().int(), goalsAgainst: z.number().int(), result: z.enum(['W', 'D', 'L']), shootoutWinner: z.string().optional() })) }),
  away: z.object({ team: teamBriefSchema, entries: z.array(z.object({ matchId: z.string(), date: z.string(), opponent: teamBriefSchema, venue: z.enum(['home', 'away']), goalsFor: z.number().int(), goalsAgainst: z.number().int(), result: z.enum(['W', 'D', 'L']), shootoutWinner: z.string().optional() })) }),
});

export const fixtureRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  kickoff: z.string().optional(),
  round: z.string(),
  group: z.string().optional(),
  home: teamBriefSchema,
  away: teamBriefSchema,
  /** Final score (after extra time when played) for matches before this one; absent for fixtures to come. */
  score: z.tuple([z.number().int(), z.number().int()]).optional(),
  pens: z.tuple([z.number().int(), z.number().int()]).optional(),
});

export const fixturesAnswerSchema = z.object({
  round: z.string().nullable(),
  sameRound: z.array(fixtureRowSchema),
  home: z.object({ previous: z.array(fixtureRowSchema), next: z.array(fixtureRowSchema) }),
  away: z.object({ previous: z.array(fixtureRowSchema), next: z.array(fixtureRowSchema) }),
});

export const headToHeadAnswerSchema = z.object({
  coverage: z.string(),
  summary: z.object({ total: z.number().int(), homeWins: z.number().int(), awayWins: z.number().int(), draws: z.number().int(), homeGoals: z.number().int(), awayGoals: z.number().int() }),
  meetings: z.array(
    z.object({
      date: z.string(),
      home: teamBriefSchema,
      away: teamBriefSchema,
      homeScore: z.number().int(),
      awayScore: z.number().int(),
      tournament: z.string(),
      city: z.string().optional(),
      shootoutWinner: z.string().optional(),
    }),
  ),
});

export const topScorersAnswerSchema = z.object({
  /** False when the competition's data has no scorers (the widget shows an honest empty state). */
  available: z.boolean(),
  rows: z.array(z.object({ rank: z.number().int(), name: z.string(), team: teamBriefSchema, goals: z.number().int(), penalties: z.number().int() })),
});

const averagesSchema = z.object({
  team: teamBriefSchema,
  played: z.number().int(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  cleanSheetPercentage: z.number(),
  winPercentage: z.number(),
  /** From the analytics season model, not from results: labelled so the widget never passes it off as fact. */
  modelled: z.object({ shots: z.number(), shotsOnTarget: z.number(), passes: z.number(), passAccuracy: z.number(), corners: z.number(), fouls: z.number(), yellowCards: z.number(), tackles: z.number() }),
});
export const seasonAveragesAnswerSchema = z.object({ home: averagesSchema, away: averagesSchema });

export const matchTextAnswerSchema = z.object({
  paragraphs: z.array(z.object({ kind: z.string(), text: z.string(), team: z.optional(sideSchema) })),
});
