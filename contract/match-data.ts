import * as z from 'zod/mini';
import {
  commentarySchema,
  incidentSchema,
  periodIdSchema,
  pitchEventSchema,
  sideSchema,
  stageSchema,
  statsSummarySchema,
} from './protocol.ts';

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

/** A shot's kind as the data providers name it; `pattern` says how the move began. */
export const shotTypes = ['openPlay', 'penalty', 'freeKick'] as const;

export const shotMarkerSchema = z.object({
  id: z.string(),
  side: sideSchema,
  /** The moment as a fan sees it: 45+2' is minute 45, addedMinute 2; `second` is 0..59 within that minute. */
  period: periodIdSchema,
  minute: z.int(),
  addedMinute: z.optional(z.int()),
  second: z.int().check(z.minimum(0), z.maximum(59)),
  playerId: z.optional(z.string()),
  playerName: z.string(),
  outcome: z.enum(['goal', 'saved', 'offTarget', 'blocked', 'woodwork']),
  xg: z.number(),
  shotType: z.optional(z.enum(shotTypes)),
  bodyPart: z.optional(z.string()),
  pattern: z.optional(z.string()),
  /** Inside the penalty area: x 85 or more, y 22.5 to 77.5 (18 yards deep and 44 wide on a 120 x 80 pitch). */
  insideBox: z.optional(z.boolean()),
  /** 0..100 towards the goal the shooting side attacks, 0..100 across. */
  x: z.number(),
  y: z.number(),
});
export type ShotMarker = z.infer<typeof shotMarkerSchema>;

/** One minute of the match: injury time is the period's last regular minute plus `addedMinute`, never a repeat. */
const matchMinuteFields = {
  period: periodIdSchema,
  minute: z.int(),
  addedMinute: z.optional(z.int()),
};

export const momentumMinuteSchema = z.object({ ...matchMinuteFields, home: z.number(), away: z.number() });
export type MomentumMinute = z.infer<typeof momentumMinuteSchema>;
export const xgMinuteSchema = z.object({ ...matchMinuteFields, home: z.number(), away: z.number() });
export type XgMinute = z.infer<typeof xgMinuteSchema>;

/** The summary of one period of play: the periods' counts add up to the match's. */
export const periodStatsSchema = z.object({
  period: z.enum(['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime']),
  summary: statsSummarySchema,
});
export type PeriodStats = z.infer<typeof periodStatsSchema>;

export const liveStatsAnswerSchema = z.object({
  stage: stageSchema,
  summary: statsSummarySchema,
  /**
   * The same summary per period of play that has started, in order (no shoot-out). Optional: a
   * feed without the breakdown still answers in this shape, and the widget then offers no toggle.
   */
  periods: z.optional(z.array(periodStatsSchema)),
  /** Per minute, each side's pressure from 0 to 100 (docs/feed-protocol.md gives the rule). */
  momentum: z.array(momentumMinuteSchema),
  shots: z.array(shotMarkerSchema),
  /** Cumulative expected goals at the end of each minute; the last entry equals the summary's. */
  xgTimeline: z.array(xgMinuteSchema),
  /** Who the figures come from, when the match has event data ("StatsBomb"). */
  credit: z.optional(z.string()),
});
export type LiveStatsAnswer = z.infer<typeof liveStatsAnswerSchema>;

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
      /** With event data only, and for the periods already over: touches, passes and where the ball was touched. */
      touches: z.optional(z.int()),
      passes: z.optional(z.int()),
      passesCompleted: z.optional(z.int()),
      /** Touches on a grid: `columns` along the player's attacking direction (0 at his own goal line), `rows` across (0 on his left), row by row. */
      heatMap: z.optional(z.object({ columns: z.int(), rows: z.int(), cells: z.array(z.int()) })),
      /** The player's shots so far, as in the shot map. */
      shotMap: z.optional(z.array(shotMarkerSchema)),
    }),
  ),
  credit: z.optional(z.string()),
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
