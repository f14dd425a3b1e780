import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeedServer } from '../../server/src/app.ts';
import { tinyScenario } from '../../server/src/testing/tiny-scenario.ts';
import { controlApiOff, forceStage, fromTheFeed, stageControlRequest, stageRefusal } from './stage-control.ts';

describe('the stage control request', () => {
  it('forces the chosen stage of the event through the control API', () => {
    const { url, init } = stageControlRequest('http://127.0.0.1:4000', 'demo-live', 'halfTime');
    expect(url).toBe('http://127.0.0.1:4000/control/events/demo-live/stage');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ stage: 'halfTime' });
  });

  it("releases it for '(from the feed)'", () => {
    expect(JSON.parse(stageControlRequest('http://feed', 'demo-live', fromTheFeed).init.body as string)).toEqual({ stage: null });
  });

  it('keeps the event id one path segment', () => {
    expect(stageControlRequest('http://feed', 'a/b?c', 'inPlay').url).toBe('http://feed/control/events/a%2Fb%3Fc/stage');
  });
});

describe('what the control says about the answer', () => {
  const feed = 'http://127.0.0.1:4000';

  it('says nothing when the feed took the choice', () => {
    expect(stageRefusal(feed, { status: 200, body: { status: 'halfTime', periods: [] } })).toBeNull();
  });

  it('says the control API is off when the feed has no such route', () => {
    const body = { error: 'not_found', message: 'No route POST /control/events/demo-live/stage' };
    expect(stageRefusal(feed, { status: 404, body })).toBe(controlApiOff);
    expect(controlApiOff).toBe("the feed's control API is off (npm run feed -- --control)");
  });

  it("passes the feed's own message on otherwise", () => {
    const body = { error: 'not_found', message: 'No event nope: GET /events lists the events this feed serves' };
    expect(stageRefusal(feed, { status: 404, body })).toBe(`the feed refused the stage (404: ${body.message})`);
    expect(stageRefusal(feed, { status: 500, body: null })).toBe('the feed refused the stage (500)');
    expect(stageRefusal(feed, { status: 400, body: { message: 42 } })).toBe('the feed refused the stage (400)');
  });

  it('says the feed did not answer', () => {
    expect(stageRefusal(feed, null)).toBe('the feed at http://127.0.0.1:4000 did not answer');
  });
});

describe('forcing a stage in a real feed', () => {
  const catalogue = [{ eventId: 'tiny', scenarioId: 'tiny', description: 'tiny from kick-off', startAt: () => 0 }];
  const feeds: FastifyInstance[] = [];
  let withControl: string;
  let withoutControl: string;

  const startFeed = async (control: boolean, controlToken?: string) => {
    const { app } = await buildFeedServer({
      scenarios: new Map([['tiny', tinyScenario]]),
      catalogue,
      control,
      controlToken,
      tickMs: 60_000,
    });
    feeds.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const statusOf = async (feed: string) => ((await (await fetch(`${feed}/event_status/tiny`)).json()) as { status: string }).status;

  beforeAll(async () => {
    withControl = await startFeed(true);
    withoutControl = await startFeed(false);
  });
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.close()));
  });

  it('forces the stage, then follows the replay again', async () => {
    expect(await statusOf(withControl)).toBe('inPlay');
    expect(await forceStage(withControl, 'tiny', 'halfTime')).toBeNull();
    expect(await statusOf(withControl)).toBe('halfTime');
    expect(await forceStage(withControl, 'tiny', fromTheFeed)).toBeNull();
    expect(await statusOf(withControl)).toBe('inPlay');
  });

  it('says what the feed refused', async () => {
    expect(await forceStage(withoutControl, 'tiny', 'halfTime')).toBe(controlApiOff);
    expect(await statusOf(withoutControl)).toBe('inPlay');
    expect(await forceStage(withControl, 'nope', 'halfTime')).toMatch(/^the feed refused the stage \(404: No event nope/);
  });

  it('sends the control token of a locked feed, and says when it is missing', async () => {
    const locked = await startFeed(true, 'demo-control-token');
    expect(await forceStage(locked, 'tiny', 'halfTime')).toMatch(/^the feed refused the stage \(401: The control API needs Authorization/);
    expect(await statusOf(locked)).toBe('inPlay');
    expect(await forceStage(locked, 'tiny', 'halfTime', 'demo-control-token')).toBeNull();
    expect(await statusOf(locked)).toBe('halfTime');
  });

  it('says when nothing answers', async () => {
    const closed = await startFeed(false);
    await feeds.pop()!.close();
    expect(await forceStage(closed, 'tiny', 'halfTime')).toBe(`the feed at ${closed} did not answer`);
  });
});
