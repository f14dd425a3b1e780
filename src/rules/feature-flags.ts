/**
 * SPEC section 9: feature flags exist and are all off. They are fixed per bundle at build time
 * (`npm run build -- --brand NAME --flags customLayout`, written into the bundle's head as
 * `<meta name="cpp-flags">`), never by the query string or the host page: an operator's bundle
 * is the "shared constant" of SPEC section 2. See docs/adr/007-feature-flags-per-bundle.md.
 */
export const featureFlagNames = [
  /** The separate layout for line-ups, formation and player stats, with full-width tabs only. */
  'customLayout',
  /** The mode in which the side header is never shown (SPEC section 2 "flagged by a shared constant"). */
  'headerlessMode',
] as const;

export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>;

/** Every flag off: what a bundle built without --flags gets. */
export const featureFlagsOff: FeatureFlags = { customLayout: false, headerlessMode: false };

function isFeatureFlagName(name: string): name is FeatureFlagName {
  return (featureFlagNames as readonly string[]).includes(name);
}

/**
 * A comma-joined list of flag names to flags. Names are matched exactly; unknown ones are
 * returned so the build can refuse them (the widget ignores them and keeps the flag off).
 */
export function parseFeatureFlags(list: string | null | undefined): { flags: FeatureFlags; unknown: string[] } {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isFeatureFlagName(name));
  const flags = Object.fromEntries(featureFlagNames.map((name) => [name, names.includes(name)])) as Record<FeatureFlagName, boolean>;
  return { flags, unknown };
}

const customLayoutPages = ['/info/teams/lineups', '/info/teams/formation', '/stats/player-stats'];

/** Which tab rows a page gets: the section rows, or only the full-width layout tabs (SPEC section 2). */
export function tabLayoutOf(pathname: string, flags: Pick<FeatureFlags, 'customLayout'>): 'sections' | 'layout' {
  return flags.customLayout && customLayoutPages.includes(pathname) ? 'layout' : 'sections';
}

/** The bundle's flags, written by the build into `<meta name="cpp-flags" content="a,b">`. */
export const featureFlagsMetaName = 'cpp-flags';

/** Unknown names are ignored here (the build refuses them): a flag the code lacks stays off. */
export function readFeatureFlags(doc: Document = document): FeatureFlags {
  return parseFeatureFlags(doc.querySelector(`meta[name="${featureFlagsMetaName}"]`)?.getAttribute('content')).flags;
}
