/**
 * The page catalogue: every route of SPEC section 2, declared once. The widget derives its routes,
 * tab rows, redirects, no-scroll pages and placeholders from it; the feed derives the `paths` of
 * `/availability` from it. Adding a page is one entry here: it renders its section's screen in the
 * widget (src/app/screens.ts, one per section, which the type checker keeps complete).
 *
 * Declaration order is the order of a second tab row (live stats, season avg, teams); the orders
 * of the stats and info rows are rules of SPEC section 2 of their own (src/rules/tab-order.ts).
 */

import { liveStatsPath, seasonAvgPath, teamsPath } from './sub-rows.ts';

export type Section = 'home' | 'scoreboard' | 'watch' | 'stats' | 'info';

/**
 * When the feed has data for a page, and so lists it in `/availability`: always; once the
 * line-ups are announced; once the ball has rolled; when the match has a stream or a pitch view.
 */
export type PageData = 'always' | 'lineups' | 'live' | 'stream' | 'pitchView';

export interface PageDefinition {
  readonly path: string;
  /** Translation key of the page's title and of its tab (locales/en.json). */
  readonly titleKey: string;
  readonly section: Section;
  /** The tab whose second row this page sits in (SPEC section 2 "Layout"). */
  readonly parent?: string;
  /** SPEC section 2 "Layout": momentum and table pages hide the scroll. */
  readonly hidesScroll?: boolean;
  /** When availability lists the page; the home route is never listed. */
  readonly data?: PageData;
  /**
   * Its figures need event data (a record of every minute: StatsBomb's), so a match without it
   * does not offer the page rather than show figures its sources do not hold: per-minute
   * pressure, xG, shot maps, attacking, defending and passing counts, player statistics, points,
   * heat maps. Not the pitch view: its live tracker shows what a match without event data does
   * hold (the score, the clock, the goals and cards) and draws no ball.
   */
  readonly needsEventData?: true;
}

const page = <const P extends string>(
  path: P,
  titleKey: string,
  section: Section,
  more: Omit<PageDefinition, 'path' | 'titleKey' | 'section'> = {},
) => ({ path, titleKey, section, data: 'always', ...more }) as const satisfies PageDefinition;

const liveStats = liveStatsPath;
const seasonAvg = seasonAvgPath;
const teams = teamsPath;

export const pages = [
  { path: '/', titleKey: 'common.matchCentre', section: 'home' },
  page('/scoreboard', 'nav.scoreboard', 'scoreboard'),
  page('/scoreboard/scorers', 'nav.scorers', 'scoreboard'),
  page('/scoreboard/commentary', 'nav.commentary', 'scoreboard'),
  page('/watch', 'nav.watch', 'watch'),
  page('/watch/stream', 'nav.stream', 'watch', { data: 'stream' }),
  page('/watch/pitchView', 'nav.pitchView', 'watch', { data: 'pitchView' }),
  page('/stats', 'nav.stats', 'stats'),
  page('/stats/opta-points', 'nav.optaPoints', 'stats', { needsEventData: true }),
  page('/stats/top-scorers', 'nav.topScorers', 'stats'),
  page('/stats/assistant', 'nav.playerAssistant', 'stats'),
  page('/stats/team-assistant', 'nav.teamAssistant', 'stats'),
  page('/stats/player-stats', 'nav.playerStats', 'stats', { needsEventData: true }),
  page(liveStats, 'nav.liveStats', 'stats', { data: 'live' }),
  page(`${liveStats}/summary`, 'nav.summary', 'stats', { parent: liveStats, data: 'live' }),
  page(`${liveStats}/momentum`, 'nav.momentum', 'stats', { parent: liveStats, data: 'live', hidesScroll: true, needsEventData: true }),
  page(`${liveStats}/attacking`, 'nav.attacking', 'stats', { parent: liveStats, data: 'live', needsEventData: true }),
  page(`${liveStats}/defence`, 'nav.defence', 'stats', { parent: liveStats, data: 'live', needsEventData: true }),
  page(`${liveStats}/distribution`, 'nav.distribution', 'stats', { parent: liveStats, data: 'live', needsEventData: true }),
  page(`${liveStats}/discipline`, 'nav.discipline', 'stats', { parent: liveStats, data: 'live' }),
  page(`${liveStats}/xg`, 'nav.xg', 'stats', { parent: liveStats, data: 'live', needsEventData: true }),
  page(seasonAvg, 'nav.seasonAvg', 'stats'),
  page(`${seasonAvg}/summary`, 'nav.summary', 'stats', { parent: seasonAvg }),
  page(`${seasonAvg}/attacking`, 'nav.attacking', 'stats', { parent: seasonAvg }),
  page(`${seasonAvg}/defence`, 'nav.defence', 'stats', { parent: seasonAvg }),
  // Their figures are passes, fouls and cards per match: only event data gives them (no result does).
  page(`${seasonAvg}/distribution`, 'nav.distribution', 'stats', { parent: seasonAvg, needsEventData: true }),
  page(`${seasonAvg}/discipline`, 'nav.discipline', 'stats', { parent: seasonAvg, needsEventData: true }),
  page('/info', 'nav.info', 'info'),
  page(teams, 'nav.teams', 'info', { data: 'lineups' }),
  page(`${teams}/lineups`, 'nav.lineups', 'info', { parent: teams, data: 'lineups' }),
  page(`${teams}/formation`, 'nav.formation', 'info', { parent: teams, data: 'lineups' }),
  page('/info/form', 'nav.form', 'info'),
  page('/info/h2h', 'nav.h2h', 'info'),
  page('/info/preview', 'nav.preview', 'info'),
  page('/info/insights', 'nav.insights', 'info'),
  page('/info/table', 'nav.table', 'info', { hidesScroll: true }),
  page('/info/fixtures', 'nav.fixtures', 'info'),
] as const satisfies readonly PageDefinition[];

export type PagePath = (typeof pages)[number]['path'];

const byPath = new Map<string, PageDefinition>(pages.map((definition) => [definition.path, definition]));

/** The page declared at a path; undefined for a path the catalogue does not know. */
export function pageAt(path: string): PageDefinition | undefined {
  return byPath.get(path);
}

/** The pages of a second tab row, in declaration order. */
export function subPagesOf(parent: string): PageDefinition[] {
  return pages.filter((definition: PageDefinition) => definition.parent === parent);
}

/** Whether a page hides the scroll (SPEC section 2 "Layout"). */
export function hidesScroll(path: string): boolean {
  return byPath.get(path)?.hidesScroll === true;
}

/** What the feed knows of a match when it answers `/availability`. */
export interface PageDataState {
  lineups: boolean;
  live: boolean;
  stream: boolean;
  pitchView: boolean;
  /** The match has event data (`needsEventData`). */
  eventData: boolean;
}

/** Whether a page's figures need event data (`needsEventData`); false for a path the catalogue does not know. */
export function needsEventData(path: string): boolean {
  return byPath.get(path)?.needsEventData === true;
}

/** The `paths` of an `/availability` answer: every page whose data the feed has. */
export function availablePaths(state: PageDataState): string[] {
  const { eventData, ...rest } = state;
  const has: Record<PageData, boolean> = { always: true, ...rest };
  return pages.flatMap((definition: PageDefinition) =>
    definition.data && has[definition.data] && (eventData || definition.needsEventData !== true) ? [definition.path] : [],
  );
}
