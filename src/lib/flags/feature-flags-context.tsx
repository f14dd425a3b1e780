import { createContext, useContext, type ReactNode } from 'react';
import type { FeatureFlags } from '../../rules/feature-flags.ts';

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
