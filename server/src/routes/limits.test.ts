import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';

// Per-address limits on requests, sockets and socket messages.
let feed: RunningFeed;
beforeAll(async () => {
  feed = await startTestFeed({ control: true, limits: { requestsPerMinute: 20, socketsPerAddress: 3, socketMessagesPerSecond: 10 } });
});
afterAll(async () => {
  await feed.close();
});

describe('limits per address', () => {
  it('closes a flooding socket with 1008 while another socket of the match is still served', async () => {
    const flooder = await openSocket(feed.origin);
    const fan = await openSocket(feed.origin);
    await until(() => fan.messages.length >= 3);
    for (let index = 0; index < 50; index += 1) flooder.socket.send('{"type":"spam"}');
    expect(await flooder.closed).toBe(1008);
    const before = fan.messages.length;
    await fetch(`${feed.origin}/control/events/tiny/goal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ side: 'away' }),
    });
    await until(() => fan.messages.slice(before).some((message) => message.includes('"majorIncident"')));
    expect(fan.socket.readyState).toBe(fan.socket.OPEN);
    fan.socket.close();
    await fan.closed;
  });

  it('closes the sockets of an address past its cap with 1008, and takes new ones once others close', async () => {
    const open = await Promise.all([openSocket(feed.origin), openSocket(feed.origin), openSocket(feed.origin)]);
    const extra = await openSocket(feed.origin);
    expect(await extra.closed).toBe(1008);
    open[0]!.socket.close();
    await open[0]!.closed;
    const again = await openSocket(feed.origin);
    await until(() => again.messages.length >= 3);
    for (const { socket } of [...open.slice(1), again]) socket.close();
    await Promise.all([...open.slice(1), again].map(({ closed }) => closed));
  });

  it('answers 429 past the requests a minute, counts the refusals, and never limits health, readiness or control', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) statuses.push((await fetch(`${feed.origin}/event_status/tiny`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = await fetch(`${feed.origin}/event_status/tiny`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await fetch(`${feed.origin}/health`)).status).toBe(200);
    expect((await fetch(`${feed.origin}/ready`)).status).toBe(200);
    expect((await fetch(`${feed.origin}/control/state`)).status).toBe(200);
    const metrics = await (await fetch(`${feed.origin}/metrics`)).text();
    expect(metrics).toMatch(/^feed_rate_limit_refusals_total\{limit="http"\} 6$/m);
    expect(metrics).toMatch(/^feed_rate_limit_refusals_total\{limit="messages"\} [1-9]/m);
    expect(metrics).toMatch(/^feed_rate_limit_refusals_total\{limit="sockets"\} 1$/m);
  });

  it('bounds the goals fired into one event', async () => {
    const { app, context } = feed;
    const replay = context.replayOf('tiny-other');
    const fire = () => app.inject({ method: 'POST', url: '/control/events/tiny-other/goal', payload: { side: 'home' } });
    while (replay.injectedGoals.length < context.limits.firedGoalsPerEvent) replay.injectGoal('home');
    const refused = await fire();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'too_many_goals' });
  });
});
