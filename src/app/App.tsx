import type { Theme } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { FeedConfig } from '../lib/api/feed-context.tsx';
import type { FeatureFlags } from '../rules/feature-flags.ts';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';

interface AppProps {
  theme: Theme;
  i18n: I18n;
  queryClient: QueryClient;
  feed: FeedConfig;
  flags?: FeatureFlags;
}

/** A bundle built with --base /some/path/ routes under that path. */
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <BrowserRouter basename={basename}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
