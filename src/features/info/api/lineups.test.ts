import { describe, expect, it, vi } from 'vitest';
import { FeedError } from '../../../lib/api/client.ts';
import { captured } from '../testing/answers.ts';
import { selectLineups } from './lineups.ts';

describe("the info section's part of the /lineups answer", () => {
  it('is the line-ups as the contract reads them', () => {
    expect(selectLineups(captured.final.lineups)).toEqual(captured.final.lineups);
  });

  it('is an error, as for any refused answer, when the line-ups do not fit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => selectLineups({ ...captured.final.lineups, announced: 'yes' })).toThrow(FeedError);
  });
});
