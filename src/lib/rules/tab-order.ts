import type { Stage } from '../feed/protocol.ts';
import { subTabsMinimum } from './constants.ts';
import { isLiveStage, isLiveStatsStage } from './stage-groups.ts';

/**
 * Tab orders and the navigation rules of SPEC section 2 ("Navigation rules", "Layout", "Tab
 * order for stats", "Tab order for info"). Each function takes the availability `paths` and
 * returns the tabs to offer, in order; labels are `nav.*` keys of locales/en.json.
 *
 * "Live stages" in the tab orders is read as the live group of SPEC section 4. The live-stats
 * tab follows its own rule: it is offered in a live-stats stage (live or finished group).
 */

export interface NavigationTab {
  path: string;
  labelKey: string;
}

const tab = (path: string, labelKey: string): NavigationTab => ({ path, labelKey });

// Stats section.
export const liveStatsTab = tab('/stats/live-stats', 'nav.liveStats');
export const playerStatsTab = tab('/stats/player-stats', 'nav.playerStats');
export const playerAssistantTab = tab('/stats/assistant', 'nav.playerAssistant');
export const teamAssistantTab = tab('/stats/team-assistant', 'nav.teamAssistant');
export const seasonAvgTab = tab('/stats/season-avg', 'nav.seasonAvg');
export const optaPointsTab = tab('/stats/opta-points', 'nav.optaPoints');
export const topScorersTab = tab('/stats/top-scorers', 'nav.topScorers');

// Info section.
export const teamsTab = tab('/info/teams', 'nav.teams');
export const formTab = tab('/info/form', 'nav.form');
export const h2hTab = tab('/info/h2h', 'nav.h2h');
export const previewTab = tab('/info/preview', 'nav.preview');
export const insightsTab = tab('/info/insights', 'nav.insights');
export const tableTab = tab('/info/table', 'nav.table');
export const fixturesTab = tab('/info/fixtures', 'nav.fixtures');

// Teams sub-pages and the teams layout.
export const lineupsTab = tab('/info/teams/lineups', 'nav.lineups');
export const formationTab = tab('/info/teams/formation', 'nav.formation');

// Watch section.
export const streamTab = tab('/watch/stream', 'nav.stream');
export const pitchViewTab = tab('/watch/pitchView', 'nav.pitchView');

/** SPEC section 2: stats tab order in live stages. */
export const statsTabOrderLive: readonly NavigationTab[] = [
  liveStatsTab,
  playerStatsTab,
  playerAssistantTab,
  teamAssistantTab,
  seasonAvgTab,
  optaPointsTab,
  topScorersTab,
];

/**
 * SPEC section 2: "Otherwise: season-avg first". We read it as season-avg moved to the front and
 * the other tabs kept in their live-stage relative order; only the first place is stated.
 */
export const statsTabOrderDefault: readonly NavigationTab[] = [
  seasonAvgTab,
  ...statsTabOrderLive.filter((item) => item !== seasonAvgTab),
];

/** SPEC section 2: info tab order by default. */
export const infoTabOrderDefault: readonly NavigationTab[] = [teamsTab, formTab, h2hTab, previewTab, insightsTab, tableTab, fixturesTab];

/** SPEC section 2: info tab order in live stages. */
export const infoTabOrderLive: readonly NavigationTab[] = [teamsTab, tableTab, insightsTab, formTab, h2hTab, previewTab, fixturesTab];

/** SPEC section 2: the separate teams layout (lineups, formation, player stats). */
export const teamsLayoutOrderDefault: readonly NavigationTab[] = [lineupsTab, formationTab, playerStatsTab];

/** SPEC section 2: during live stages player stats comes first in the teams layout. */
export const teamsLayoutOrderLive: readonly NavigationTab[] = [playerStatsTab, lineupsTab, formationTab];

const subPages = (section: string, pages: readonly string[]): readonly NavigationTab[] =>
  pages.map((page) => tab(`${section}/${page}`, `nav.${page}`));

