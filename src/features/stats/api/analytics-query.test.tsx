import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FeedConfigProvider } from '../../../lib/api/feed-context.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useAnalyticsQuery } from './analytics-query.ts';

const origin = 'http://feed.test';
let issued = 0;
/** The tokens the feed accepts: each /dbs_auth answer is a new one, and an old one can expire. */
const accepted = new Set<string>();
const seen: string[] = [];
const server = setupServer(
  http.get(`${origin}/event_settings/:eventId`, () => HttpResponse.json({ dbs: true })),
  http.get(`${origin}/dbs_auth/:eventId`, ({ params }) => {
    issued += 1;
    return HttpResponse.json({
      outlet: 'o',
      token: `token-${issued}`,
      homeId: 'h',
      awayId: 'a',
      competitionId: 'c',
      eventId: params.eventId,
    });
  }),
  http.post(`${origin}/betanalytics/o/graphql`, ({ request }) => {
    const token = request.headers.get('authorization') ?? '';
    seen.push(token);
    return accepted.has(token) ? HttpResponse.json({ data: { goals: 3 } }) : HttpResponse.json({ error: 'token expired' }, { status: 401 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  issued = 0;
  accepted.clear();
  seen.length = 0;
});
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <FeedConfigProvider value={{ origin, socketBase: 'ws://feed.test' }}>{children}</FeedConfigProvider>
  </QueryClientProvider>
);
const useGoals = () => useAnalyticsQuery('e1', 'en', 'Goals', 'query Goals { goals }', {}, z.object({ goals: z.number() }));

describe('useAnalyticsQuery', () => {
  it('asks /dbs_auth for a new token once when the feed refuses an expired one, and asks again with it', async () => {
    accepted.add('token-2');
    const { result } = renderHook(useGoals, { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ goals: 3 }));
    expect(seen).toEqual(['token-1', 'token-2']);
    expect(issued).toBe(2);
  });

  it('gives up with an error, not a loop, when the new token is refused too', async () => {
    const { result } = renderHook(useGoals, { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(seen).toEqual(['token-1', 'token-2']);
    expect(issued).toBe(2);
  });
});
