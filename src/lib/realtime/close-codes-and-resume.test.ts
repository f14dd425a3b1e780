import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameSocketParsers } from '../../../contract/first-paint-parsers.ts';
import { createTestSocket, FakeWebSocket } from '../../testing/fake-web-socket.ts';
import { isNewMessage, parseSocketMessages, type ReconnectingSocketOptions } from './reconnecting-socket.ts';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

const createSocket = (overrides: Partial<ReconnectingSocketOptions> = {}) => createTestSocket(logger, overrides);

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

const goal = (seq: number) => ({ type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: false }, seq });
const score = (home: number, seq: number, snapshot?: true) => ({
  type: 'score',
  value: { home, away: 0 },
  seq,
  ...(snapshot ? { snapshot } : {}),
});

/** A socket whose goals and scores the test records, connected and open. */
function openSocket(overrides: Partial<ReconnectingSocketOptions> = {}) {
  const socket = createSocket(overrides);
  const goals: unknown[] = [];
  const scores: unknown[] = [];
  socket.on('majorIncident', frameSocketParsers.majorIncident, (value) => goals.push(value));
  socket.on('score', frameSocketParsers.score, (value) => scores.push(value));
  socket.connect();
  FakeWebSocket.last.open();
  return { socket, goals, scores };
}

/** Drops the connection and lets the next attempt open. */
function dropAndReopen(): FakeWebSocket {
  FakeWebSocket.last.fail();
  vi.advanceTimersByTime(500);
  FakeWebSocket.last.open();
  return FakeWebSocket.last;
}

describe('parseSocketMessages: seq and snapshot', () => {
  it('keeps a message’s seq and snapshot mark, in a batch too, and ignores other extra fields', () => {
    expect(parseSocketMessages(JSON.stringify({ ...score(1, 7, true), extra: 1 }))).toEqual([score(1, 7, true)]);
    expect(parseSocketMessages(JSON.stringify({ type: 'batch', value: [goal(8), score(1, 9)] }))).toEqual([goal(8), score(1, 9)]);
    // A seq that is no integer is no seq: the message is taken as an unnumbered one.
    expect(parseSocketMessages(JSON.stringify({ type: 'score', value: 1, seq: '9' }))).toEqual([{ type: 'score', value: 1 }]);
  });
});

describe('isNewMessage', () => {
  it('applies unnumbered messages, snapshot messages, and numbered ones past the last applied only', () => {
    expect(isNewMessage({}, 5)).toBe(true);
    expect(isNewMessage({ seq: 3 }, null)).toBe(true);
    expect(isNewMessage({ seq: 6 }, 5)).toBe(true);
    expect(isNewMessage({ seq: 5 }, 5)).toBe(false);
    expect(isNewMessage({ seq: 4 }, 5)).toBe(false);
    expect(isNewMessage({ seq: 5, snapshot: true }, 5)).toBe(true);
  });
});

describe('ReconnectingSocket: resume (docs/feed-protocol.md)', () => {
  it('connects first without since, and reconnects with since=<the last seq it applied>', () => {
    const { socket } = openSocket();
    expect(FakeWebSocket.last.url).not.toContain('since=');
    FakeWebSocket.last.sendJson({ type: 'batch', value: [score(0, 40, true), score(0, 40, true)] });
    FakeWebSocket.last.sendJson({ type: 'batch', value: [goal(41), score(1, 42)] });
    expect(socket.lastSeq).toBe(42);
    const reopened = dropAndReopen();
    expect(new URL(reopened.url).searchParams.get('since')).toBe('42');
    expect(new URL(reopened.url).searchParams.get('eventId')).toBe('wc-2022-final');
  });

  it('passes on a message whose seq it has already applied once only: a goal sent again does not play again', () => {
    const { goals, scores } = openSocket();
    FakeWebSocket.last.sendJson({ type: 'batch', value: [score(0, 40, true)] });
    FakeWebSocket.last.sendJson({ type: 'batch', value: [goal(41), score(1, 42)] });
    dropAndReopen();
    // What the feed sends after since=42, and a copy of the goal a broken feed might send again.
    FakeWebSocket.last.sendJson({ type: 'batch', value: [goal(41), score(1, 42), goal(43), score(2, 44)] });
    FakeWebSocket.last.sendJson(goal(43));
    expect(goals).toHaveLength(2);
    expect(scores).toEqual([
      { home: 0, away: 0 },
      { home: 1, away: 0 },
      { home: 2, away: 0 },
    ]);
  });

  it('applies every message of a snapshot, all of the same seq, one frame each', () => {
    const { scores } = openSocket();
    FakeWebSocket.last.sendJson(score(2, 50, true));
    FakeWebSocket.last.sendJson(score(3, 50, true));
    expect(scores).toHaveLength(2);
  });

  it('on a resumed reopen refetches nothing; on resync forgets its seq, refetches, and takes the snapshot after it', () => {
    const onReconnect = vi.fn();
    const { socket, scores } = openSocket({ onReconnect });
    FakeWebSocket.last.sendJson({ type: 'batch', value: [score(1, 60, true)] });
    dropAndReopen();
    expect(onReconnect).not.toHaveBeenCalled();
    FakeWebSocket.last.sendJson({ type: 'resync' });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(socket.lastSeq).toBeNull();
    // A snapshot of another numbering (an older seq) is the state now.
    FakeWebSocket.last.sendJson(score(4, 12, true));
    FakeWebSocket.last.sendJson(score(5, 13));
    expect(scores).toEqual([
      { home: 1, away: 0 },
      { home: 4, away: 0 },
      { home: 5, away: 0 },
    ]);
    expect(socket.lastSeq).toBe(13);
  });

  it('refetches on a reopen when it had no seq to resume from (a feed that does not number its messages)', () => {
    const onReconnect = vi.fn();
    const { socket } = openSocket({ onReconnect });
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    expect(socket.lastSeq).toBeNull();
    const reopened = dropAndReopen();
    expect(reopened.url).not.toContain('since=');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('refetches when a numbered message skips some (a slow reader is sent only the latest), and passes it on', () => {
    const onReconnect = vi.fn();
    const { scores } = openSocket({ onReconnect });
    FakeWebSocket.last.sendJson(score(1, 70, true));
    FakeWebSocket.last.sendJson(score(2, 71));
    expect(onReconnect).not.toHaveBeenCalled();
    FakeWebSocket.last.sendJson(score(3, 75));
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(scores).toHaveLength(3);
  });
});
