import { describe, expect, it } from 'vitest';
import { featureFlagNames, featureFlagsOff, parseFeatureFlags, tabLayoutOf } from './feature-flags.ts';

describe('feature flags', () => {
  it('are all off unless the bundle names them', () => {
    expect(Object.values(featureFlagsOff).every((flag) => flag === false)).toBe(true);
    expect(Object.keys(featureFlagsOff).sort()).toEqual([...featureFlagNames].sort());
    expect(parseFeatureFlags(null).flags).toEqual(featureFlagsOff);
    expect(parseFeatureFlags('').flags).toEqual(featureFlagsOff);
  });

  it('turns on exactly the names listed, and reports the unknown ones', () => {
    expect(parseFeatureFlags('customLayout')).toEqual({ flags: { ...featureFlagsOff, customLayout: true }, unknown: [] });
    expect(parseFeatureFlags(' headerlessMode , customLayout ')).toEqual({
      flags: { customLayout: true, headerlessMode: true },
      unknown: [],
    });
    expect(parseFeatureFlags('CustomLayout,<b>,customLayout')).toEqual({
      flags: { ...featureFlagsOff, customLayout: true },
      unknown: ['CustomLayout', '<b>'],
    });
  });

  it.each([
    ['/info/teams/lineups', true, 'layout'],
    ['/info/teams/formation', true, 'layout'],
    ['/stats/player-stats', true, 'layout'],
    ['/info/form', true, 'sections'],
    ['/info/teams', true, 'sections'],
    ['/info/teams/lineups', false, 'sections'],
    ['/stats/player-stats', false, 'sections'],
  ] as const)('%s with customLayout %s uses the %s tabs', (pathname, customLayout, layout) => {
    expect(tabLayoutOf(pathname, { customLayout })).toBe(layout);
  });
});
