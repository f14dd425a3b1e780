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
import { answerSourcesField } from './sources.ts';
import { shotOutcomes } from './vocabulary.ts';

/** The feed's data endpoints beyond SPEC section 7 (docs/feed-protocol.md), shared with the widget. */

export const commentaryAnswerSchema = z.object({
  lines: z.array(commentarySchema),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

export const incidentsAnswerSchema = z.object({
  incidents: z.array(incidentSchema),
  shootout: z.nullable(
    z.object({
      home: z.int(),
      away: z.int(),
      kicks: z.array(z.object({ side: sideSchema, playerName: z.string(), scored: z.boolean() })),
    }),
  ),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

/** A place in a formation drawing: 0..100 from the team's own goal line (x) and from its left touchline (y). */
const slotSchema = z.object({ x: z.number(), y: z.number() });

export const playerLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  number: z.int(),
  position: z.string(),
  captain: z.boolean(),
  /** A starter's place in the starting formation; a substitute's, the place he took when he came on. */
  slot: z.optional(slotSchema),
  goals: z.int(),
  ownGoals: z.int(),
  yellowCards: z.int(),
  redCard: z.boolean(),
  subbedOnMinute: z.optional(z.int()),
  subbedOffMinute: z.optional(z.int()),
});
export type PlayerLine = z.infer<typeof playerLineSchema>;

/** A new formation from a minute on (45+2' is minute 45, addedMinute 2). */
export const formationChangeSchema = z.object({
  minute: z.int(),
  addedMinute: z.optional(z.int()),
  from: z.string(),
  to: z.string(),
});
export type FormationChange = z.infer<typeof formationChangeSchema>;

export const teamLineupSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.optional(z.string()),
  formation: z.string(),
  manager: z.optional(z.string()),
  starters: z.array(playerLineSchema),
  substitutes: z.array(playerLineSchema),
  /**
   * The formation at this moment of the match and who stands where (`formation` stays the
   * starting one): after tactical shifts, substitutions and sendings-off. Absent before the
   * line-ups are announced.
   */
  current: z.optional(z.object({ formation: z.string(), players: z.array(z.object({ id: z.string(), slot: slotSchema })) })),
  /** Each change of formation so far, in order. */
  formationChanges: z.optional(z.array(formationChangeSchema)),
});

