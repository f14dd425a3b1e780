import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * SPEC section 2: tabs replace the route, so the browser's history cannot go back; the widget
 * tracks the paths it visited itself, and a back action returns to the previous one.
 */
export function nextHistory(stack: readonly string[], path: string, limit = 50): string[] {
  if (stack.at(-1) === path) return [...stack];
  return [...stack, path].slice(-limit);
}

interface TrackedHistory {
  canGoBack(): boolean;
  back(): void;
}

const TrackedHistoryContext = createContext<TrackedHistory | null>(null);

export function TrackedHistoryProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const stack = useRef<string[]>([]);
  useEffect(() => {
    stack.current = nextHistory(stack.current, `${pathname}${search}`);
  }, [pathname, search]);
  const value = useMemo<TrackedHistory>(
    () => ({
      canGoBack: () => stack.current.length > 1,
      back: () => {
        if (stack.current.length < 2) return;
        stack.current = stack.current.slice(0, -1);
        navigate(stack.current.at(-1)!, { replace: true });
      },
    }),
    [navigate],
  );
  return <TrackedHistoryContext.Provider value={value}>{children}</TrackedHistoryContext.Provider>;
}

export function useTrackedHistory(): TrackedHistory {
  const value = useContext(TrackedHistoryContext);
  if (!value) throw new Error('useTrackedHistory must be used inside <TrackedHistoryProvider>');
  return value;
}
