import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ReconnectingSocket, type SocketState, type WebSocketConstructor } from '../../src/lib/realtime/reconnecting-socket.ts';
import { frameSocketParsers } from '../../contract/first-paint-parsers.ts';
import { startTestFeed, until, type RunningFeed } from '../../server/src/testing/feed-harness.ts';

// The widget's own socket client (src/lib/realtime/) against the real feed server, with `ws` as
// its WebSocket class: what a fan's page does, without a browser. Close codes and resume
// (docs/feed-protocol.md).

const opened: Array<{ close(): void }> = [];
let feed: RunningFeed | null = null;
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
  await feed?.close();
  feed = null;
});

interface WidgetSocket {
  socket: ReconnectingSocket;
  states: SocketState[];
  scores: unknown[];
  goals: unknown[];
  refetches: number;
}

function widgetSocket(origin: string, backoff = { initialDelayMs: 50, factor: 1, maxDelayMs: 50 }): WidgetSocket {
  const watched: WidgetSocket = { socket: null as unknown as ReconnectingSocket, states: [], scores: [], goals: [], refetches: 0 };
  const socket = new ReconnectingSocket({
    wsBase: origin.replace(/^http/, 'ws'),
    eventId: 'tiny',
    lang: 'en',
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    backoff: { ...backoff, maxAttempts: 1000, jitter: 0 },
    // What LiveFeedProvider does here: refetch everything of the match.
    onReconnect: () => {
      watched.refetches += 1;
    },
  });
  watched.socket = socket;
  socket.onStateChange((state) => watched.states.push(state));
  socket.on('score', frameSocketParsers.score, (value) => watched.scores.push(value));
  // What the goal overlay listens to: each goal passed on plays it once (src/features/goal).
  socket.on('majorIncident', frameSocketParsers.majorIncident, (value) => watched.goals.push(value));
  opened.push(socket);
  return watched;
}

describe('the widget against a busy feed', () => {
  it('is refused with 1013 past the cap of sockets from its address, says reconnecting (not not found), and connects once a place frees', async () => {
    feed = await startTestFeed({ limits: { socketsPerAddress: 1 } });
    const first = widgetSocket(feed.origin);
    first.socket.connect();
    await until(() => first.socket.state === 'open' && first.scores.length > 0, 10_000);

    const second = widgetSocket(feed.origin);
    const metricsBefore = await (await fetch(`${feed.origin}/metrics`)).text();
    second.socket.connect();
    // Refused again and again while the first holds the address's one place.
    await until(() => second.states.filter((state) => state === 'reconnecting').length >= 3, 10_000);
    const metrics = await (await fetch(`${feed.origin}/metrics`)).text();
    expect(metricsBefore).not.toMatch(/code="1013"/);
    expect(Number(/^feed_websocket_closes_total\{code="1013"\} (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(3);
    expect(second.states).not.toContain('notFound');
    expect(second.states).not.toContain('gaveUp');
    expect(second.scores).toEqual([]);

    first.socket.close();
    await until(() => second.socket.state === 'open' && second.scores.length > 0, 10_000);
    expect(second.states).not.toContain('notFound');
  });
});

const fireGoal = async (running: RunningFeed, side: 'home' | 'away') => {
  const answer = await fetch(`${running.origin}/control/events/tiny/goal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ side }),
  });
  expect(answer.status).toBe(200);
  running.context.loop.tick();
};

/** Drops every socket of the match through the control API, as a network failure would, and waits for the widget to notice. */
async function dropFans(running: RunningFeed, fan: WidgetSocket): Promise<void> {
  const answer = await fetch(`${running.origin}/control/sockets/drop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventId: 'tiny' }),
  });
  expect(answer.status).toBe(200);
  await until(() => fan.socket.state === 'reconnecting', 10_000);
}

// The reconnect waits a minute unless retried: the test fires its goals while the fan is away, then retries.
const heldBackoff = { initialDelayMs: 60_000, factor: 1, maxDelayMs: 60_000 };

describe('the widget resuming after a drop', () => {
  it('gets the goal it missed once (its overlay plays once), with no refetch, then goes on live', async () => {
    feed = await startTestFeed({ control: true });
    const fan = widgetSocket(feed.origin, heldBackoff);
    fan.socket.connect();
    await until(() => fan.socket.state === 'open' && fan.scores.length > 0, 10_000);
    expect(fan.socket.lastSeq).not.toBeNull();

    await dropFans(feed, fan);
    await fireGoal(feed, 'away');
    fan.socket.retry();
    await until(() => fan.goals.length > 0, 10_000);
    expect(fan.goals).toEqual([{ event: 'goal', side: 'away', isUpdate: false }]);
    expect(fan.scores.at(-1)).toMatchObject({ away: 1 });
    expect(fan.refetches).toBe(0);

    // Live again, numbered on: the next goal is passed on once too, and the first never again.
    await fireGoal(feed, 'home');
    await until(() => fan.goals.length > 1, 10_000);
    expect(fan.goals).toHaveLength(2);
    await until(() => fan.socket.lastSeq === feed!.context.loop.lastSeq('tiny'), 10_000);
  });

  it('further behind than the feed keeps: resync, a refetch, and the snapshot with both goals it missed (no overlay for them)', async () => {
    feed = await startTestFeed({ control: true, limits: { resumeMessagesPerEvent: 6 } });
    const fan = widgetSocket(feed.origin, heldBackoff);
    fan.socket.connect();
    await until(() => fan.socket.state === 'open' && fan.scores.length > 0, 10_000);

    await dropFans(feed, fan);
    await fireGoal(feed, 'home');
    await fireGoal(feed, 'home');
    fan.socket.retry();
    await until(() => fan.refetches > 0 && fan.scores.length > 1, 10_000);
    expect(fan.refetches).toBe(1);
    expect(fan.scores.at(-1)).toMatchObject({ home: 2 });
    expect(fan.goals).toEqual([]);
    expect(fan.socket.lastSeq).toBe(feed.context.loop.lastSeq('tiny'));
  });
});
