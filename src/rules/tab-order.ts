import { pageAt, subPagesOf, type PagePath } from '../../contract/pages.ts';
import { subRowParentOf, subRowParents } from '../../contract/sub-rows.ts';
import type { Stage } from '../../contract/protocol.ts';
import { subTabsMinimum } from './constants.ts';
import { isLiveStage, isLiveStatsStage } from '../../contract/stage-groups.ts';

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

/** A tab for a page of the catalogue; its label is the page's title. */
function tab(path: PagePath): NavigationTab {
  const definition = pageAt(path);
  if (!definition) throw new Error(`tab-order: ${path} is not in contract/pages.ts`);
  return { path, labelKey: definition.titleKey };
}

// Stats section.
export const liveStatsTab = tab('/stats/live-stats');
export const playerStatsTab = tab('/stats/player-stats');
export const playerAssistantTab = tab('/stats/assistant');
export const teamAssistantTab = tab('/stats/team-assistant');
export const seasonAvgTab = tab('/stats/season-avg');
export const optaPointsTab = tab('/stats/opta-points');
export const topScorersTab = tab('/stats/top-scorers');

// Info section.
export const teamsTab = tab('/info/teams');
export const formTab = tab('/info/form');
export const h2hTab = tab('/info/h2h');
export const previewTab = tab('/info/preview');
export const insightsTab = tab('/info/insights');
export const tableTab = tab('/info/table');
export const fixturesTab = tab('/info/fixtures');

// Teams sub-pages and the teams layout.
export const lineupsTab = tab('/info/teams/lineups');
export const formationTab = tab('/info/teams/formation');

// Watch section.
export const streamTab = tab('/watch/stream');
export const pitchViewTab = tab('/watch/pitchView');

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
export const statsTabOrderDefault: readonly NavigationTab[] = [seasonAvgTab, ...statsTabOrderLive.filter((item) => item !== seasonAvgTab)];

/** SPEC section 2: info tab order by default. */
export const infoTabOrderDefault: readonly NavigationTab[] = [teamsTab, formTab, h2hTab, previewTab, insightsTab, tableTab, fixturesTab];

/** SPEC section 2: info tab order in live stages. */
export const infoTabOrderLive: readonly NavigationTab[] = [teamsTab, tableTab, insightsTab, formTab, h2hTab, previewTab, fixturesTab];

/** SPEC section 2: the separate teams layout (lineups, formation, player stats). */
export const teamsLayoutOrderDefault: readonly NavigationTab[] = [lineupsTab, formationTab, playerStatsTab];

/** SPEC section 2: during live stages player stats comes first in the teams layout. */
export const teamsLayoutOrderLive: readonly NavigationTab[] = [playerStatsTab, lineupsTab, formationTab];

/** A second tab row: the catalogue's sub-pages of a tab, in declaration order. */
const subPages = (parent: NavigationTab): readonly NavigationTab[] =>
  subPagesOf(parent.path).map((definition) => tab(definition.path as PagePath));

export const liveStatsSubPages = subPages(liveStatsTab);
export const seasonAvgSubPages = subPages(seasonAvgTab);
export const teamsSubPages = subPages(teamsTab);

/** Sections whose tab has a second row of sub-pages (SPEC section 2 "Layout"). */
const subPagesByParent = new Map<string, readonly NavigationTab[]>(
  subRowParents.map((parent) => [parent, subPages(tab(parent as PagePath))]),
);

/**
 * SPEC section 2: a page is offered only if availability lists its path. A tab with sub-pages is
 * also offered when availability lists only some of its sub-pages (CONTRACT.md's example lists
 * `/stats/live-stats/summary` without `/stats/live-stats`).
 */
function isListed(item: NavigationTab, available: ReadonlySet<string>): boolean {
  if (available.has(item.path)) return true;
  return (subPagesByParent.get(item.path) ?? []).some((page) => available.has(page.path));
}

function offered(
  order: readonly NavigationTab[],
  paths: readonly string[],
  keep: (item: NavigationTab) => boolean = () => true,
): NavigationTab[] {
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
