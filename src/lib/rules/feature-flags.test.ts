import { describe, expect, it } from 'vitest';
import { featureFlags, tabLayoutOf } from './feature-flags.ts';

describe('feature flags', () => {
  it('are all off', () => {
    expect(Object.values(featureFlags).every((flag) => flag === false)).toBe(true);
  });

  it.each([
    ['/info/teams/lineups', true, 'layout'],
    ['/info/teams/formation', true, 'layout'],
    ['/stats/player-stats', true, 'layout'],
    ['/info/form', true, 'sections'],
    ['/info/teams/lineups', false, 'sections'],
  ] as const)('%s with customLayout %s uses the %s tabs', (pathname, customLayout, layout) => {
    expect(tabLayoutOf(pathname, { customLayout })).toBe(layout);
  });
});
