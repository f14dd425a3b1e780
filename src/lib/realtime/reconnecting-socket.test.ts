import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { frameSocketParsers } from '../../../contract/first-paint-parsers.ts';
import type { EventStatus } from '../../../contract/protocol.ts';
import { queryKeys } from '../api/query-keys.ts';
import type { ReconnectingSocket } from './reconnecting-socket.ts';
import { followPageLifecycle, socketUrl, type ReconnectingSocketOptions, type SocketState } from './reconnecting-socket.ts';
import { writeFrameMessages } from './socket-to-cache.ts';
import { createTestSocket, FakeWebSocket } from '../../testing/fake-web-socket.ts';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

const createSocket = (overrides: Partial<ReconnectingSocketOptions> = {}) => createTestSocket(logger, overrides);

/** Lets the current attempt fail and checks that the next one comes exactly `delay` ms later. */
function failAndExpectNextAttemptAfter(delay: number): void {
  const before = FakeWebSocket.instances.length;
  FakeWebSocket.last.fail();
  vi.advanceTimersByTime(delay - 1);
  expect(FakeWebSocket.instances.length, `no attempt before ${delay} ms`).toBe(before);
  vi.advanceTimersByTime(1);
  expect(FakeWebSocket.instances.length, `one attempt at ${delay} ms`).toBe(before + 1);
}

const specSchedule = [500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000];

