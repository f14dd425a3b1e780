import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { redirectState, TrackedHistoryProvider } from '../lib/navigation/tracked-history.tsx';
import { isTouchDevice } from '../lib/viewport/viewport.ts';
import { SectionScreen } from '../components/SectionScreen.tsx';
import { BrandPreview } from '../features/brand-preview/components/BrandPreview.tsx';
import { useWidgetQuery } from '../lib/navigation/widget-query.ts';
import { LiveFeedProvider } from '../lib/realtime/LiveFeedProvider.tsx';
import { routeDefinitions } from '../lib/routes.ts';
import { withQuery } from '../lib/rules/query-params.ts';
import { StreamStateProvider } from '../lib/stream/stream-state.tsx';
import { Shell } from './Shell.tsx';

/** The watch views are overlays the shell keeps mounted (WatchLayer): their routes render nothing of their own. */
const screens: Record<string, () => React.JSX.Element | null> = {
  '/watch/stream': () => null,
  '/watch/pitchView': () => null,
};

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
  return eventId ? <Navigate to={withQuery('/scoreboard', search)} replace state={redirectState} /> : <BrandPreview />;
}

/** Every route of SPEC section 2 inside the shell; anything else leads home. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MatchScope />}>
        {routeDefinitions.map(({ path, titleKey }) => {
          const Screen = screens[path];
          return (
            <Route
              key={path}
              path={path}
              element={path === '/' ? <Home /> : Screen ? <Screen /> : <SectionScreen titleKey={titleKey} />}
            />
          );
        })}
        <Route path="*" element={<Home />} />
      </Route>
    </Routes>
  );
}
