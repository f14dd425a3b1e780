import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { closedAfterEach, openSocket, startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';
import { startRedis, type RunningRedis } from '../testing/redis-server.ts';

// Instances sharing a Redis that is killed and comes back empty: what was answered 2xx survives
// (the instances re-seed Redis from what they hold), what was refused while it was away (503)
// never appears, fans stay connected, and /metrics says whether Redis is up.
const open = closedAfterEach();

async function redisOn(port?: number): Promise<RunningRedis> {
  const redis = await startRedis(port);
  open.push(redis);
  return redis;
}

/** SIGKILL, as an out-of-memory kill or a lost host would: nothing is written, every connection drops. */
async function killRedis(redis: RunningRedis): Promise<void> {
  const exited = new Promise((resolve) => redis.process.once('close', resolve));
  redis.process.kill('SIGKILL');
  await exited;
}

async function feedOn(redis: RunningRedis): Promise<RunningFeed> {
  const feed = await startTestFeed({ control: true, redis: { url: redis.url } });
  open.push(feed);
  return feed;
}

const fire = (feed: RunningFeed, side: 'home' | 'away', playerId: string) =>
  feed.app.inject({ method: 'POST', url: '/control/events/tiny/goal', payload: { side, playerId } });
const status = async (feed: RunningFeed, url: string) => (await feed.app.inject({ method: 'GET', url })).statusCode;
const redisUp = async (feed: RunningFeed) =>
  /^feed_redis_up (\d)$/m.exec((await feed.app.inject({ method: 'GET', url: '/metrics' })).body)?.[1];
/** The fired goals an instance's replay holds, by side and scorer (each goal of a test has its own scorer). */
const goalsOf = (feed: RunningFeed) =>
  feed.context.replays
    .get('tiny')!
    .injectedGoals.map((goal) => `${goal.side}:${goal.playerId}`)
    .sort();

describe('instances on a Redis that is lost', () => {
  it('keep every goal answered 2xx, and none refused while Redis was away, on every instance', async () => {
    const redis = await redisOn();
    const [a, b] = [await feedOn(redis), await feedOn(redis)];
    const answered: string[] = [];
    const fireAndRecord = async (feed: RunningFeed, side: 'home' | 'away', playerId: string) => {
      const answer = await fire(feed, side, playerId);
      if (answer.statusCode < 300) answered.push(`${side}:${playerId}`);
      return answer;
    };
    expect((await fireAndRecord(a, 'home', 'h1')).statusCode).toBe(200);
    expect((await fireAndRecord(b, 'away', 'a1')).statusCode).toBe(200);
    // The last one fired through one instance just before the kill.
    expect((await fireAndRecord(a, 'home', 'h2')).statusCode).toBe(200);
    await expect.poll(() => goalsOf(b)).toEqual([...answered].sort());
    const fan = await openSocket(b.origin, 'eventId=tiny&lang=en');
    open.push(fan);

    await killRedis(redis);
    await expect.poll(() => status(a, '/ready')).toBe(503);
    await expect.poll(() => status(b, '/ready')).toBe(503);
    // Refused at once, not queued for later: neither goal may appear once Redis is back.
    for (const [feed, side, scorer] of [
      [a, 'away', 'a2'],
      [b, 'home', 'h3'],
    ] as const) {
      const refused = await fireAndRecord(feed, side, scorer);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        error: 'shared_state_unavailable',
        message: expect.stringMatching(/Redis/),
      });
    }
    const paused = await a.app.inject({ method: 'POST', url: '/control/events/tiny/pause', payload: { paused: true } });
    expect(paused.statusCode).toBe(503);
    // Fans go on being served from the state each instance holds.
    expect(fan.socket.readyState).toBe(fan.socket.OPEN);
    expect(await status(b, '/event_details/tiny')).toBe(200);
    expect(goalsOf(a)).toEqual([...answered].sort());

    await redisOn(redis.port);
    await expect.poll(() => status(a, '/ready'), { timeout: 10_000 }).toBe(200);
    await expect.poll(() => status(b, '/ready'), { timeout: 10_000 }).toBe(200);
    expect((await fireAndRecord(b, 'away', 'a3')).statusCode).toBe(200);
    expect((await fireAndRecord(a, 'home', 'h4')).statusCode).toBe(200);
    expect((await fireAndRecord(b, 'home', 'h5')).statusCode).toBe(200);

    const late = await feedOn(redis);
    const expected = [...answered].sort();
    expect(expected).toHaveLength(6);
    for (const feed of [a, b, late]) await expect.poll(() => goalsOf(feed)).toEqual(expected);
    // The fan connected through it all is sent the score of every goal answered 2xx.
    expect(fan.socket.readyState).toBe(fan.socket.OPEN);
    await until(() =>
      fan.messages.some((text) => {
        const message = JSON.parse(text);
        return message.type === 'score' && message.value.home === 4 && message.value.away === 2;
      }),
    );
    // The score every instance gives is the fired goals' (the match's own come later): 4-2.
    for (const feed of [a, b, late]) {
      const details = (await feed.app.inject({ method: 'GET', url: '/event_details/tiny' })).json();
      expect({ home: details.home.score, away: details.away.score }).toEqual({ home: 4, away: 2 });
    }
  });

  it('say in /metrics whether Redis is up: feed_redis_up 1, 0 while it is away, 1 again', async () => {
    const redis = await redisOn();
    const feed = await feedOn(redis);
    expect(await redisUp(feed)).toBe('1');
    await killRedis(redis);
    await expect.poll(() => redisUp(feed)).toBe('0');
    await redisOn(redis.port);
    await expect.poll(() => redisUp(feed), { timeout: 10_000 }).toBe('1');
  });

  it('keep the stage and pause answered 2xx across the loss', async () => {
    const redis = await redisOn();
    const [a, b] = [await feedOn(redis), await feedOn(redis)];
    expect(
      (await a.app.inject({ method: 'POST', url: '/control/events/tiny-other/stage', payload: { stage: 'halfTime' } })).statusCode,
    ).toBe(200);
    expect((await b.app.inject({ method: 'POST', url: '/control/events/tiny/pause', payload: { paused: true } })).statusCode).toBe(200);
    await expect
      .poll(async () => (await a.app.inject({ method: 'GET', url: '/control/state' })).json().events.tiny.second)
      .toBe(b.context.replays.get('tiny')!.second());
    const heldAt = b.context.replays.get('tiny')!.second();

    await killRedis(redis);
    await expect.poll(() => status(a, '/ready')).toBe(503);
    await redisOn(redis.port);
    for (const feed of [a, b]) await expect.poll(() => status(feed, '/ready'), { timeout: 10_000 }).toBe(200);
    const late = await feedOn(redis);
    for (const feed of [a, b, late]) {
      expect(feed.context.replays.get('tiny-other')!.state().stage).toBe('halfTime');
      expect(feed.context.replays.get('tiny')!.control().pausedAt).toBe(heldAt);
    }
  });

  it('start an instance while Redis is away: not ready until it has loaded the state the others hold', async () => {
    const redis = await redisOn();
    const a = await feedOn(redis);
    expect((await fire(a, 'away', 'a7')).statusCode).toBe(200);
    await killRedis(redis);

    const late = await feedOn(redis);
    expect(await status(late, '/ready')).toBe(503);
    expect(await status(late, '/health')).toBe(200);
    expect(await redisUp(late)).toBe('0');
    expect((await fire(late, 'home', 'h7')).statusCode).toBe(503);

    await redisOn(redis.port);
    await expect.poll(() => status(late, '/ready'), { timeout: 10_000 }).toBe(200);
    await expect.poll(() => goalsOf(late)).toEqual(['away:a7']);
    expect(goalsOf(a)).toEqual(['away:a7']);
  });

  it('put back the goal only this instance holds and take the one only Redis holds when it reconnects to a Redis that lost its', async () => {
    const redis = await redisOn();
    const feed = await feedOn(redis);
    expect((await fire(feed, 'home', 'h1')).statusCode).toBe(200);
    const client = new Redis(redis.url);
    try {
      // Redis as another instance could have left it: further on, with a goal this one never heard and without this one's.
      const control = await client.hget('feed:event:tiny', 'control');
      await client.flushall();
      await client.hset('feed:event:tiny', 'version', 7, 'speed', 1, 'changedAt', 0, 'control', control!);
      await client.rpush('feed:event:tiny:goals', JSON.stringify({ at: 0, side: 'away', playerId: 'a8', uid: 'heard-elsewhere' }));
      await client.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
      await client.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await expect.poll(() => goalsOf(feed)).toEqual(['away:a8', 'home:h1']);
      expect(await client.llen('feed:event:tiny:goals')).toBe(2);
      expect(Number(await client.hget('feed:event:tiny', 'version'))).toBeGreaterThan(7);
    } finally {
      client.disconnect();
    }
    await expect.poll(() => status(feed, '/ready')).toBe(200);
    const metrics = (await feed.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^feed_redis_reseeds_total\{event="tiny"\} 1$/m);
  });

  it('start on a Redis that holds an event without its speed (a partial state), instead of refusing it', async () => {
    const redis = await redisOn();
    const client = new Redis(redis.url);
    try {
      await client.hset(
        'feed:event:tiny',
        'version',
        3,
        'control',
        JSON.stringify({ kickoffWallMs: Date.now(), pausedAt: 42, stage: null }),
      );
    } finally {
      client.disconnect();
    }
    const feed = await feedOn(redis);
    expect(feed.context.replays.get('tiny')!.control().pausedAt).toBe(42);
    expect(await status(feed, '/ready')).toBe(200);
  });
});
