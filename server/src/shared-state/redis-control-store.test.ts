import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedAfterEach, openSocket, startTestFeed, until, type RunningFeed, type TestSocket } from '../testing/feed-harness.ts';
import { startRedis, type RunningRedis } from '../testing/redis-server.ts';

// Instances that share a Redis: a change made through one instance's control API reaches the
// others' replays and sockets, and an instance that starts late takes the state the others made.
let redis: RunningRedis;
const open = closedAfterEach();
let prefix = 0;

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  await redis?.stop();
});

/** Instances of one cluster: the same Redis and key prefix, each test a prefix of its own. */
async function cluster(count: number) {
  prefix += 1;
  const feeds: RunningFeed[] = [];
  for (let index = 0; index < count; index += 1) feeds.push(await instance(prefix));
  return feeds;
}

async function instance(clusterPrefix: number, speed?: number): Promise<RunningFeed> {
  const feed = await startTestFeed({
    control: true,
    redis: { url: redis.url, prefix: `test${clusterPrefix}:` },
    ...(speed ? { speed } : {}),
  });
  open.push(feed);
  return feed;
}

async function socketOn(feed: RunningFeed, query = 'eventId=tiny&lang=en'): Promise<TestSocket> {
  const socket = await openSocket(feed.origin, query);
  open.push(socket);
  return socket;
}

const post = (feed: RunningFeed, url: string, payload: object) => feed.app.inject({ method: 'POST', url, payload });
const json = async (feed: RunningFeed, url: string) => (await feed.app.inject({ method: 'GET', url })).json();
const typesOf = (socket: TestSocket) => socket.messages.map((text) => JSON.parse(text).type as string);

