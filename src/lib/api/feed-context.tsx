import { createContext, useContext, type ReactNode } from 'react';

export interface FeedConfig {
  origin: string;
  socketBase: string;
}

const FeedConfigContext = createContext<FeedConfig | null>(null);

export function FeedConfigProvider({ value, children }: { value: FeedConfig; children: ReactNode }) {
  return <FeedConfigContext.Provider value={value}>{children}</FeedConfigContext.Provider>;
}

/** SPEC section 8: a context used outside its provider is a developer error. */
export function useFeedConfig(): FeedConfig {
  const config = useContext(FeedConfigContext);
  if (!config) throw new Error('useFeedConfig must be used inside <FeedConfigProvider>');
  return config;
}
