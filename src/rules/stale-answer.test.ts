import { describe, expect, it } from 'vitest';
import { answerStaleAfterMs, isStaleAnswer } from './stale-answer.ts';

const t0 = Date.parse('2026-11-22T20:00:00Z');

describe('isStaleAnswer', () => {
  it('marks the last good answer of a failing call once it is older than a minute', () => {
    const state = { dataUpdatedAt: t0, hasData: true, failing: true };
    expect(isStaleAnswer(state, t0 + answerStaleAfterMs)).toBe(false);
    expect(isStaleAnswer(state, t0 + answerStaleAfterMs + 1)).toBe(true);
  });

  it('never marks an answer of a call that succeeds, however old, nor a call without an answer', () => {
    expect(isStaleAnswer({ dataUpdatedAt: t0, hasData: true, failing: false }, t0 + 3_600_000)).toBe(false);
    expect(isStaleAnswer({ dataUpdatedAt: 0, hasData: false, failing: true }, t0)).toBe(false);
  });

  it('is a minute by default', () => {
    expect(answerStaleAfterMs).toBe(60_000);
  });
});
