/** The competition context around a match: table, form, fixtures, head-to-head, scorers. */
export * from './schema.ts';
export { loadCompetition, loadHeadToHead, defaultDataDir, type LoadOptions } from './data.ts';
export { isBefore, chronological, mostRecentFirst } from './match-time.ts';
export { finalScore, resultOf, type Result } from './outcome.ts';
export { standings, countsInTable, type StandingsRow, type StandingsOptions } from './standings.ts';
export { recentForm, type FormEntry, type FormOptions } from './form.ts';
export { fixtures, type FixturesOptions } from './fixtures.ts';
export { headToHead, type HeadToHead, type HeadToHeadOptions } from './head-to-head.ts';
export { topScorers, type TopScorer, type TopScorersOptions } from './top-scorers.ts';
