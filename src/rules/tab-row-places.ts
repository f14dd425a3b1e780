import { subRowParentOf } from '../../contract/sub-rows.ts';

export interface TabRowPlaceInputs {
  pathname: string;
  /** The sections' rows, or the custom layout's full-width row (the feature flag). */
  tabLayout: 'sections' | 'layout';
  hidePrimaryTabs?: boolean | undefined;
  hideTabs?: boolean | undefined;
}

/**
 * Which tab rows a page keeps a place for before its tabs are known (the status and the
 * availability not yet in, or the tabs' chunk not yet loaded): the section's row on the stats and
 * info pages, the second row under live stats, season avg and teams, or the custom layout's row;
 * none that the query string or the layout hides. From the path alone, so the facts-first script
 * draws the same places above its card as the app (src/facts-first/facts.ts), and the card does
 * not move when the app takes the page over.
 */
export function tabRowPlaces({ pathname, tabLayout, hidePrimaryTabs, hideTabs }: TabRowPlaceInputs) {
  const section = pathname.split('/')[1];
  const sections = tabLayout === 'sections';
  return {
    primary: sections && !hidePrimaryTabs && (section === 'stats' || section === 'info'),
    secondary: sections && !hideTabs && subRowParentOf(pathname) !== undefined,
    layout: !sections && !hideTabs,
  };
}
