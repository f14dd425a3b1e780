import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../security/signed-token.ts';
import { startTestFeed, type RunningFeed } from '../testing/feed-harness.ts';

// /dbs_auth tokens and stream keys are signed, scoped to an outlet and an
// event, and expire; public URLs come from the configured origin, never from the Host header.
const secret = 'a test secret that is long enough, 32+';
let feed: RunningFeed;
beforeAll(async () => {
  feed = await startTestFeed({ secret, streamKeys: 'signed', publicOrigin: 'https://feed.example.com' });
});
afterAll(async () => {
  await feed.close();
});

const query = (eventId: string) => ({ query: `{ teamSeasonAverages(eventId: "${eventId}") { team { code } } }` });
const graphql = (eventId: string, token: string, outlet = 'demo-outlet', headerOutlet = outlet) =>
  feed.app.inject({
    method: 'POST',
    url: `/betanalytics/${outlet}/graphql`,
    headers: { authorization: token, 'outlet-key': headerOutlet },
    payload: query(eventId),
  });
const dbsAuth = async (eventId: string) =>
  (await feed.app.inject(`/dbs_auth/${eventId}`)).json() as { token: string; outlet: string; eventId: string };

describe('analytics tokens from /dbs_auth', () => {
  it('are signed for their event and outlet, and answer that event', async () => {
    const auth = await dbsAuth('tiny');
    expect(auth).toMatchObject({ outlet: 'demo-outlet', eventId: 'tiny' });
    expect(auth.token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect((await graphql('tiny', auth.token)).statusCode).toBe(200);
  });

  it('refuse a token for another event, outlet or header with 401', async () => {
    const { token } = await dbsAuth('tiny');
    const foreign = await graphql('tiny-other', token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual({ errors: [{ message: expect.stringMatching(/another event/) }] });
    expect((await graphql('tiny', token, 'other-outlet')).statusCode).toBe(401);
    expect((await graphql('tiny', token, 'demo-outlet', 'other-outlet')).statusCode).toBe(401);
  });

  it('refuse a forged, an expired and the old constant token with 401', async () => {
    const forged = signToken('another secret, as long as the real one', {
      scope: 'analytics',
      outlet: 'demo-outlet',
      eventId: 'tiny',
      expiresAt: Date.now() + 60_000,
    });
    const expired = signToken(secret, { scope: 'analytics', outlet: 'demo-outlet', eventId: 'tiny', expiresAt: Date.now() - 1 });
    const streamScoped = signToken(secret, { scope: 'stream', outlet: 'demo-outlet', eventId: 'tiny', expiresAt: Date.now() + 60_000 });
    for (const token of [forged, expired, streamScoped, 'demo-analytics-token', '']) {
      expect((await graphql('tiny', token)).statusCode, token).toBe(401);
    }
  });
});

describe('the stream launch', () => {
  const launch = (key: string, stream = 'tiny', headers: Record<string, string> = {}) =>
    feed.app.inject({
      method: 'POST',
      url: '/stream/launch',
      headers,
      payload: { key, outlet: 'demo-outlet', stream, user: 'fan-1' },
    });

  it('refuses a key that is not a stream key for this outlet and stream', async () => {
    const key = feed.context.credentials.streamKey('tiny-other');
    const { token: analyticsToken } = await dbsAuth('tiny');
    for (const wrong of [key, analyticsToken, 'demo-token', feed.context.credentials.streamKey('tiny', 'other-outlet')]) {
      const refused = await launch(wrong);
      expect(refused.statusCode, wrong).toBe(401);
      expect(refused.json()).toMatchObject({ errorCode: 10316 });
    }
  });

  it('builds the URL on the configured public origin, whatever Host the caller sends', async () => {
    const key = feed.context.credentials.streamKey('tiny');
    const answer = await launch(key, 'tiny', { host: 'evil.example' });
    // Without ffmpeg the launch is refused with 10400; with it, the URL is on the public origin.
    if (answer.statusCode === 200) expect(answer.json()).toEqual({ url: 'https://feed.example.com/media/clip.mp4', type: 'mp4' });
    else expect(answer.json()).toMatchObject({ errorCode: 10400 });
    expect(answer.body).not.toContain('evil.example');
  });
});
