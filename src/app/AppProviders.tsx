import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../lib/i18n/react.tsx';
import { FeedConfigProvider, type FeedConfig } from '../lib/api/feed-context.tsx';
import { FeatureFlagsProvider } from '../lib/flags/feature-flags-context.tsx';
import { featureFlagsOff, type FeatureFlags } from '../rules/feature-flags.ts';
import { baselineStyles } from '../theme/baseline.ts';

interface AppProvidersProps {
  theme: Theme;
  i18n: I18n;
  queryClient: QueryClient;
  feed: FeedConfig;
  /** The bundle's feature flags; all off when not given (SPEC section 9). */
  flags?: FeatureFlags;
  children: ReactNode;
}

export function AppProviders({ theme, i18n, queryClient, feed, flags = featureFlagsOff, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FeedConfigProvider value={feed}>
          <FeatureFlagsProvider value={flags}>
            {/* The brand's one colour scheme is fixed by its bundle: nothing to remember in the fan's
                storage, and no read of it in the first render (a slow one in an iframe). */}
            <ThemeProvider theme={theme} storageManager={null}>
              <GlobalStyles styles={baselineStyles} />
              {children}
            </ThemeProvider>
          </FeatureFlagsProvider>
        </FeedConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
