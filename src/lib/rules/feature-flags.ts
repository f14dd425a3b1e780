/**
 * SPEC section 9: feature flags exist and are all off. The two the shell reads are named here;
 * a build that turns one on changes this file, never a component.
 */
export const featureFlags = {
  /** The separate layout for line-ups, formation and player stats, with full-width tabs only. */
  customLayout: false,
  /** The mode in which the side header is never shown (SPEC section 2 "flagged by a shared constant"). */
  headerlessMode: false,
} as const;

const customLayoutPages = ['/info/teams/lineups', '/info/teams/formation', '/stats/player-stats'];

/** Which tab rows a page gets: the section rows, or only the full-width layout tabs (SPEC section 2). */
export function tabLayoutOf(pathname: string, flags: { customLayout: boolean } = featureFlags): 'sections' | 'layout' {
  return flags.customLayout && customLayoutPages.includes(pathname) ? 'layout' : 'sections';
}
