import { describe, expect, it } from 'vitest';
import { matchIsMissing } from './match-missing.ts';

describe('matchIsMissing', () => {
  it('is a verdict on a 404 of the event data or the socket closed as unknown event', () => {
    expect(matchIsMissing(404, false)).toBe(true);
    expect(matchIsMissing(null, true)).toBe(true);
  });

  it.each([
    ['a 500', 500],
    ['a malformed answer (its status was 200)', 200],
    ['a network failure (no status)', null],
  ])('is no verdict on %s while the socket tries again', (_case, status) => {
    expect(matchIsMissing(status, false)).toBe(false);
  });
});
