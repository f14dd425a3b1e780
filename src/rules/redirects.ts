import type { NavigationTab } from './tab-order.ts';
import { subRowParentOf } from '../../contract/sub-rows.ts';

export interface RedirectInputs {
  pathname: string;
  /** SPEC section 4 "Stream disabled". */
  streamDisabled: boolean;
  /** The availability and the status have answered: until then no tab-based redirect is made. */
  known: boolean;
  /** The offered tabs of the stats and info rows, the current page's second row and the watch pages. */
  statsTabs: readonly NavigationTab[];
  infoTabs: readonly NavigationTab[];
  secondaryTabs: readonly NavigationTab[];
  watchTabs: readonly NavigationTab[];
}

const isAtOrUnder = (pathname: string, tab: NavigationTab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`);

/**
 * Where a route must lead instead, or null to stay (SPEC sections 2 and 4):
 * - while streaming is disabled, the stream route leads to the pitch view;
 * - a stats or info page the match does not offer (the section root among them) leads to the
 *   section's first offered tab;
 * - a tab with a second row leads to its first offered sub-page;
 * - the watch root leads to the first offered watch page.
 */
export function redirectTarget(inputs: RedirectInputs): string | null {
  const { pathname } = inputs;
  if (pathname === '/watch/stream' && inputs.streamDisabled) return '/watch/pitchView';
  if (!inputs.known) return null;
  const section = pathname.split('/')[1];
  const [firstStats] = inputs.statsTabs;
  const [firstInfo] = inputs.infoTabs;
  if (section === 'stats' && firstStats && !inputs.statsTabs.some((tab) => isAtOrUnder(pathname, tab))) return firstStats.path;
  if (section === 'info' && firstInfo && !inputs.infoTabs.some((tab) => isAtOrUnder(pathname, tab))) return firstInfo.path;
  const [firstSub] = inputs.secondaryTabs;
  if (pathname === subRowParentOf(pathname) && firstSub) return firstSub.path;
  if (pathname === '/watch') return inputs.watchTabs[0]?.path ?? null;
  return null;
}
