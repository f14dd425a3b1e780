import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SectionScreen } from '../components/SectionScreen.tsx';
import { BrandPreview } from '../features/brand-preview/components/BrandPreview.tsx';
import { PitchView } from '../features/watch/components/PitchView.tsx';
import { StreamPlayer } from '../features/watch/components/StreamPlayer.tsx';
import { useWidgetQuery } from '../lib/navigation/widget-query.ts';
import { LiveFeedProvider } from '../lib/realtime/LiveFeedProvider.tsx';
import { routeDefinitions } from '../lib/routes.ts';
import { withQuery } from '../lib/rules/query-params.ts';
import { StreamStateProvider } from '../lib/stream/stream-state.tsx';
import { Shell } from './Shell.tsx';

const screens: Record<string, () => React.JSX.Element> = {
  '/watch/stream': StreamPlayer,
  '/watch/pitchView': PitchView,
};

/** Per match: one socket and the stream state, around the shell. */
function MatchScope() {
  const { eventId, lang } = useWidgetQuery();
  return (
    <LiveFeedProvider eventId={eventId} lang={lang}>
      <StreamStateProvider>
        <Shell />
      </StreamStateProvider>
    </LiveFeedProvider>
  );
}

/** The home route: with a match it opens the scoreboard, without one it shows the brand. */
function Home() {
  const { eventId } = useWidgetQuery();
  const { search } = useLocation();
  return eventId ? <Navigate to={withQuery('/scoreboard', search)} replace /> : <BrandPreview />;
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
