import { describe, expect, it } from 'vitest';
import { firstOpenGraceMs, mayHaveMissedLines } from './socket-start.ts';

describe('what a first connection may have missed', () => {
  const openedAt = 1_800_000_000_000;

  it('asks again for an answer fetched longer ago than the grace before the socket opened, in play', () => {
    expect(mayHaveMissedLines({ fetchedAt: openedAt - firstOpenGraceMs - 1, openedAt, stage: 'inPlay' })).toBe(true);
    // Before kick-off too: line-ups and the kick-off itself come over the socket.
    expect(mayHaveMissedLines({ fetchedAt: openedAt - 10_000, openedAt, stage: 'momentsBeforeKO' })).toBe(true);
    // A status not known yet is no reason to trust an old answer.
    expect(mayHaveMissedLines({ fetchedAt: openedAt - 10_000, openedAt, stage: undefined })).toBe(true);
  });

  it('keeps an answer that came with the page', () => {
    expect(mayHaveMissedLines({ fetchedAt: openedAt - firstOpenGraceMs, openedAt, stage: 'inPlay' })).toBe(false);
    expect(mayHaveMissedLines({ fetchedAt: openedAt - 10, openedAt, stage: 'halfTime' })).toBe(false);
  });

  it('keeps every answer of a match that had been played when its status was answered', () => {
    expect(mayHaveMissedLines({ fetchedAt: openedAt - 60_000, openedAt, stage: 'played' })).toBe(false);
  });
});
