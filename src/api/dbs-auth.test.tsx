import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyticsClientConfig } from '../lib/api/analytics.ts';
import { FeedConfigProvider } from '../lib/api/feed-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useAnalyticsClient } from './dbs-auth.ts';

const origin = 'http://feed.test';
/** Events whose settings say dbs is off; every other event has it on. */
const dbsOff = new Set<string>();
const authRequests: string[] = [];
const server = setupServer(
  http.get(`${origin}/event_settings/:eventId`, ({ params }) => HttpResponse.json({ dbs: !dbsOff.has(String(params.eventId)) })),
  http.get(`${origin}/dbs_auth/:eventId`, ({ params }) => {
    authRequests.push(String(params.eventId));
    return HttpResponse.json({
      outlet: 'outlet-1',
      token: 'token-1',
      homeId: 'h',
      awayId: 'a',
      competitionId: 'c',
      eventId: params.eventId,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  authRequests.length = 0;
  dbsOff.clear();
});
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <FeedConfigProvider value={{ origin, socketBase: 'ws://feed.test' }}>{children}</FeedConfigProvider>
  </QueryClientProvider>
);

describe('analyticsClientConfig', () => {
  it('has no endpoint and empty headers until authentication arrives', () => {
    expect(analyticsClientConfig(origin, undefined)).toEqual({
      endpoint: null,
      headers: { 'Content-Type': 'application/json', Authorization: '', 'outlet-key': '' },
    });
  });
});

describe('useAnalyticsClient', () => {
  it('fetches the authentication when the event settings say dbs, and configures the client', async () => {
    const { result } = renderHook(() => useAnalyticsClient('e1', 'en'), { wrapper });
    expect(result.current.endpoint).toBeNull();
    await waitFor(() => expect(result.current.endpoint).toBe('http://feed.test/betanalytics/outlet-1/graphql'));
    expect(result.current.headers).toMatchObject({ Authorization: 'token-1', 'outlet-key': 'outlet-1' });
    expect(authRequests).toEqual(['e1']);
  });

  it('never asks for it when dbs is off, or without an event', async () => {
    // Beside them, an event whose settings say dbs: once its authentication has been asked for, the
    // other two have had every chance to ask for theirs.
    dbsOff.add('e2');
    const { result } = renderHook(
      () => [useAnalyticsClient('e2', 'en'), useAnalyticsClient(undefined, 'en'), useAnalyticsClient('e3', 'en')] as const,
      { wrapper },
    );
    await waitFor(() => expect(result.current[2].endpoint).not.toBeNull());
    expect(result.current[0].endpoint).toBeNull();
    expect(result.current[1].endpoint).toBeNull();
    expect(authRequests).toEqual(['e3']);
  });
});
