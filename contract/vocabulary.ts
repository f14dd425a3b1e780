/**
 * The words of the protocol, without zod: stages, periods, incident types, sides and the stream error codes. The
 * widget's first paint imports them from here (contract/first-paint-parsers.ts); protocol.ts
 * builds its schemas on them.
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

export const sides = ['home', 'away'] as const;
export type Side = (typeof sides)[number];

/** SPEC section 8: a stream launch answering one of these disables the stream. */
export const streamErrorCodes = [10316, 10312, 10300, 10400] as const;