export const lineupsAnswerSchema = z.object({
  /** Line-ups are announced about 75 minutes before kick-off; before that the lists are empty. */
  announced: z.boolean(),
  home: teamLineupSchema,
  away: teamLineupSchema,
  /** Where the match is played; absent where the match's source names no ground (never 'Unknown venue'). */
  venue: z.optional(z.object({ name: z.string(), city: z.string() })),
  /** Who refereed; absent where no record the feed can cite names him (never a guess, never 'Unknown'). */
  referee: z.optional(z.string()),
  attendance: z.optional(z.int()),
  /**
   * Whom the scoreboard credits for this answer's facts before kick-off and while play goes on
   * (its first paint reads `credit`, not yet `sources`): the provider of a match with event data
   * ("StatsBomb"); for a match without, every source of `sources` by name, listed in the language
   * asked for ("openfootball, FIFA"). Never a provider the match has no data from.
   */
  credit: z.optional(z.string()),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
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
  outcome: z.enum(shotOutcomes),
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
  /**
   * For a match without event data, once play is over: which statistics of `summary` are its
   * published full-time totals, and where they were published. Absent otherwise.
   */
  published: z.optional(z.object({ source: z.string(), statistics: z.array(z.string()) })),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
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
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

/** Who a row of a match's player table is: the same fields in the points and the player statistics. */
const matchPlayerFields = {
  playerId: z.string(),
  name: z.string(),
  /**
   * The name the player is known by, as line-ups give it: "Messi" in the 2022 final; in StatsBomb's
   * matches the nickname where StatsBomb has one ("Lionel Messi"), else the surname ("Rakitić").
   */
  shortName: z.optional(z.string()),
  side: sideSchema,
  position: z.string(),
};

export const optaPointsAnswerSchema = z.object({
  rule: z.string(),
  players: z.array(
    z.object({
      ...matchPlayerFields,
      points: z.number(),
      breakdown: z.record(z.string(), z.number()),
    }),
  ),
  /** Who the counts the points are scored from come from, when the match has event data ("StatsBomb"). */
  credit: z.optional(z.string()),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

export const matchPlayerStatsAnswerSchema = z.object({
  players: z.array(
    z.object({
      ...matchPlayerFields,
      minutes: z.int(),
      goals: z.int(),
      assists: z.int(),
      /**
       * Shots, shots on target, xG and fouls come from event data only: null ("not recorded") for
       * a match without it (the 2022 final), whose sources hold none of them; never a 0.
       */
      shots: z.nullable(z.int()),
      shotsOnTarget: z.nullable(z.int()),
      expectedGoals: z.nullable(z.number()),
      foulsCommitted: z.nullable(z.int()),
      yellowCards: z.int(),
      redCards: z.int(),
      /** With event data only, and for the periods already over: touches, passes and where the ball was touched. */
      touches: z.optional(z.int()),
      passes: z.optional(z.int()),
      passesCompleted: z.optional(z.int()),
      /**
       * Touches on a grid: `columns` along the player's attacking direction (0 at his own goal line), `rows` across (0 on his left), row by row.
       * `cells` counts every period over; `periods` (optional, newer feeds) holds each of those periods' own grid, in the order played, adding up to `cells`.
       */
      heatMap: z.optional(
        z.object({
          columns: z.int(),
          rows: z.int(),
          cells: z.array(z.int()),
          periods: z.optional(z.array(z.object({ period: periodIdSchema, cells: z.array(z.int()) }))),
        }),
      ),
      /** The player's shots so far, as in the shot map. */
      shotMap: z.optional(z.array(shotMarkerSchema)),
    }),
  ),
  credit: z.optional(z.string()),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

/** `country` only on a national team: its region code, to name it in the fan's language (team-names.ts). */
const teamBriefSchema = z.object({ id: z.string(), name: z.string(), code: z.string(), country: z.optional(z.string()) });

const competitionBriefSchema = z.object({ id: z.string(), name: z.string(), season: z.string() });

/**
 * Which matches a "last N" or a season sample counts (docs/feed-protocol.md, "Windows and
 * samples"), so a screen can say it: `internationals`, the team's full internationals in the
 * international results (a national team's last N); `competition`, the matches of `competition`'s
 * season (a club's last N, since our club records hold one league season; and every season
 * sample). `limit` is the N asked for (absent for a season sample: all of them), `matches` how
 * many the window holds, `thisMatch` whether this match so far is the first of them.
 */
export const matchWindowSchema = z.object({
  kind: z.enum(['internationals', 'competition']),
  limit: z.optional(z.int()),
  matches: z.int(),
  thisMatch: z.boolean(),
  competition: z.optional(competitionBriefSchema),
});
export type MatchWindow = z.infer<typeof matchWindowSchema>;

export const tableAnswerSchema = z.object({
  competition: competitionBriefSchema,
  /**
   * True only while the match is in play (a live stage): the table counts its score as if it
   * ended now. Once it is over the table still counts it (with `movement`), but is not live.
   */
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
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
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
      /** The competition the match was played in (the widget names a known one in the fan's language by `id`). */
      competition: z.optional(competitionBriefSchema),
    }),
  ),
  /** Which matches `entries` are: the team's last N by the one rule of a "last N". */
  window: z.optional(matchWindowSchema),
});

export const formAnswerSchema = z.object({
  home: teamFormSchema,
  away: teamFormSchema,
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

export const fixtureRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  kickoff: z.optional(z.string()),
  round: z.string(),
  group: z.optional(z.string()),
  home: teamBriefSchema,
  away: teamBriefSchema,
  /**
   * Final score (after extra time when played) for matches before this one; absent for fixtures
   * to come. On this match's own row: the score so far, from kick-off.
   */
  score: z.optional(z.tuple([z.int(), z.int()])),
  pens: z.optional(z.tuple([z.int(), z.int()])),
  /**
   * The event this match is served as, when the feed serves a page for it: the widget links the
   * row to that match's own pages ("See Other Games"). Absent for a match the feed offers no page of.
   */
  eventId: z.optional(z.string()),
  /** The match being shown (only in `rounds`). */
  thisMatch: z.optional(z.boolean()),
  /** On this match's row once it has kicked off: true while it is in play, false once over. */
  live: z.optional(z.boolean()),
});

/**
 * A round as a structure the widget names in the fan's language: a league's matchday, a
 * tournament's group-stage matchday (1 to 3, not the data's tournament days), a knockout stage,
 * or `other` (then only `name`, the data's English words, names it).
 */
export const roundStageSchema = z.enum([
  'league',
  'group',
  'roundOf32',
  'roundOf16',
  'quarterFinals',
  'semiFinals',
  'thirdPlace',
  'final',
  'other',
]);

export const fixturesAnswerSchema = z.object({
  round: z.nullable(z.string()),
  sameRound: z.array(fixtureRowSchema),
  home: z.object({ previous: z.array(fixtureRowSchema), next: z.array(fixtureRowSchema) }),
  away: z.object({ previous: z.array(fixtureRowSchema), next: z.array(fixtureRowSchema) }),
  /** The two teams' ids as the rows name them (the competition's, which can differ from the event's). */
  teamIds: z.optional(z.object({ home: z.string(), away: z.string() })),
  /** Every round of the competition in the order they began, this match in its round (`current`). */
  rounds: z.optional(
    z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        stage: roundStageSchema,
        matchday: z.optional(z.int()),
        current: z.boolean(),
        fixtures: z.array(fixtureRowSchema),
      }),
    ),
  ),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

export const headToHeadAnswerSchema = z.object({
  /** What the meetings cover, in the data's English words; `scope` says it as a structure to translate. */
  coverage: z.string(),
  /**
   * `internationals`: every full international of the two national teams before this match;
   * `season`: only their meetings in `competition`'s season (earlier seasons are not in the data);
   * `none`: no record of the pair is held (which is not the same as "never met").
   * `since`: for `internationals`, the year the international results begin.
   */
  scope: z.optional(
    z.object({
      kind: z.enum(['internationals', 'season', 'none']),
      competition: z.optional(competitionBriefSchema),
      since: z.optional(z.string()),
    }),
  ),
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
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

export const topScorersAnswerSchema = z.object({
  /** False when the competition's data has no scorers (the widget shows an honest empty state). */
  available: z.boolean(),
  rows: z.array(z.object({ rank: z.int(), name: z.string(), team: teamBriefSchema, goals: z.int(), penalties: z.int() })),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

const averagesSchema = z.object({
  team: teamBriefSchema,
  played: z.int(),
  /** Regulation minutes of the `played` matches (120 after extra time; the match in play so far), when known. */
  minutes: z.optional(z.int()),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  cleanSheetPercentage: z.number(),
  winPercentage: z.number(),
  /**
   * Averages over the matches whose event data we hold (StatsBomb), absent when there is none:
   * never estimated. `measuredSample` says how many matches and minutes they cover.
   */
  measured: z.optional(
    z.object({
      shots: z.number(),
      shotsOnTarget: z.number(),
      passes: z.number(),
      passAccuracy: z.number(),
      corners: z.number(),
      fouls: z.number(),
      yellowCards: z.number(),
      tackles: z.number(),
    }),
  ),
  /** What `measured` averages over: the matches with event data and, when known, their minutes. */
  measuredSample: z.optional(z.object({ matches: z.int(), minutes: z.optional(z.int()) })),
  /** The season sample the results averages are over: this competition's season so far. */
  sample: z.optional(matchWindowSchema),
});
export const seasonAveragesAnswerSchema = z.object({
  home: averagesSchema,
  away: averagesSchema,
  /** Who the `measured` figures come from ("StatsBomb"), when there are any. */
  credit: z.optional(z.string()),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});

export const matchTextAnswerSchema = z.object({
  paragraphs: z.array(z.object({ kind: z.string(), text: z.string(), team: z.optional(sideSchema) })),
  /**
   * When the figures of the sentences stand: `kickoff`, as before the match (the preview, which
   * once the match has begun opens by saying so); `now`, at this moment of the match, as every
   * other screen (the insights). Absent from older feeds.
   */
  asOf: z.optional(z.enum(['kickoff', 'now'])),
  /** Where this answer's facts come from (contract/sources.ts); absent from older feeds. */
  sources: answerSourcesField,
});
