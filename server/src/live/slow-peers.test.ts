import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { SocketMessage } from '../../../contract/protocol.ts';
import { SocketHub, type SocketHubOptions } from './socket-hub.ts';

// A reader that falls behind is sent only the latest score and status, and is
// ended if it does not catch up; a peer that stops answering pings is ended.
async function hubWithClient(options: SocketHubOptions) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((resolve) => server.once('listening', resolve));
  const hub = new SocketHub(options);
  const joined = new Promise<void>((resolve) => server.on('connection', (socket) => (hub.add('e1', 'en', socket), resolve())));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as { port: number }).port}/`);
  const received: SocketMessage[] = [];
  client.on('message', (data: Buffer) => received.push(JSON.parse(String(data)) as SocketMessage));
  const closed = new Promise<number>((resolve) => client.once('close', resolve));
  await Promise.all([joined, new Promise((resolve) => client.once('open', resolve))]);
  const close = async () => {
    client.terminate();
    hub.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { hub, client, received, closed, close };
}

const bulky = (id: string): SocketMessage =>
  ({ type: 'commentary', value: { id, minute: 1, text: 'x'.repeat(2 * 1024 * 1024), major: false } }) as never;
const score = (home: number): SocketMessage => ({ type: 'score', value: { home, away: 0 } });
const status = (status: string): SocketMessage =>
  ({ type: 'status', value: { status, periods: [], periodStartTime: '2026-01-01T12:00:00Z' } }) as never;

describe('a slow reader', () => {
  it('is sent only the latest score and status while behind, and everything again once it has drained', async () => {
    const { hub, client, received, close } = await hubWithClient({
      heartbeatMs: 60_000,
      maxBufferedBytes: 64 * 1024,
      slowPeerGraceMs: 60_000,
    });
    client.pause();
    // More than the kernel's buffers hold: the rest queues in the process, past the cap.
    for (let index = 0; index < 4; index += 1) hub.broadcast('e1', () => [bulky(`big-${index}`)]);
    for (let goal = 1; goal <= 5; goal += 1)
      hub.broadcast('e1', () => [score(goal), bulky(`after-${goal}`), status(goal === 5 ? 'halfTime' : 'inPlay')]);
    client.resume();
    // What was written before it fell behind arrives whole; the five goals' broadcasts did not queue.
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // Drained below the cap (what the hub reads), nothing was sent it while behind: no score yet.
    await expect.poll(() => hub.queuedBytes(), { timeout: 10_000 }).toBeLessThanOrEqual(64 * 1024);
    expect(received.some((message) => message.type === 'score')).toBe(false);
    hub.broadcast('e1', () => [{ type: 'statsSummary', value: { home: {}, away: {} } } as never]);
    await expect
      .poll(() => received.map((message) => message.type).slice(-3), { timeout: 10_000 })
      .toEqual(['score', 'status', 'statsSummary']);
    // The later message proves the socket has drained: of the five goals only the latest score came.
    expect(received.filter((message) => message.type === 'score')).toEqual([score(5)]);
    expect(received.slice(-3, -1)).toEqual([score(5), status('halfTime')]);
    expect(
      received.filter((message) => message.type === 'commentary').map((message) => (message.value as { id: string }).id),
    ).not.toContain('after-3');
    await close();
  });

  // With a socket of its own (what the hub reads of it: its state, its queue, send and terminate),
  // so the queue stays past the cap for as long as the test says: with a real socket the kernel's
  // buffers (32 MB of receive buffer here) may take it in, and the peer is then rightly not behind.
  function hubWithQueuedPeer() {
    vi.useFakeTimers({ now: 0 });
    const hub = new SocketHub({ heartbeatMs: 60_000, maxBufferedBytes: 64 * 1024, slowPeerGraceMs: 100 });
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 8 * 1024 * 1024,
      on: () => {},
      ping: () => {},
      send: vi.fn(),
      terminate: vi.fn(),
    };
    hub.add('e1', 'en', socket as unknown as WebSocket);
    onTestFinished(() => {
      hub.close();
      vi.useRealTimers();
    });
    return { hub, socket };
  }

  it('is ended when it is still behind after the grace period, not before', () => {
    const { hub, socket } = hubWithQueuedPeer();
    hub.broadcast('e1', () => [score(1)]);
    vi.advanceTimersByTime(100);
    hub.broadcast('e1', () => [score(2)]);
    // Behind for the whole grace period: kept, and sent nothing.
    expect(socket.terminate).not.toHaveBeenCalled();
    expect(socket.send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    hub.broadcast('e1', () => [score(3)]);
    expect(socket.terminate).toHaveBeenCalledOnce();
    expect(socket.send).not.toHaveBeenCalled();
  });

  it('is kept when it drains within the grace period, and sent the latest score first', () => {
    const { hub, socket } = hubWithQueuedPeer();
    hub.broadcast('e1', () => [score(1)]);
    vi.advanceTimersByTime(90);
    socket.bufferedAmount = 0;
    hub.broadcast('e1', () => [status('inPlay')]);
    expect(socket.terminate).not.toHaveBeenCalled();
    expect(socket.send.mock.calls.map(([payload]) => JSON.parse(String(payload)).type)).toEqual(['score', 'status']);
  });
});

describe('a peer that stops answering pings', () => {
  it('is ended once no pong has come for the timeout', async () => {
    const { client, closed, close } = await hubWithClient({ heartbeatMs: 50, pongTimeoutMs: 200 });
    // ws answers pings on its own; a peer whose process hangs does not: its answer is taken away.
    const started = Date.now();
    client.pong = () => {};
    (client as unknown as { _receiver: { removeAllListeners(event: string): void } })._receiver.removeAllListeners('ping');
    expect(await closed).toBe(1006);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await close();
  });
});
