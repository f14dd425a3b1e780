import { describe, expect, it } from 'vitest';
import { capturedFixtures, driftedFixtures, fixtureCalls } from './capture-fixtures.ts';

describe('the saved feed answers', () => {
  it('are what the feed answers today, file for file (npm run capture:fixtures writes them again)', async () => {
    const captured = await capturedFixtures();
    expect(captured.size).toBe(fixtureCalls.length);
    expect(await driftedFixtures(captured)).toEqual([]);
  });
});
