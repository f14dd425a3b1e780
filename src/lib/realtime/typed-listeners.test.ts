import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameSocketParsers } from '../../../contract/first-paint-parsers.ts';
import type { MajorIncident, Score } from '../../../contract/protocol.ts';
import { createTestSocket, FakeWebSocket } from '../../testing/fake-web-socket.ts';

/*
 * `on` is keyed by the contract's socket message types (contract/protocol.ts): each
 * `@ts-expect-error` below is a mistake that must not compile, and tsconfig.test.json
 * (npm run typecheck) fails if one ever does. At run time the same lines show that such a
 * subscription hears nothing of the messages it was meant for.
 */

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeEach(() => {
  FakeWebSocket.instances = [];
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('ReconnectingSocket.on: typed by the contract', () => {
  it("gives each listener its type's value, and takes no misspelt type nor another type's parser", () => {
    const socket = createTestSocket(logger);
    const scores: Score[] = [];
    const goals: MajorIncident[] = [];
    const misspelt: unknown[] = [];
    socket.on('score', frameSocketParsers.score, (score) => scores.push(score));
    socket.on('majorIncident', frameSocketParsers.majorIncident, (incident) => goals.push(incident));
    // @ts-expect-error: no socket message has the type 'scores'
    socket.on('scores', frameSocketParsers.score, (score) => misspelt.push(score));
    // @ts-expect-error: a score's parser does not read a status message
    socket.on('status', frameSocketParsers.score, (score) => misspelt.push(score));
    const numberedSide = (value: unknown) => (typeof value === 'number' ? { side: value } : null);
    const winner = (value: unknown) => (typeof value === 'string' ? { winner: value } : null);
    // @ts-expect-error: a part of the value keeps its type: an incident's side is never a number
    socket.on('incident', numberedSide, (part) => misspelt.push(part));
    // @ts-expect-error: nor does a part add a field the value has not
    socket.on('score', winner, (part) => misspelt.push(part));
    socket.connect();
    FakeWebSocket.last.open();
    FakeWebSocket.last.sendJson({ type: 'score', value: { home: 1, away: 0 } });
    FakeWebSocket.last.sendJson({ type: 'scores', value: { home: 2, away: 0 } });
    FakeWebSocket.last.sendJson({ type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: false } });
    FakeWebSocket.last.sendJson({ type: 'status', value: { home: 3, away: 0 } });

    expect(scores).toEqual([{ home: 1, away: 0 }]);
    expect(goals).toEqual([{ event: 'goal', side: 'home', isUpdate: false }]);
    // The misspelt type heard its own spelling only; the others refused what they were sent.
    expect(misspelt).toEqual([
      { home: 2, away: 0 },
      { home: 3, away: 0 },
    ]);
  });
});
