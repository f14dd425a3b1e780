import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ReconnectingSocket, type SocketState, type WebSocketConstructor } from '../../src/lib/realtime/reconnecting-socket.ts';
import { startTestFeed, until, type RunningFeed } from '../../server/src/testing/feed-harness.ts';

// The widget's own socket client (src/lib/realtime/) against the real feed server, with `ws` as
// its WebSocket class: what a fan's page does, without a browser.

const opened: Array<{ close(): void }> = [];
let feed: RunningFeed | null = null;
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
  await feed?.close();
  feed = null;
});

function widgetSocket(origin: string, eventId = 'tiny'): { socket: ReconnectingSocket; states: SocketState[]; scores: unknown[] } {
  const socket = new ReconnectingSocket({
    wsBase: origin.replace(/^http/, 'ws'),
    eventId,
    lang: 'en',
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    backoff: { initialDelayMs: 50, factor: 1, maxDelayMs: 50, maxAttempts: 1000, jitter: 0 },
  });
  const states: SocketState[] = [];
  const scores: unknown[] = [];
  socket.onStateChange((state) => states.push(state));
  socket.on(
    'score',
    (value) => value,
    (value) => scores.push(value),
  );
  opened.push(socket);
  return { socket, states, scores };
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
