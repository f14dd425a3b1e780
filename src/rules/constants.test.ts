import { describe, expect, it } from 'vitest';
import { periodIds } from '../../contract/protocol.ts';
import * as constants from './constants.ts';

describe('SPEC section 9 constants', () => {
  it.each([
    ['preStreamWindowMinutes', 15],
    ['preStreamWindowMs', 900_000],
    ['preStreamCheckIntervalMs', 60_000],
    ['goalAnimationMs', 3000],
    ['goalRetriggerGuardMs', 5000],
    ['sideHeaderWidthPx', 40],
    ['contentMaxWidthPx', 480],
    ['streamMinHeightPx', 189],
    ['streamMaxHeightPx', 320],
    ['socketInitialDelayMs', 500],
    ['socketBackoffFactor', 2],
    ['socketMaxDelayMs', 30_000],
    ['socketMaxAttempts', 10],
    ['clockTickMs', 1000],
    ['otherPeriodOffsetSeconds', 7200],
    ['subTabsMinimum', 2],
    ['mobileBreakpointPx', 752],
  ] as const)('%s is %d', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('has a 16:9 stream aspect ratio', () => {
    expect(constants.streamAspectRatio).toEqual({ width: 16, height: 9 });
  });

  it('lists the stream-disabling error codes', () => {
    expect([...constants.streamErrorCodes].sort()).toEqual([10300, 10312, 10316, 10400]);
  });

  it.each([
    ['firstHalf', 0],
    ['secondHalf', 2700],
    ['firstHalfExtraTime', 5400],
    ['secondHalfExtraTime', 6300],
    ['penaltyShootout', 7200],
  ] as const)('period %s starts at %d s', (period, seconds) => {
    expect(constants.periodOffsetSeconds[period]).toBe(seconds);
  });

  it('has an offset for every period id', () => {
    expect(Object.keys(constants.periodOffsetSeconds).sort()).toEqual([...periodIds].sort());
  });

  it.each([
    ['firstHalf', 45],
    ['secondHalf', 90],
    ['firstHalfExtraTime', 90],
    ['secondHalfExtraTime', 120],
  ] as const)('injury time in %s starts at minute %d', (period, minutes) => {
    expect(constants.injuryTimeThresholdMinutes[period]).toBe(minutes);
  });

  it('has the assistant defaults', () => {
    expect(constants.assistantDefaults).toEqual({
      activeTeam: 'both',
      activeEventPlayer: 'goals',
      activeEventTeam: 'goals',
      threshold: 0.5,
      matchCount: 6,
    });
  });

  it('has a 320 x 375 default mobile window', () => {
    expect(constants.defaultMobileWindow).toEqual({ width: 320, height: 375 });
  });
});
