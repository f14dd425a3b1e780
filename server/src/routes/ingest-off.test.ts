import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';
import { ingestRoutes } from './ingest.ts';
import { feedPlugins } from './plugins.ts';

// The ingest API's routes without a store (how docs/api.md lists them): each call, the right
// token or none, is refused as the API being off, and nothing is taken in.
const token = 'ingest-token-for-tests';
let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ plugins: [...feedPlugins, ingestRoutes({ token })] });
});
afterAll(async () => {
  await feed.close();
});

describe('the ingest API with no store', () => {
  it.each([
    ['PUT', '/ingest/off-match'],
    ['POST', '/ingest/off-match/events'],
    ['DELETE', '/ingest/off-match/events/some-event'],
  ] as const)('%s %s answers 403: the API is off', async (method, url) => {
    const payload = method === 'POST' ? [] : method === 'PUT' ? { competition: {}, kickoff: '', lineups: [] } : undefined;
    const answer = await feed.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'forbidden', message: 'The ingest API is off: set FEED_INGEST_TOKEN to take events in' });
  });

  it('serves no event of that id', async () => {
    const answer = await feed.app.inject({ method: 'GET', url: '/event_details/off-match' });
    expect(answer.statusCode).toBe(404);
  });
});
