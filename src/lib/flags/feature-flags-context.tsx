import { createContext, useContext, type ReactNode } from 'react';
import { parseFeatureFlags, type FeatureFlags } from '../../rules/feature-flags.ts';

/** The bundle's flags, written by the build into `<meta name="cpp-flags" content="a,b">`. */
export const featureFlagsMetaName = 'cpp-flags';

/** Unknown names are ignored here (the build refuses them): a flag the code lacks stays off. */
export function readFeatureFlags(doc: Document = document): FeatureFlags {
  return parseFeatureFlags(doc.querySelector(`meta[name="${featureFlagsMetaName}"]`)?.getAttribute('content')).flags;
}

const FeatureFlagsContext = createContext<FeatureFlags | null>(null);

export function FeatureFlagsProvider({ value, children }: { value: FeatureFlags; children: ReactNode }) {
  return <FeatureFlagsContext.Provider value={value}>{children}</FeatureFlagsContext.Provider>;
}

/** SPEC section 8: a context used outside its provider is a developer error. */
export function useFeatureFlags(): FeatureFlags {
  const flags = useContext(FeatureFlagsContext);
  if (!flags) throw new Error('useFeatureFlags must be used inside <FeatureFlagsProvider>');
  return flags;
}