export const liveStatsSubPages = subPages(liveStatsTab.path, ['summary', 'momentum', 'attacking', 'defence', 'distribution', 'discipline', 'xg']);
export const seasonAvgSubPages = subPages(seasonAvgTab.path, ['summary', 'attacking', 'defence', 'distribution', 'discipline']);
export const teamsSubPages: readonly NavigationTab[] = [lineupsTab, formationTab];

/** Sections whose tab has a second row of sub-pages (SPEC section 2 "Layout"). */
const subPagesOf = new Map<string, readonly NavigationTab[]>([
  [liveStatsTab.path, liveStatsSubPages],
  [seasonAvgTab.path, seasonAvgSubPages],
  [teamsTab.path, teamsSubPages],
]);

/**
 * SPEC section 2: a page is offered only if availability lists its path. A tab with sub-pages is
 * also offered when availability lists only some of its sub-pages (CONTRACT.md's example lists
 * `/stats/live-stats/summary` without `/stats/live-stats`).
 */
function isListed(item: NavigationTab, available: ReadonlySet<string>): boolean {
  if (available.has(item.path)) return true;
  return (subPagesOf.get(item.path) ?? []).some((page) => available.has(page.path));
}

function offered(order: readonly NavigationTab[], paths: readonly string[], keep: (item: NavigationTab) => boolean = () => true): NavigationTab[] {
  const available = new Set(paths);
  return order.filter((item) => keep(item) && isListed(item, available));
}

/** The stats top tab row: live-stats only in a live-stats stage, order by live stage. */
export function statsTabs(paths: readonly string[], stage: Stage | undefined): NavigationTab[] {
  const order = isLiveStage(stage) ? statsTabOrderLive : statsTabOrderDefault;
  return offered(order, paths, (item) => item !== liveStatsTab || isLiveStatsStage(stage));
}

/** The info top tab row, ordered by live stage. */
export function infoTabs(paths: readonly string[], stage: Stage | undefined): NavigationTab[] {
  return offered(isLiveStage(stage) ? infoTabOrderLive : infoTabOrderDefault, paths);
}

/** The live-stats second tab row: nothing outside a live-stats stage. */
export function liveStatsTabs(paths: readonly string[], stage: Stage | undefined): NavigationTab[] {
  return isLiveStatsStage(stage) ? offered(liveStatsSubPages, paths) : [];
}

/** The season-avg second tab row. */
export function seasonAvgTabs(paths: readonly string[]): NavigationTab[] {
  return offered(seasonAvgSubPages, paths);
}

/** The teams second tab row (lineups, formation). */
export function teamsTabs(paths: readonly string[]): NavigationTab[] {
  return offered(teamsSubPages, paths);
}

/** The tab whose second row a page sits under (live stats, season avg, teams); undefined for none. */
export function subRowParentOf(pathname: string): string | undefined {
  return [...subPagesOf.keys()].find((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The second tab row of a page: the sub-pages its parent tab offers, with the stage rules applied. */
export function secondaryTabs(pathname: string, paths: readonly string[], stage: Stage | undefined): NavigationTab[] {
  switch (subRowParentOf(pathname)) {
    case liveStatsTab.path:
      return liveStatsTabs(paths, stage);
    case seasonAvgTab.path:
      return seasonAvgTabs(paths);
    case teamsTab.path:
      return teamsTabs(paths);
    default:
      return [];
  }
}

/** The full-width tabs of the teams layout, used only when the custom-layout flag is on. */
export function teamsLayoutTabs(paths: readonly string[], stage: Stage | undefined): NavigationTab[] {
  return offered(isLiveStage(stage) ? teamsLayoutOrderLive : teamsLayoutOrderDefault, paths);
}

/** The watch pages: stream is also hidden while streaming is disabled (SPEC section 2). */
export function watchTabs(paths: readonly string[], options: { streamDisabled: boolean }): NavigationTab[] {
  return offered([streamTab, pitchViewTab], paths, (item) => item !== streamTab || !options.streamDisabled);
}

/** SPEC section 2: sub-tabs appear only when at least two are offered. */
export function showSubTabs(items: readonly unknown[]): boolean {
  return items.length >= subTabsMinimum;
}