const status = (overrides: Partial<EventStatus> = {}): EventStatus => ({
  status: 'inPlay',
  periods: [{ id: 'firstHalf' }],
  periodStartTime: '2022-12-18T15:00:00Z',
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
  for (const log of Object.values(logger)) log.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('socketUrl', () => {
  it('builds {wsBase}/ws?eventId=…&lang=…&batch=1, encoded, ignoring a trailing slash', () => {
    expect(socketUrl('wss://feed.example/', 'wc-2022-final', 'pt-br')).toBe(
      'wss://feed.example/ws?eventId=wc-2022-final&lang=pt-br&batch=1',
    );
    expect(socketUrl('ws://127.0.0.1:4000', 'a&b c', 'en')).toBe('ws://127.0.0.1:4000/ws?eventId=a%26b+c&lang=en&batch=1');
  });
});

describe('ReconnectingSocket: connecting', () => {
  it.each([null, undefined, '', '  '])('never connects without an eventId (%o)', (eventId) => {
    const socket = createSocket({ eventId });
    socket.connect();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(socket.url).toBeNull();
    expect(socket.state).toBe('idle');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('null URL'));
  });

  it('connects to the event and language, with en by default', () => {
    createSocket({ lang: 'tr' }).connect();
    expect(FakeWebSocket.last.url).toBe('wss://feed.example/ws?eventId=wc-2022-final&lang=tr&batch=1');
    createSocket({ lang: undefined }).connect();
    expect(FakeWebSocket.last.url).toBe('wss://feed.example/ws?eventId=wc-2022-final&lang=en&batch=1');
  });

  it('does not connect until asked, then goes connecting -> open', () => {
    const socket = createSocket();
    const states: SocketState[] = [];
    socket.onStateChange((state) => states.push(state));
    expect(socket.state).toBe('idle');
    expect(FakeWebSocket.instances).toHaveLength(0);
    socket.connect();
    expect(socket.state).toBe('connecting');
    FakeWebSocket.last.open();
    expect(socket.state).toBe('open');
    expect(states).toEqual(['connecting', 'open']);
  });

  it('opens no second connection while one is open or under way', () => {
    const socket = createSocket();
    socket.connect();
    socket.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.last.open();
    socket.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('already open'));
  });

  it('uses globalThis.WebSocket when none is injected', () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    try {
      createSocket({ WebSocket: undefined }).connect();
      expect(FakeWebSocket.instances).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ReconnectingSocket: reconnecting', () => {
  it('reconnects on the spec schedule, then gives up after 10 attempts', () => {
    const socket = createSocket();
    socket.connect();
    for (const [attempt, delay] of specSchedule.entries()) {
      failAndExpectNextAttemptAfter(delay);
      expect(socket.state).toBe('reconnecting');
      expect(socket.attempts).toBe(attempt + 1);
    }
    FakeWebSocket.last.fail();
    expect(socket.state).toBe('gaveUp');
    expect(logger.warn).toHaveBeenCalledWith('Max reconnect attempts reached');
    vi.advanceTimersByTime(24 * 3600_000);
    expect(FakeWebSocket.instances).toHaveLength(11);
  });

  it('spreads its attempts around the schedule by default, so fans dropped together come back apart', () => {
    const early = createSocket({ backoff: { random: () => 0 } });
    early.connect();
    failAndExpectNextAttemptAfter(250);
    failAndExpectNextAttemptAfter(500);
    early.close();
    const late = createSocket({ backoff: { random: () => 0.999_999 } });
    late.connect();
    failAndExpectNextAttemptAfter(750);
    failAndExpectNextAttemptAfter(1500);
    late.close();
  });

  it('reconnects on a close without an error', () => {
    const socket = createSocket();
    socket.connect();
    FakeWebSocket.last.open();
    FakeWebSocket.last.emit('close');
    expect(socket.state).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('reconnects on an error without a close, and lets the errored socket go', () => {
    createSocket().connect();
    const first = FakeWebSocket.last;
    first.emit('error');
    expect(first.closedWith).not.toBeNull();
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('counts an error followed by its close as one attempt', () => {
    const socket = createSocket();
    socket.connect();
    failAndExpectNextAttemptAfter(500);
    expect(socket.attempts).toBe(1);
    failAndExpectNextAttemptAfter(1000);
  });

  it('starts the schedule again once a connection has delivered a message', () => {
    const socket = createSocket();
    socket.connect();
    failAndExpectNextAttemptAfter(500);
    failAndExpectNextAttemptAfter(1000);
    failAndExpectNextAttemptAfter(2000);
    FakeWebSocket.last.open();
    expect(socket.attempts).toBe(3);
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 0, away: 0 } });
    expect(socket.attempts).toBe(0);
    failAndExpectNextAttemptAfter(500);
  });

  it('starts the schedule again once a connection has stayed open, silent, for healthyAfterMs', () => {
    const socket = createSocket({ healthyAfterMs: 10_000 });
    socket.connect();
    failAndExpectNextAttemptAfter(500);
    failAndExpectNextAttemptAfter(1000);
    FakeWebSocket.last.open();
    vi.advanceTimersByTime(9_999);
    expect(socket.attempts).toBe(2);
    vi.advanceTimersByTime(1);
    expect(socket.attempts).toBe(0);
    failAndExpectNextAttemptAfter(500);
  });

  it('keeps the growing schedule for a feed that accepts every socket and drops it at once', () => {
    const socket = createSocket();
    socket.connect();
    for (const delay of specSchedule) {
      FakeWebSocket.last.open();
      failAndExpectNextAttemptAfter(delay);
    }
    FakeWebSocket.last.open();
    FakeWebSocket.last.fail();
    expect(socket.state).toBe('gaveUp');
    // 11 sockets over the whole schedule, not one every 500 ms.
    expect(FakeWebSocket.instances).toHaveLength(11);
  });

  it('gives a dropped connection 10 fresh attempts after it had been healthy', () => {
    const socket = createSocket();
    socket.connect();
    for (const delay of specSchedule.slice(0, 9)) failAndExpectNextAttemptAfter(delay);
    FakeWebSocket.last.open();
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    for (const delay of specSchedule) failAndExpectNextAttemptAfter(delay);
    expect(socket.state).toBe('reconnecting');
  });

  it('stops for good when the feed closes with 1008 (unknown event): no reconnect, no retry', () => {
    const socket = createSocket();
    socket.connect();
    FakeWebSocket.last.open();
    FakeWebSocket.last.emit('close', { code: 1008 });
    expect(socket.state).toBe('notFound');
    vi.advanceTimersByTime(60_000);
    socket.retry();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('refuses a healthy threshold that is not a number of milliseconds', () => {
    expect(() => createSocket({ healthyAfterMs: Number.NaN })).toThrow(TypeError);
    expect(() => createSocket({ healthyAfterMs: -1 })).toThrow(TypeError);
  });

  it('calls onReconnect on every re-open, not on the first open', () => {
    const onReconnect = vi.fn();
    createSocket({ onReconnect }).connect();
    FakeWebSocket.last.open();
    expect(onReconnect).not.toHaveBeenCalled();
    FakeWebSocket.last.fail();
    vi.advanceTimersByTime(500);
    expect(onReconnect).not.toHaveBeenCalled();
    FakeWebSocket.last.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // Dropped before it proved healthy: the next attempt waits the next step of the schedule.
    FakeWebSocket.last.fail();
    vi.advanceTimersByTime(1000);
    FakeWebSocket.last.open();
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('ignores the events of a socket it has let go of', () => {
    const listener = vi.fn();
    const socket = createSocket();
    socket.on('score', frameSocketParsers.score, listener);
    socket.connect();
    const first = FakeWebSocket.last;
    first.fail();
    first.open();
    first.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    first.fail();
    expect(socket.state).toBe('reconnecting');
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(socket.attempts).toBe(1);
    failAndExpectNextAttemptAfter(1000);
  });

  it('treats a constructor that throws as a failed attempt', () => {
    let calls = 0;
    class RefusingWebSocket extends FakeWebSocket {
      constructor(url: string) {
        calls += 1;
        if (calls === 1) throw new SyntaxError('bad url');
        super(url);
      }
    }
    const socket = createSocket({ WebSocket: RefusingWebSocket });
    socket.connect();
    expect(socket.state).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('ReconnectingSocket: close and retry', () => {
  it('close() closes the connection and stops reconnecting', () => {
    const socket = createSocket();
    socket.connect();
    const first = FakeWebSocket.last;
    first.open();
    socket.close();
    expect(socket.state).toBe('closed');
    expect(first.closedWith?.code).toBe(1000);
    first.emit('close');
    vi.advanceTimersByTime(3600_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.state).toBe('closed');
  });

  it('close() cancels a pending reconnect', () => {
    const socket = createSocket();
    socket.connect();
    FakeWebSocket.last.fail();
    socket.close();
    vi.advanceTimersByTime(3600_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.state).toBe('closed');
  });

  it('retry() after giving up connects at once with a fresh schedule', () => {
    const onReconnect = vi.fn();
    const socket = createSocket({ onReconnect });
    socket.connect();
    for (const delay of specSchedule) failAndExpectNextAttemptAfter(delay);
    FakeWebSocket.last.fail();
    expect(socket.state).toBe('gaveUp');

    socket.retry();
    expect(FakeWebSocket.instances).toHaveLength(12);
    expect(socket.state).toBe('reconnecting');
    expect(socket.attempts).toBe(0);
    failAndExpectNextAttemptAfter(500);
    FakeWebSocket.last.open();
    expect(socket.state).toBe('open');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('retry() while waiting to reconnect connects at once', () => {
    const socket = createSocket();
    socket.connect();
    failAndExpectNextAttemptAfter(500);
    FakeWebSocket.last.fail();
    socket.retry();
    expect(FakeWebSocket.instances).toHaveLength(3);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('retry() does nothing while a connection is open or under way', () => {
    const socket = createSocket();
    socket.connect();
    socket.retry();
    FakeWebSocket.last.open();
    socket.retry();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('ReconnectingSocket: messages', () => {
  function openSocket(): ReconnectingSocket {
    const socket = createSocket();
    socket.connect();
    FakeWebSocket.last.open();
    return socket;
  }

  it.each([
    ['malformed JSON', '{"type": "score", "value": '],
    ['a JSON value that is not a message', '42'],
    ['an unknown type', JSON.stringify({ type: 'weather', value: { rain: true } })],
    ['a known type with a wrong value', JSON.stringify({ type: 'score', value: { home: '1', away: 0 } })],
    ['a message without a type', JSON.stringify({ value: { home: 1, away: 0 } })],
    ['binary data', new ArrayBuffer(4)],
    ['a batch whose value is no list', JSON.stringify({ type: 'batch', value: { type: 'score', value: { home: 1, away: 0 } } })],
    [
      'a batch inside a batch',
      JSON.stringify({ type: 'batch', value: [{ type: 'batch', value: [{ type: 'score', value: { home: 1, away: 0 } }] }] }),
    ],
    ['a batch holding a wrong score', JSON.stringify({ type: 'batch', value: [{ type: 'score', value: { home: -1, away: 0 } }] })],
  ])('ignores %s without throwing', (_, data) => {
    const socket = openSocket();
    const listener = vi.fn();
    socket.on('score', frameSocketParsers.score, listener);
    expect(() => FakeWebSocket.last.send(data)).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    expect(socket.state).toBe('open');
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 2, away: 1 } });
    expect(listener).toHaveBeenCalledWith({ home: 2, away: 1 });
  });

  it('passes the messages of a batch to their listeners in order, dropping a malformed one alone', () => {
    const socket = openSocket();
    const heard: Array<[string, unknown]> = [];
    socket.on('majorIncident', frameSocketParsers.majorIncident, (value) => heard.push(['majorIncident', value]));
    socket.on('score', frameSocketParsers.score, (value) => heard.push(['score', value]));
    FakeWebSocket.last.sendJson({
      type: 'batch',
      value: [
        { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } },
        { type: 'score', value: { home: 'one', away: 1 } },
        'not a message',
        { type: 'weather', value: { rain: true } },
        { type: 'score', value: { home: 0, away: 1 } },
      ],
    });
    expect(heard).toEqual([
      ['majorIncident', { event: 'goal', side: 'away', isUpdate: false }],
      ['score', { home: 0, away: 1 }],
    ]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('passes each listener only its type, every value in turn', () => {
    const socket = openSocket();
    const onScore = vi.fn();
    const onStats = vi.fn();
    socket.on('score', frameSocketParsers.score, onScore);
    socket.on('statsSummary', frameSocketParsers.statsSummary, onStats);
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 2, away: 0 } });
    expect(onScore).toHaveBeenCalledTimes(2);
    expect(onStats).not.toHaveBeenCalled();
    expect(onScore).toHaveBeenLastCalledWith({ home: 2, away: 0 });
  });

  it('delivers a statsSummary that carries only goals (all CONTRACT.md names), and drops a malformed statistic alone', () => {
    const socket = openSocket();
    const onStats = vi.fn();
    socket.on('statsSummary', frameSocketParsers.statsSummary, onStats);
    FakeWebSocket.last.sendJson({ type: 'statsSummary', value: { home: { goals: 2 }, away: { goals: 1 } } });
    expect(onStats).toHaveBeenLastCalledWith({ home: { goals: 2 }, away: { goals: 1 } });
    FakeWebSocket.last.sendJson({ type: 'statsSummary', value: { home: { goals: 3, shots: 'many', corners: 4 }, away: { goals: 1 } } });
    expect(onStats).toHaveBeenLastCalledWith({ home: { goals: 3, corners: 4 }, away: { goals: 1 } });
    FakeWebSocket.last.sendJson({ type: 'statsSummary', value: { home: { shots: 4 }, away: { goals: 1 } } });
    expect(onStats).toHaveBeenCalledTimes(2);
  });

  it('stops passing messages after unsubscribe', () => {
    const socket = openSocket();
    const listener = vi.fn();
    const off = socket.on('score', frameSocketParsers.score, listener);
    off();
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps passing messages to the others when one listener throws', () => {
    const socket = openSocket();
    socket.on('score', frameSocketParsers.score, () => {
      throw new Error('broken listener');
    });
    const listener = vi.fn();
    socket.on('score', frameSocketParsers.score, listener);
    expect(() => FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } })).not.toThrow();
    expect(listener).toHaveBeenCalledWith({ home: 1, away: 0 });
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('followPageLifecycle', () => {
  it('closes on pagehide, connects on a restore from the back-forward cache, and unbinds', () => {
    const target = new EventTarget();
    const socket = { close: vi.fn(), connect: vi.fn() };
    const unbind = followPageLifecycle(socket, target as unknown as Window);
    target.dispatchEvent(new Event('pagehide'));
    expect(socket.close).toHaveBeenCalledTimes(1);
    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(socket.connect).not.toHaveBeenCalled();
    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(socket.connect).toHaveBeenCalledTimes(1);
    unbind();
    target.dispatchEvent(new Event('pagehide'));
    expect(socket.close).toHaveBeenCalledTimes(1);
  });
});

describe('writeFrameMessages: the socket writes into the query cache, and keeps no copy', () => {
  function writing() {
    const socket = createSocket();
    socket.connect();
    FakeWebSocket.last.open();
    const queryClient = new QueryClient();
    const heard = vi.fn();
    const off = writeFrameMessages(socket, queryClient, 'e1', heard);
    return { queryClient, heard, off };
  }

  it('replaces the score and the statistics with each message, and says it heard them', () => {
    const { queryClient, heard } = writing();
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 2, away: 0 } });
    FakeWebSocket.last.sendJson({ type: 'statsSummary', value: { home: { goals: 2 }, away: { goals: 0 } } });
    expect(queryClient.getQueryData(queryKeys.liveScore('e1'))).toEqual({ home: 2, away: 0 });
    expect(queryClient.getQueryData(queryKeys.liveStatsSummary('e1'))).toEqual({ home: { goals: 2 }, away: { goals: 0 } });
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('merges a status into the cached status of every stage, so keys the message lacks keep their values', () => {
    const { queryClient } = writing();
    queryClient.setQueryData(queryKeys.eventStatus('e1', 'inPlay'), status());
    queryClient.setQueryData(queryKeys.eventStatus('e1', ''), status());
    FakeWebSocket.last.sendJson({ type: 'status', value: status({ status: 'halfTime', periodStartTime: undefined }) });
    for (const stage of ['inPlay', '']) {
      expect(queryClient.getQueryData(queryKeys.eventStatus('e1', stage))).toEqual({
        status: 'halfTime',
        periods: [{ id: 'firstHalf' }],
        periodStartTime: '2022-12-18T15:00:00Z',
      });
    }
  });

  it('writes nothing malformed, and nothing after unsubscribe', () => {
    const { queryClient, off } = writing();
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: '1', away: 0 } });
    expect(queryClient.getQueryData(queryKeys.liveScore('e1'))).toBeUndefined();
    off();
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('ReconnectingSocket: messages the frame does not read', () => {
  it('passes them through the screen’s own parser, drops what it refuses, and stops on unsubscribe', () => {
    const socket = createSocket();
    const lines: string[] = [];
    // A screen's parser may pass on the part of the line it reads.
    const parse = (value: unknown) =>
      typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'string' ? { text: value.text } : null;
    const off = socket.on('commentary', parse, ({ text }) => lines.push(text));
    const onScore = vi.fn();
    socket.on('score', frameSocketParsers.score, onScore);
    socket.connect();
    FakeWebSocket.last.open();
    FakeWebSocket.last.sendJson({ type: 'commentary', value: { text: 'Kick-off!' } });
    FakeWebSocket.last.sendJson({ type: 'commentary', value: { text: 7 } });
    FakeWebSocket.last.sendJson({ type: 'incident', value: { text: 'not asked for' } });
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    off();
    FakeWebSocket.last.sendJson({ type: 'commentary', value: { text: 'after' } });
    expect(lines).toEqual(['Kick-off!']);
    // A message of the frame still goes to the frame's listeners, and only there.
    expect(onScore).toHaveBeenCalledWith({ home: 1, away: 0 });
  });
});
