/** Every kind of preview and insight sentence the feed writes; each language has a template for each (match-texts.ts, locales/feed/<lang>.json). */
export const matchTextKinds = [
  'previewIntro',
  // The intro of a match whose source names no ground: the venue is left out, never 'Unknown'.
  'previewIntroNoVenue',
  // Once the match has begun, the preview opens by saying its figures are as at kick-off.
  'previewBeforeKickoff',
  // The intro of a demo that replays a past match at another date.
  'previewReplayIntro',
  'previewReplayIntroNoVenue',
  'previewForm',
  'previewTable',
  'previewHeadToHead',
  // No earlier meeting: of two clubs in the one season we hold, of two nations since the results begin.
  'previewNoEarlierMeetingSeason',
  'previewFirstMeetingSince',
  'previewTopScorer',
  'insightWinningRun',
  'insightUnbeatenRun',
  'insightWinlessRun',
  'insightScoredEvery',
  'insightCleanSheets',
  'insightGoalsPerMatch',
  'insightHeadToHeadLead',
  'insightHeadToHeadLevel',
  'insightTopScorer',
  'insightTablePosition',
] as const;
export type MatchTextKind = (typeof matchTextKinds)[number];

/** One language's sentences, a template with {{name}} placeholders for every kind. */
export type MatchTextTemplates = Record<MatchTextKind, string>;
