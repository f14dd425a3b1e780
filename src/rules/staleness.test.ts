import { describe, expect, it } from 'vitest';
import { isLiveDataStale, liveDataStaleAfterMs } from './staleness.ts';

describe('isLiveDataStale', () => {
  const base = { open: true, inPlay: true, lastMessageAt: 0 };
  it.each([
    [{ ...base, now: liveDataStaleAfterMs }, false],
    [{ ...base, now: liveDataStaleAfterMs + 1 }, true],
    [{ ...base, inPlay: false, now: 10 * liveDataStaleAfterMs }, false],
    [{ ...base, open: false, now: 10 * liveDataStaleAfterMs }, false],
    [{ ...base, lastMessageAt: null, now: 10 * liveDataStaleAfterMs }, false],
  ])('%j is stale: %s', (input, stale) => {
    expect(isLiveDataStale(input)).toBe(stale);
  });
});
