import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedConfigProvider, type FeedConfig } from '../lib/api/feed-context.tsx';

interface AppProvidersProps {
  theme: Theme;
  i18n: I18n;
  queryClient: QueryClient;
  feed: FeedConfig;
  children: ReactNode;
}

export function AppProviders({ theme, i18n, queryClient, feed, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FeedConfigProvider value={feed}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </FeedConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
