import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface StreamStateValue {
  /** Set when a stream launch answered 10316, 10312, 10300 or 10400 (SPEC section 4). */
  disabled: boolean;
  disable(): void;
}

const StreamStateContext = createContext<StreamStateValue | null>(null);

export function StreamStateProvider({ children }: { children: ReactNode }) {
  const [disabled, setDisabled] = useState(false);
  const value = useMemo(() => ({ disabled, disable: () => setDisabled(true) }), [disabled]);
  return <StreamStateContext.Provider value={value}>{children}</StreamStateContext.Provider>;
}

export function useStreamState(): StreamStateValue {
  const value = useContext(StreamStateContext);
  if (!value) throw new Error('useStreamState must be used inside <StreamStateProvider>');
  return value;
}
