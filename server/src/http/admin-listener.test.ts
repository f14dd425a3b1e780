import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';

// FEED_ADMIN_PORT: the control API, /ingest and /metrics on a listener of their own, 404 on the public one.
const controlToken = 'admin-listener-test-token-of-32-characters';
const bearer = { authorization: `Bearer ${controlToken}` };
let feed: RunningFeed;
let admin: string;
beforeAll(async () => {
  feed = await startTestFeed({ control: true, controlToken, admin: { port: 0 } });
  admin = feed.adminOrigin!;
});
afterAll(async () => {
  await feed.close();
});

const answer = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
};

describe('the admin listener', () => {
  it('listens on loopback, on another port than the public one', () => {
    expect(admin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(admin).not.toBe(feed.origin);
  });

  it('serves the control API and the metrics; the public port answers 404 for them as for any unknown path', async () => {
    expect((await answer(`${admin}/control/state`, { headers: bearer })).status).toBe(200);
    const metrics = await fetch(`${admin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^feed_websockets_total_open /m);
    const unknown = await answer(`${feed.origin}/nothing-here`);
    expect(unknown).toEqual({ status: 404, body: { error: 'not_found', message: 'No route GET /nothing-here' } });
    for (const path of ['/control/state', '/%63ontrol/state', '/metrics', '/ingest/scores']) {
      expect(await answer(`${feed.origin}${path}`, { headers: bearer })).toEqual({
        status: 404,
        body: { error: 'not_found', message: `No route GET ${path}` },
      });
    }
    const goal = await answer(`${feed.origin}/control/events/tiny/goal`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ side: 'home' }),
    });
    expect(goal.status).toBe(404);
    expect(feed.context.replayOf('tiny').injectedGoals).toHaveLength(0);
  });

  it('answers 404 for every public route, and keeps the control lock', async () => {
    for (const path of ['/events', '/health', '/event_status/tiny', '/openapi.json', '/ws']) {
      expect((await answer(`${admin}${path}`)).status, path).toBe(404);
    }
    expect((await answer(`${feed.origin}/events`)).status).toBe(200);
    expect((await answer(`${admin}/control/state`)).status).toBe(401);
    const goal = await answer(`${admin}/control/events/tiny/goal`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ side: 'home' }),
    });
    expect(goal.status).toBe(200);
    expect(feed.context.replayOf('tiny').injectedGoals).toHaveLength(1);
  });

  it('stays up while /control/restart takes the public listener down, which comes back', async () => {
    const restart = await answer(`${admin}/control/restart`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ downMs: 300 }),
    });
    expect(restart).toEqual({ status: 200, body: { downMs: 300 } });
    await until(() => !feed.app.server.listening);
    expect((await answer(`${admin}/control/state`, { headers: bearer })).status).toBe(200);
    await until(() => feed.app.server.listening);
    expect((await answer(`${feed.origin}/health`)).status).toBe(200);
  });

  it('closes with the app', async () => {
    const other = await startTestFeed({ control: true, admin: { port: 0 } });
    expect((await answer(`${other.adminOrigin!}/control/state`)).status).toBe(200);
    await other.close();
    await expect(fetch(`${other.adminOrigin!}/control/state`)).rejects.toThrow();
  });
});
