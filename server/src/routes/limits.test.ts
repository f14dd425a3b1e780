import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';

// Per-address limits on requests, sockets and socket messages.
let feed: RunningFeed;
beforeAll(async () => {
  feed = await startTestFeed({
    control: true,
    limits: { requestsPerMinute: 20, socketsPerAddress: 3, socketMessagesPerSecond: 10, socketHandshakesPerSecond: 1000 },
  });
});
afterAll(async () => {
  await feed.close();
});

describe('limits per address', () => {
  it('closes a flooding socket with 1013 (try again later) while another socket of the match is still served', async () => {
    const flooder = await openSocket(feed.origin);
    const fan = await openSocket(feed.origin);
    await until(() => fan.messages.length >= 3);
    for (let index = 0; index < 50; index += 1) flooder.socket.send('{"type":"spam"}');
    expect(await flooder.closed).toBe(1013);
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

  it('closes the sockets of an address past its cap with 1013 (try again later), and takes new ones once others close', async () => {
    const open = await Promise.all([openSocket(feed.origin), openSocket(feed.origin), openSocket(feed.origin)]);
    const extra = await openSocket(feed.origin);
    expect(await extra.closed).toBe(1013);
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
    expect(metrics).toMatch(/^feed_websocket_closes_total\{code="1013"\} [2-9]/m);
    expect(metrics).not.toMatch(/code="1008"/);
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

describe('handshakes per address per second', () => {
  it('closes the handshakes of an address past its rate with 1013 and counts them, and takes it again the next second', async () => {
    const limited = await startTestFeed({ limits: { socketHandshakesPerSecond: 3 } });
    try {
      // However the ten fall across a second's edge, some second holds four or more of them.
      const sockets = await Promise.all(Array.from({ length: 10 }, () => openSocket(limited.origin)));
      // Each either closed (refused) or sent its snapshot (served).
      await until(() => sockets.every((fan) => fan.socket.readyState === fan.socket.CLOSED || fan.messages.length >= 3));
      const served = sockets.filter((fan) => fan.socket.readyState !== fan.socket.CLOSED);
      const codes = await Promise.all(sockets.filter((fan) => !served.includes(fan)).map((fan) => fan.closed));
      expect(codes.length).toBeGreaterThan(0);
      expect(new Set(codes)).toEqual(new Set([1013]));
      const metrics = await (await fetch(`${limited.origin}/metrics`)).text();
      expect(metrics).toMatch(new RegExp(`^feed_rate_limit_refusals_total\\{limit="handshakes"\\} ${codes.length}$`, 'm'));
      for (const fan of served) fan.socket.close();
      await Promise.all(served.map((fan) => fan.closed));
      // The refusal is for this second only: a later one is served.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const later = await openSocket(limited.origin);
      await until(() => later.messages.length >= 3);
      later.socket.close();
      await later.closed;
    } finally {
      await limited.close();
    }
  });
});

describe('what a socket may ask', () => {
  it('takes an unknown or overlong lang as English and an unknown batch as the default, and refuses only the event with 1008', async () => {
    for (const query of [
      `eventId=tiny&lang=${'x'.repeat(40)}`,
      'eventId=tiny&lang=tlh',
      'eventId=tiny&batch=2',
      'eventId=tiny&lang=de&lang=fr',
    ]) {
      const fan = await openSocket(feed.origin, query);
      await until(() => fan.messages.length >= 3);
      // The default delivery: one message a frame, not a batch.
      expect(fan.messages.map((message) => (JSON.parse(message) as { type: string }).type).slice(0, 3)).toEqual([
        'status',
        'score',
        'statsSummary',
      ]);
      fan.socket.close();
      await fan.closed;
    }
    for (const query of ['eventId=nope&lang=de', 'eventId=%3Cb%3E&batch=1']) {
      const refused = await openSocket(feed.origin, query);
      expect(await refused.closed).toBe(1008);
    }
  });
});
