import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withQuery } from '../../rules/query-params.ts';

/**
 * SPEC section 2: tabs replace the route, so the browser's history cannot go back; the widget
 * tracks the paths it visited itself, and a back action returns to the previous one.
 *
 * Paths only: the query string belongs to the match and stays as it is now (a stage refreshed
 * since is not undone by going back). A redirect takes the place of the path it left, so going
 * back never lands on a path that would only redirect again.
 */
export type HistoryStep = 'visit' | 'redirect' | 'back';

/** Navigation state that tells the tracked history how a navigation came about. */
export interface TrackedNavigationState {
  trackedHistory: Exclude<HistoryStep, 'visit'>;
}

/** The state for a `<Navigate>` or `navigate()` that redirects rather than visits. */
export const redirectState: TrackedNavigationState = { trackedHistory: 'redirect' };

function stepOf(state: unknown): HistoryStep {
  const step = (state as Partial<TrackedNavigationState> | null)?.trackedHistory;
  return step === 'redirect' || step === 'back' ? step : 'visit';
}

export const trackedHistoryLimit = 50;

export function nextHistory(stack: readonly string[], path: string, step: HistoryStep = 'visit', limit = trackedHistoryLimit): string[] {
  const base = step === 'visit' ? [...stack] : stack.slice(0, -1);
  if (base.at(-1) === path) return base;
  return [...base, path].slice(-limit);
}

interface TrackedHistory {
  /** The path a back action returns to; null when there is none. */
  previousPath: string | null;
  back(): void;
}

const TrackedHistoryContext = createContext<TrackedHistory | null>(null);

export function TrackedHistoryProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Derived while rendering from the location seen last (every navigation has a new key), so the
  // back control is right on the very render that shows the new route.
  const [tracked, setTracked] = useState(() => ({ key: location.key, stack: [location.pathname] }));
  let stack = tracked.stack;
  if (tracked.key !== location.key) {
    stack = nextHistory(tracked.stack, location.pathname, stepOf(location.state));
    setTracked({ key: location.key, stack });
  }
  const previousPath = stack.length > 1 ? stack.at(-2)! : null;
  const { search } = location;
  const value = useMemo<TrackedHistory>(
    () => ({
      previousPath,
      back: () => {
        if (previousPath === null) return;
        const state: TrackedNavigationState = { trackedHistory: 'back' };
        navigate(withQuery(previousPath, search), { replace: true, state });
      },
    }),
    [navigate, previousPath, search],
  );
  return <TrackedHistoryContext.Provider value={value}>{children}</TrackedHistoryContext.Provider>;
}

export function useTrackedHistory(): TrackedHistory {
  const value = useContext(TrackedHistoryContext);
  if (!value) throw new Error('useTrackedHistory must be used inside <TrackedHistoryProvider>');
  return value;
}
