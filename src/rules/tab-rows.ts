import type { Stage } from '../../contract/protocol.ts';
import { pageAt } from '../../contract/pages.ts';
import { tabRowPlaces } from './tab-row-places.ts';
import { infoTabs, secondaryTabs, showSubTabs, statsTabs, teamsLayoutTabs, type NavigationTab } from './tab-order.ts';
import { subRowParentOf } from '../../contract/sub-rows.ts';

/**
 * What a tab row shows: its tabs; `'pending'`, an empty row of the same size while the status and
 * the availability have not answered, so the content does not jump down when the tabs arrive; or
 * nothing.
 */
export type TabRow = NavigationTab[] | 'pending' | null;

export interface TabRowInputs {
  pathname: string;
  /** The availability's paths. */
  paths: readonly string[];
  stage: Stage | undefined;
  /** Tab order depends on the stage: no tabs until it is known, rather than the wrong order. */
  stageKnown: boolean;
  /** The status or the availability has yet to answer. */
  pending: boolean;
  /** The sections' rows, or the custom layout's full-width row (the feature flag). */
  tabLayout: 'sections' | 'layout';
  hidePrimaryTabs?: boolean | undefined;
  hideTabs?: boolean | undefined;
}

export interface TabRows {
  primary: TabRow;
  secondary: TabRow;
  /** The second row's name: the label of the tab it belongs to (Live Stats, Season Avg, Teams). */
  secondaryLabelKey: string | undefined;
  layout: TabRow;
  /** The sections' tabs as offered, which the side header and the redirects read too. */
  statsTabs: NavigationTab[];
  infoTabs: NavigationTab[];
  secondaryTabs: NavigationTab[];
}

function row(hidden: boolean, pending: boolean, holdsPlace: boolean, tabs: NavigationTab[], shown: boolean): TabRow {
  if (hidden) return null;
  if (pending) return holdsPlace ? 'pending' : null;
  return shown ? tabs : null;
}

/** The tab rows of a page (SPEC section 2): the section's row, the sub-pages' row and the layout's row. */
export function tabRows(inputs: TabRowInputs): TabRows {
  const { pathname, paths, stage, stageKnown, pending, tabLayout } = inputs;
  const stats = statsTabs(paths, stage);
  const info = infoTabs(paths, stage);
  const section = pathname.split('/')[1];
  const places = tabRowPlaces(inputs);
  const primary = !stageKnown ? [] : section === 'stats' ? stats : section === 'info' ? info : [];
  const secondary = stageKnown ? secondaryTabs(pathname, paths, stage) : [];
  const layoutTabs = teamsLayoutTabs(paths, stage);
  const sections = tabLayout === 'sections';
  // The tab the second row belongs to names it: its page's title (Live Stats, Season Avg, Teams).
  const subRow = subRowParentOf(pathname);
  return {
    primary: row(!sections || Boolean(inputs.hidePrimaryTabs), pending, places.primary, primary, primary.length > 0),
    secondary: row(!sections || Boolean(inputs.hideTabs), pending, places.secondary, secondary, showSubTabs(secondary)),
    secondaryLabelKey: subRow ? pageAt(subRow)?.titleKey : undefined,
    layout: row(sections || Boolean(inputs.hideTabs), pending, places.layout, layoutTabs, showSubTabs(layoutTabs)),
    statsTabs: stats,
    infoTabs: info,
    secondaryTabs: secondary,
  };
}

/** What the live-status line says, if anything. */
export type LiveStatusKind = 'reconnecting' | 'gaveUp' | 'stale' | 'answerStale';

/**
 * The socket's trouble first (reconnecting, given up, or open but silent while the ball rolls),
 * then a status answer that has failed for a while; null while all is well.
 */
export function liveStatusOf(socketState: string, health: { stale: boolean; statusStale: boolean }): LiveStatusKind | null {
  if (socketState === 'reconnecting' || socketState === 'gaveUp') return socketState;
  if (health.stale && socketState === 'open') return 'stale';
  return health.statusStale ? 'answerStale' : null;
}
