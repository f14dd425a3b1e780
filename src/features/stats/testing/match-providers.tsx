import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { FeedConfigProvider } from '../../../lib/api/feed-context.tsx';
import { queryKeys } from '../../../lib/api/query-keys.ts';

const eventId = 'story';

/**
 * What a chart drawn on the pitch reads its team colours from (TeamPalette): the widget's query and
 * the match's event data, seeded and never fetched. Without `eventData` the sides keep the brand's
 * colours, as for a team the feed records no colours of.
 */
export function matchProviders(eventData?: object): Decorator {
  return (Story) => {
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity } } });
    if (eventData) client.setQueryData(queryKeys.eventData(eventId, 'en'), { ...eventData, eventId });
    return (
      <FeedConfigProvider value={{ origin: 'http://feed.invalid', socketBase: 'ws://feed.invalid' }}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[`/stats?eventId=${eventId}&lang=en`]}>
            <Story />
          </MemoryRouter>
        </QueryClientProvider>
      </FeedConfigProvider>
    );
  };
}
