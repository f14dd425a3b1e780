import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { redirectState, TrackedHistoryProvider } from '../lib/navigation/tracked-history.tsx';
import { isTouchDevice } from '../lib/viewport/viewport.ts';
import { PageSkeleton } from '../components/PageSkeleton.tsx';
import { useWidgetQuery } from '../lib/navigation/widget-query.ts';
import { LiveFeedProvider } from '../lib/realtime/LiveFeedProvider.tsx';
import { withQuery } from '../rules/query-params.ts';
import { StreamStateProvider } from '../lib/stream/stream-state.tsx';
import { pages } from '../../contract/pages.ts';
import { screens } from './screens.ts';
import { withSectionStrings } from '../lib/i18n/i18n.ts';
import { Shell } from './Shell.tsx';

// The brand preview is what a bundle shows without a match: never on a fan's first paint.
const BrandPreview = lazy(
  withSectionStrings(() =>
    import('../features/brand-preview/components/BrandPreview.tsx').then((module) => ({ default: module.BrandPreview })),
  ),
);

/**
 * SPEC section 4: on touch devices, a page that becomes visible again reloads the route's data and
 * remounts the socket provider (phones suspend sockets in the background without closing them).
 */
function useTouchResume(): number {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!isTouchDevice()) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setGeneration((value) => value + 1);
      void queryClient.invalidateQueries();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);
  return generation;
}

/** Per match: one socket, the stream state and the tracked history, around the shell. */
export function MatchScope() {
  const { eventId, lang } = useWidgetQuery();
  const generation = useTouchResume();
  return (
    <LiveFeedProvider key={generation} eventId={eventId} lang={lang}>
      <StreamStateProvider>
        <TrackedHistoryProvider>
          <Shell />
        </TrackedHistoryProvider>
      </StreamStateProvider>
    </LiveFeedProvider>
  );
}

/** The home route: with a match it opens the scoreboard, without one it shows the brand. */
function Home() {
  const { eventId } = useWidgetQuery();
  const { search } = useLocation();
  if (eventId) return <Navigate to={withQuery('/scoreboard', search)} replace state={redirectState} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <BrandPreview />
    </Suspense>
  );
}

/**
 * Every route of SPEC section 2 inside the shell; anything else leads home. Paths are matched as
 * written: `/Stats/...` is not a page (the tab rows, the facts-first script and the catalogue read
 * paths as written, so a page matched in another case would be drawn without its tab rows).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MatchScope />}>
        {pages.map(({ path, section }) => {
          const Screen = screens[section];
          const element =
            Screen === 'home' ? (
              <Home />
            ) : Screen === 'watch' ? null : (
              <Suspense fallback={<PageSkeleton />}>
                <Screen path={path} />
              </Suspense>
            );
          return <Route key={path} path={path} caseSensitive element={element} />;
        })}
        <Route path="*" element={<Home />} />
      </Route>
    </Routes>
  );
}
