import * as z from 'zod/mini';
import { commentarySchema, incidentSchema, pitchEventSchema, sideSchema, stageSchema, statsSummarySchema } from './protocol.ts';

/** The feed's data endpoints beyond SPEC section 7 (docs/feed-protocol.md), shared with the widget. */

export const commentaryAnswerSchema = z.object({ lines: z.array(commentarySchema) });

export const incidentsAnswerSchema = z.object({
  incidents: z.array(incidentSchema),
  shootout: z.nullable(
    z.object({
      home: z.int(),
      away: z.int(),
      kicks: z.array(z.object({ side: sideSchema, playerName: z.string(), scored: z.boolean() })),
    }),
  ),
});

export const playerLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  number: z.int(),
  position: z.string(),
  captain: z.boolean(),
  slot: z.optional(z.object({ x: z.number(), y: z.number() })),
  goals: z.int(),
  ownGoals: z.int(),
  yellowCards: z.int(),
  redCard: z.boolean(),
  subbedOnMinute: z.optional(z.int()),
  subbedOffMinute: z.optional(z.int()),
});
export type PlayerLine = z.infer<typeof playerLineSchema>;

export const teamLineupSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.optional(z.string()),
  formation: z.string(),
  manager: z.optional(z.string()),
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
  attendance: z.optional(z.int()),
});

export const shotMarkerSchema = z.object({
  id: z.string(),
  side: sideSchema,
  minute: z.int(),
  playerName: z.string(),
  outcome: z.enum(['goal', 'saved', 'offTarget', 'blocked', 'woodwork']),
  xg: z.number(),
  bodyPart: z.optional(z.string()),
  pattern: z.optional(z.string()),
  /** 0..100 towards the goal the shooting side attacks, 0..100 across. */
  x: z.number(),
  y: z.number(),
});

export const liveStatsAnswerSchema = z.object({
  stage: stageSchema,
  summary: statsSummarySchema,
  /** Per minute, each side's pressure from 0 to 100 (docs/feed-protocol.md gives the rule). */
  momentum: z.array(z.object({ minute: z.int(), home: z.number(), away: z.number() })),
  shots: z.array(shotMarkerSchema),
  /** Cumulative expected goals at the end of each minute. */
  xgTimeline: z.array(z.object({ minute: z.int(), home: z.number(), away: z.number() })),
});

export const pitchViewAnswerSchema = z.object({
  stage: stageSchema,
  minute: z.nullable(z.int()),
  events: z.array(pitchEventSchema),
  ball: z.nullable(z.object({ x: z.number(), y: z.number() })),
  /** Who has the ball now, as far as the last event tells. */
  inPossession: z.nullable(sideSchema),
  credit: z.optional(z.string()),
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
      minutes: z.int(),
      goals: z.int(),
      assists: z.int(),
      shots: z.int(),
      shotsOnTarget: z.int(),
      expectedGoals: z.number(),
      foulsCommitted: z.int(),
      yellowCards: z.int(),
      redCards: z.int(),
    }),
  ),
});

/** `country` only on a national team: its region code, to name it in the fan's language (team-names.ts). */
const teamBriefSchema = z.object({ id: z.string(), name: z.string(), code: z.string(), country: z.optional(z.string()) });

export const tableAnswerSchema = z.object({
  competition: z.object({ id: z.string(), name: z.string(), season: z.string() }),
  /** The current match's score is counted as if it ended now. */
  live: z.boolean(),
  tables: z.array(
    z.object({
      group: z.nullable(z.string()),
      rows: z.array(
        z.object({
          rank: z.int(),
          team: teamBriefSchema,
          played: z.int(),
          won: z.int(),
          drawn: z.int(),
          lost: z.int(),
          goalsFor: z.int(),
          goalsAgainst: z.int(),
          goalDifference: z.int(),
          points: z.int(),
          averagePoints: z.number(),
          form: z.array(z.enum(['W', 'D', 'L'])),
          /** One of the two teams of this match. */
          current: z.boolean(),
          /** Places gained (positive) or lost since before kick-off, when live. */
          movement: z.int(),
        }),
      ),
    }),
  ),
});

/** One team's last matches, most recent first. */
const teamFormSchema = z.object({
  team: teamBriefSchema,
  entries: z.array(
    z.object({
      matchId: z.string(),
      date: z.string(),
      opponent: teamBriefSchema,
      venue: z.enum(['home', 'away']),
      goalsFor: z.int(),
      goalsAgainst: z.int(),
      result: z.enum(['W', 'D', 'L']),
      shootoutWinner: z.optional(z.string()),
    }),
  ),
});

export const formAnswerSchema = z.object({ home: teamFormSchema, away: teamFormSchema });

export const fixtureRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  kickoff: z.optional(z.string()),
  round: z.string(),
  group: z.optional(z.string()),
  home: teamBriefSchema,
  away: teamBriefSchema,
  /** Final score (after extra time when played) for matches before this one; absent for fixtures to come. */
  score: z.optional(z.tuple([z.int(), z.int()])),
  pens: z.optional(z.tuple([z.int(), z.int()])),
});

export const fixturesAnswerSchema = z.object({
  round: z.nullable(z.string()),
  sameRound: z.array(fixtureRowSchema),
  home: z.object({ previous: z.array(fixtureRowSchema), next: z.array(fixtureRowSchema) }),
  away: z.object({ previous: z.array(fixtureRowSchema), next: z.array(fixtureRowSchema) }),
});

export const headToHeadAnswerSchema = z.object({
  coverage: z.string(),
  summary: z.object({ total: z.int(), homeWins: z.int(), awayWins: z.int(), draws: z.int(), homeGoals: z.int(), awayGoals: z.int() }),
  meetings: z.array(
    z.object({
      date: z.string(),
      home: teamBriefSchema,
      away: teamBriefSchema,
      homeScore: z.int(),
      awayScore: z.int(),
      tournament: z.string(),
      city: z.optional(z.string()),
      shootoutWinner: z.optional(z.string()),
    }),
  ),
});

export const topScorersAnswerSchema = z.object({
  /** False when the competition's data has no scorers (the widget shows an honest empty state). */
  available: z.boolean(),
  rows: z.array(z.object({ rank: z.int(), name: z.string(), team: teamBriefSchema, goals: z.int(), penalties: z.int() })),
});

const averagesSchema = z.object({
  team: teamBriefSchema,
  played: z.int(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  cleanSheetPercentage: z.number(),
  winPercentage: z.number(),
  /** From the analytics season model, not from results: labelled so the widget never passes it off as fact. */
  modelled: z.object({
    shots: z.number(),
    shotsOnTarget: z.number(),
    passes: z.number(),
    passAccuracy: z.number(),
    corners: z.number(),
    fouls: z.number(),
    yellowCards: z.number(),
    tackles: z.number(),
  }),
});
export const seasonAveragesAnswerSchema = z.object({ home: averagesSchema, away: averagesSchema });

export const matchTextAnswerSchema = z.object({
  paragraphs: z.array(z.object({ kind: z.string(), text: z.string(), team: z.optional(sideSchema) })),
});
