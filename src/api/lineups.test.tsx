import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Parser } from '../../contract/first-paint-parsers.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { lineupsQueryOptions } from './lineups.ts';

const origin = 'http://feed.test';
const requests: string[] = [];
const server = setupServer(
  http.get(`${origin}/lineups/:eventId`, ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json({ referee: 'Szymon Marciniak', announced: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
});
afterAll(() => server.close());

// Two readers' parts of the answer, as the scoreboard's facts and the info section's line-ups read theirs.
const referee: Parser<string> = (value) =>
  typeof value === 'object' && value !== null && 'referee' in value && typeof value.referee === 'string' ? value.referee : null;
const announced: Parser<boolean> = (value) =>
  typeof value === 'object' && value !== null && 'announced' in value && typeof value.announced === 'boolean' ? value.announced : null;

describe('the /lineups answer', () => {
  it('is asked once for both its readers, each of which parses its own part', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => ({
        facts: useQuery({ ...lineupsQueryOptions(origin, 'wc2022-final', 'en'), select: referee, staleTime: Infinity }),
        lineups: useQuery({ ...lineupsQueryOptions(origin, 'wc2022-final', 'en'), select: announced }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.lineups.data).toBe(true));
    expect(result.current.facts.data).toBe('Szymon Marciniak');
    expect(requests).toEqual([`${origin}/lineups/wc2022-final?lang=en`]);
  });

  it('asks nothing without an event id', () => {
    expect(lineupsQueryOptions(origin, undefined, 'en')).toMatchObject({ enabled: false });
  });
});
