import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../testing/fake-web-socket.ts';
import { ReconnectingSocket, type ReconnectingSocketOptions } from './reconnecting-socket.ts';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function createSocket(overrides: Partial<ReconnectingSocketOptions> = {}): ReconnectingSocket {
  return new ReconnectingSocket({
    wsBase: 'wss://feed.example',
    eventId: 'wc-2022-final',
    lang: 'en',
    WebSocket: FakeWebSocket,
    logger,
    backoff: { jitter: 0 },
    ...overrides,
  });
}

const specSchedule = [500, 1000, 2000, 4000];

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ReconnectingSocket: close codes (docs/feed-protocol.md)', () => {
  it('retries after 1013 (try again later: the feed is busy) on the growing schedule, never as not found', () => {
    const socket = createSocket();
    socket.connect();
    for (const delay of specSchedule.slice(0, 4)) {
      FakeWebSocket.last.open();
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.last.emit('close', { code: 1013 });
      expect(socket.state).toBe('reconnecting');
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.instances.length, `no attempt before ${delay} ms`).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances.length, `one attempt at ${delay} ms`).toBe(before + 1);
    }
    FakeWebSocket.last.open();
    expect(socket.state).toBe('open');
  });
});
