/**
 * The tabs with a second row of sub-pages (SPEC section 2 "Layout"): live stats, season avg and
 * teams. The page catalogue (pages.ts) declares their sub-pages under these paths, and
 * pages.test.ts checks that it declares sub-pages under these and no others. A module of its own:
 * the facts-first script reads it (which pages keep a second row's place, src/rules/tab-row-places.ts)
 * without the catalogue.
 */
export const liveStatsPath = '/stats/live-stats';
export const seasonAvgPath = '/stats/season-avg';
export const teamsPath = '/info/teams';

export const subRowParents: readonly string[] = [liveStatsPath, seasonAvgPath, teamsPath];

/** The tab whose second row a page sits under (live stats, season avg, teams); undefined for none. */
export function subRowParentOf(pathname: string): string | undefined {
  return subRowParents.find((path) => pathname === path || pathname.startsWith(`${path}/`));
}
