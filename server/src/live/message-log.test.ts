import { describe, expect, it } from 'vitest';
import type { Commentary, SocketMessage } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';
import { EventMessageLog } from './message-log.ts';

const score = (home: number): SocketMessage => ({ type: 'score', value: { home, away: 0 } });
const line = (id: string, language: Language): Commentary => ({ id, major: true, kind: 'goal', text: `${id} in ${language}` });

describe('EventMessageLog', () => {
  it('numbers every message one more than the last, commentary last and at the same seq in every language', () => {
    const log = new EventMessageLog({ windowMs: 60_000, maxMessages: 100 }, 1000);
    expect(log.lastSeq).toBe(999);
    log.append(0, [score(1)]);
    const second = log.append(1, [score(2), score(3)], { count: 2, of: (language) => [line('a', language), line('b', language)] });
    expect(second.messagesFor('de').map((message) => message.seq)).toEqual([1001, 1002, 1003, 1004]);
    expect(second.messagesFor('fr').map((message) => message.seq)).toEqual([1001, 1002, 1003, 1004]);
    expect(second.messagesFor('fr')[3]).toEqual({ type: 'commentary', value: line('b', 'fr'), seq: 1004 });
    expect(log.lastSeq).toBe(1004);
  });

  it('refuses commentary whose count in a language differs from the numbered one', () => {
    const log = new EventMessageLog({ windowMs: 60_000, maxMessages: 100 }, 1);
    const broadcast = log.append(0, [], { count: 1, of: (language) => (language === 'en' ? [line('a', 'en')] : []) });
    expect(() => broadcast.messagesFor('de')).toThrow(/numbered 1/);
  });

  it('answers what a client missed after its seq, in order and in its language; nothing when it is up to date', () => {
    const log = new EventMessageLog({ windowMs: 60_000, maxMessages: 100 }, 1);
    log.append(0, [score(1)]);
    log.append(1, [score(2), score(3)], { count: 1, of: (language) => [line('g', language)] });
    expect(log.since(0, 'de')!.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    // From the middle of a broadcast (a client that took some of its frames).
    expect(log.since(2, 'de')).toEqual([
      { ...score(3), seq: 3 },
      { type: 'commentary', value: line('g', 'de'), seq: 4 },
    ]);
    expect(log.since(4, 'de')).toEqual([]);
  });

  it('cannot say (null) for a seq from the future, one that is no integer, or one older than the window or the cap', () => {
    const log = new EventMessageLog({ windowMs: 10_000, maxMessages: 3 }, 1);
    log.append(0, [score(1)]);
    log.append(5000, [score(2)]);
    expect(log.since(0, 'en')).toHaveLength(2);
    expect(log.since(3, 'en')).toBeNull();
    expect(log.since(-1, 'en')).toBeNull();
    expect(log.since(Number.NaN, 'en')).toBeNull();
    // The first broadcast leaves the window: seq 1 is still known as the last one dropped, 0 is not.
    log.trim(10_001);
    expect(log.since(0, 'en')).toBeNull();
    expect(log.since(1, 'en')!.map((message) => message.seq)).toEqual([2]);
    // Past the cap the oldest go, however recent.
    log.append(10_002, [score(3), score(4), score(5)]);
    expect(log.since(1, 'en')).toBeNull();
    expect(log.since(2, 'en')!.map((message) => message.seq)).toEqual([3, 4, 5]);
  });

  it('logs broadcasts numbered elsewhere, starting anew after a gap, and resumes nothing while interrupted', () => {
    const log = new EventMessageLog({ windowMs: 60_000, maxMessages: 100 }, null);
    expect(log.isNumbered).toBe(false);
    expect(log.since(0, 'en')).toBeNull();
    log.appendAt(500, 0, [score(1), score(2)]);
    expect(log.since(499, 'en')!.map((message) => message.seq)).toEqual([500, 501]);
    log.appendAt(502, 1, [score(3)]);
    expect(log.since(499, 'en')).toHaveLength(3);
    // Seq 503 to 509 never reached this log: what came before the gap cannot be resumed from.
    log.appendAt(510, 2, [score(4)]);
    expect(log.since(502, 'en')).toBeNull();
    expect(log.since(509, 'en')!.map((message) => message.seq)).toEqual([510]);
    log.interrupt();
    expect(log.since(510, 'en')).toBeNull();
    log.appendAt(900, 3, [score(5)]);
    expect(log.since(899, 'en')!.map((message) => message.seq)).toEqual([900]);
  });
});