describe('instances sharing a Redis', () => {
  it('send a goal fired through one instance to the sockets of another, once, ahead of its score', async () => {
    const [a, b] = await cluster(2);
    const fan = await socketOn(b!);
    await until(() => fan.messages.length === 3);
    const before = await json(b!, '/event_details/tiny');

    const fired = await post(a!, '/control/events/tiny/goal', { side: 'away' });
    expect(fired.statusCode).toBe(200);

    await until(() => typesOf(fan).includes('majorIncident'));
    await until(() => typesOf(fan).includes('score'));
    const after = fan.messages.slice(3).map((text) => JSON.parse(text));
    expect(after[0]).toMatchObject({ type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } });
    expect(after.find((message) => message.type === 'score').value).toEqual({ home: 0, away: before.away.score + 1 });
    expect(await json(b!, '/event_details/tiny')).toEqual(await json(a!, '/event_details/tiny'));
    expect(after.filter((message) => message.type === 'majorIncident')).toHaveLength(1);
    // The incidents agree, the fired goal with the same id on both.
    expect(await json(b!, '/incidents/tiny?lang=en')).toEqual(await json(a!, '/incidents/tiny?lang=en'));
  });

  it('give an instance that starts late the anchors, goals, forced stage and pause the others made', async () => {
    const [a] = await cluster(1);
    expect((await post(a!, '/control/events/tiny/seek', { second: 3000 })).statusCode).toBe(200);
    await post(a!, '/control/events/tiny/goal', { side: 'home' });
    await post(a!, '/control/events/tiny/goal', { side: 'home', playerId: 'h9' });
    await post(a!, '/control/events/tiny-other/stage', { stage: 'halfTime' });
    await post(a!, '/control/events/tiny-other/pause', { paused: true });

    const late = await instance(prefix);
    for (const url of ['/event_details/tiny', '/event_status/tiny', '/event_status/tiny-other', '/incidents/tiny?lang=en']) {
      expect(await json(late, url)).toEqual(await json(a!, url));
    }
    expect((await json(late, '/event_status/tiny-other')).status).toBe('halfTime');
    // A fan who reconnects to the late instance is given the score with both goals.
    const fan = await socketOn(late);
    await until(() => fan.messages.length === 3);
    const details = await json(a!, '/event_details/tiny');
    expect(JSON.parse(fan.messages[1]!)).toMatchObject({ type: 'score', value: { home: details.home.score, away: details.away.score } });
  });

  it('move, hold and force the stage of every instance\u2019s replay together, resending the picture to their fans', async () => {
    const [a, b] = await cluster(2);
    const fan = await socketOn(b!);
    await until(() => fan.messages.length === 3);
    await post(a!, '/control/events/tiny/pause', { paused: true });
    await post(a!, '/control/events/tiny/seek', { second: 2000 });
    await until(() => typesOf(fan).length >= 6);
    const state = async (feed: RunningFeed) =>
      (await json(feed, '/control/state')) as { events: Record<string, { second: number; stage: string }> };
    // The pause and the seek each resend the picture: the fan's six messages may be the pause's
    // alone, so wait for the other instance to have applied the seek.
    await expect.poll(async () => (await state(b!)).events.tiny?.second).toBe(2000);
    await post(a!, '/control/events/tiny/stage', { stage: 'suspended' });
    await until(() => fan.messages.some((text) => text.includes('"suspended"')));
    expect((await json(b!, '/event_status/tiny')).status).toBe('suspended');
    await post(b!, '/control/events/tiny/stage', { stage: null });
    await expect.poll(async () => (await json(a!, '/event_status/tiny')).status).not.toBe('suspended');
  });

  it('share faults: one injected through one instance is used up by a request to another', async () => {
    const [a, b] = await cluster(2);
    const added = await post(a!, '/control/faults', { pathPrefix: '/event_data', kind: 'error', times: 1 });
    expect(added.statusCode).toBe(200);
    await expect.poll(async () => (await json(b!, '/control/state')).faults).toHaveLength(1);
    expect((await b!.app.inject({ method: 'GET', url: '/event_data/tiny' })).statusCode).toBe(500);
    expect((await a!.app.inject({ method: 'GET', url: '/event_data/tiny' })).statusCode).toBe(200);
    await expect.poll(async () => (await json(a!, '/control/state')).faults).toHaveLength(0);
  });

  it('refuse the next stream launch once across instances: armed through one, taken by a launch on another', async () => {
    const [a, b] = await cluster(2);
    const launch = (feed: RunningFeed) => post(feed, '/stream/launch', { key: 'k', outlet: 'o', stream: 'tiny', user: 'u' });
    expect((await post(a!, '/control/stream/refuse-next', { errorCode: 10300 })).statusCode).toBe(200);
    const refused = await launch(b!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 10300 });
    // Used up: neither instance refuses the launch after it.
    for (const feed of [a!, b!]) expect((await launch(feed)).json().errorCode).not.toBe(10300);
  });

  it('drop the sockets of every instance through one instance’s control API, of one event or all', async () => {
    const [a, b] = await cluster(2);
    const onA = await socketOn(a!);
    const onB = await socketOn(b!);
    const otherOnB = await socketOn(b!, 'eventId=tiny-other&lang=en');
    const dropped = await post(a!, '/control/sockets/drop', { eventId: 'tiny' });
    expect(dropped.json()).toEqual({ dropped: 1, instances: 2 });
    expect(await onA.closed).toBe(1006);
    expect(await onB.closed).toBe(1006);
    expect(otherOnB.socket.readyState).toBe(otherOnB.socket.OPEN);
    expect((await json(b!, '/control/state')).sockets).toBe(1);
    await post(a!, '/control/sockets/drop', {});
    expect(await otherOnB.closed).toBe(1006);
  });

  it('restart every instance’s listener through one instance’s control API', async () => {
    const [a, b] = await cluster(2);
    const onB = await socketOn(b!);
    const restarted = await post(a!, '/control/restart', { downMs: 1500 });
    expect(restarted.json()).toEqual({ downMs: 1500 });
    expect(await onB.closed).toBe(1006);
    // Down on both: a new socket is refused by either, then both listen again.
    for (const feed of [a!, b!]) await expect(openSocket(feed.origin, 'eventId=tiny')).rejects.toThrow(/ECONNREFUSED/);
    await expect
      .poll(async () => (await fetch(`${b!.origin}/health`).catch(() => null))?.status, { timeout: 5000, interval: 200 })
      .toBe(200);
    await expect
      .poll(async () => (await fetch(`${a!.origin}/health`).catch(() => null))?.status, { timeout: 5000, interval: 200 })
      .toBe(200);
  });

  it('refuse an instance started at another speed than the replays it would share', async () => {
    await cluster(1);
    await expect(instance(prefix, 20)).rejects.toThrow(/speed 1 .*--speed 20/);
  });

  it('answer /ready 503 once Redis is out of reach', async () => {
    const own = await startRedis();
    try {
      const feed = await startTestFeed({ control: true, redis: { url: own.url } });
      open.push(feed);
      expect((await feed.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      await own.stop();
      await expect.poll(async () => (await feed.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
    } finally {
      await own.stop();
    }
  });
});
