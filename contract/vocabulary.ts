/**
 * The words of the protocol, without zod, defined once for the feed and the widget: stages,
 * periods, incident types, sides, the stream error codes, the contest statistics, positions and
 * the shot attributes. The widget's first paint imports some of them from here
 * (contract/first-paint-parsers.ts); protocol.ts, match-data.ts and the feed's scenario schema
 * build their schemas on them.
 */

/** SPEC section 4 "Match stages". */
export const stages = [
  'published',
  'preview',
  'lineupsAvailable',
  'momentsBeforeKO',
  'inPlay',
  'halfTime',
  'fullTime',
  'extraTimeHalfTime',
  'extraTimeFullTime',
  'endOfSecondHalf',
  'endOfExtraTime',
  'penalties',
  'played',
  'suspended',
] as const;
export type Stage = (typeof stages)[number];

/** SPEC section 3 "Event status": period ids. */
export const periodIds = ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime', 'penaltyShootout'] as const;
export type PeriodId = (typeof periodIds)[number];

/** SPEC section 3 "Incidents": the kinds of line in the scorers and incidents list. */
export const incidentTypes = [
  'goal',
  'penaltyGoal',
  'ownGoal',
  'penaltyMiss',
  'yellowCard',
  'secondYellowCard',
  'redCard',
  'substitution',
  'var',
  'cancelled',
] as const;
export type IncidentType = (typeof incidentTypes)[number];

/**
 * The goal events (SPEC section 3): the incident types, and the words of a `majorIncident`'s
 * `event`, that put a goal on the board for the side they name (an own goal's names the side
 * credited, as the score does). A `cancelled` goal is not one: it takes a goal back.
 */
export const goalEvents: ReadonlySet<unknown> = new Set(['goal', 'penaltyGoal', 'ownGoal'] satisfies IncidentType[]);

export const sides = ['home', 'away'] as const;
export type Side = (typeof sides)[number];

/** SPEC section 8: a stream launch answering one of these disables the stream. */
export const streamErrorCodes = [10316, 10312, 10300, 10400] as const;

/**
 * The contests each side's statistics count (docs/feed-protocol.md, "Contests"): crosses (corners
 * apart) and those that found a team-mate, tackles, interceptions, clearances, and the ground and
 * aerial duels the side took part in and won. The same names in a scenario's per-minute flow, in
 * the feed's summary and on the wire.
 */
export const contestStatistics = [
  'crosses',
  'accurateCrosses',
  'tackles',
  'interceptions',
  'clearances',
  'duels',
  'duelsWon',
  'aerialDuels',
  'aerialDuelsWon',
] as const;
export type ContestStatistic = (typeof contestStatistics)[number];

/** A player's position in a line-up, as scenarios record it and the feed serves it (widget label `positions.<word>`). */
export const positions = [
  'goalkeeper',
  'defender',
  'sideBack',
  'wingBack',
  'defensiveMidfielder',
  'midfielder',
  'attacker',
  'striker',
] as const;
export type Position = (typeof positions)[number];

/** SPEC section 3 "Shot attributes": what became of a shot. */
export const shotOutcomes = ['goal', 'saved', 'offTarget', 'blocked', 'woodwork'] as const;
export type ShotOutcome = (typeof shotOutcomes)[number];

/** SPEC section 3 "Shot attributes": what the ball was struck with. */
export const bodyParts = ['head', 'rightFoot', 'leftFoot', 'other'] as const;
export type BodyPart = (typeof bodyParts)[number];

/**
 * SPEC section 3 "Shot attributes": how the move that ended in the shot began. `penalty` is the
 * feed's word for a penalty kick's own pattern (its shot type says the same); `assisted` and
 * `intentionalAssist` are the SPEC's words that our StatsBomb import never gives.
 */
export const patternsOfPlay = [
  'regularPlay',
  'fastBreak',
  'setPiece',
  'fromCorner',
  'directFreeKick',
  'throwInSetPiece',
  'assisted',
  'intentionalAssist',
  'penalty',
] as const;
export type PatternOfPlay = (typeof patternsOfPlay)[number];
