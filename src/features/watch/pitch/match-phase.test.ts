import { describe, expect, it } from 'vitest';
import { stages } from '../../../../contract/vocabulary.ts';
import { isScopeOver, pitchPhase, stoppedStageName } from './match-phase.ts';

describe('pitchPhase: the pitch narrates play only while the ball is in play', () => {
  it('narrates in play alone; every break, suspension, shoot-out and the end stop it', () => {
    expect(stages.filter((stage) => pitchPhase(stage) === 'inPlay')).toEqual(['inPlay']);
    expect(stages.filter((stage) => pitchPhase(stage) === 'stopped')).toEqual([
      'halfTime',
      'fullTime',
      'extraTimeHalfTime',
      'extraTimeFullTime',
      'endOfSecondHalf',
      'endOfExtraTime',
      'penalties',
      'played',
      'suspended',
    ]);
    expect(stages.filter((stage) => pitchPhase(stage) === 'beforeKickOff')).toEqual([
      'published',
      'preview',
      'lineupsAvailable',
      'momentsBeforeKO',
    ]);
  });

  it('names a finished match "full time", as the clock reads FT, or "end of extra time" (AET); any other stop by its stage', () => {
    expect(stoppedStageName('played', false)).toBe('fullTime');
    expect(stoppedStageName('fullTime', false)).toBe('fullTime');
    // The 2022 final, long over: it went to extra time.
    expect(stoppedStageName('played', true)).toBe('extraTimeFullTime');
    expect(stoppedStageName('extraTimeFullTime', true)).toBe('extraTimeFullTime');
    expect(stoppedStageName('halfTime', false)).toBe('halfTime');
    expect(stoppedStageName('penalties', true)).toBe('penalties');
  });
});

describe('isScopeOver: when the stretch of play a market is about has ended', () => {
  it('ends the first half at half time, and for good once the second half has begun', () => {
    expect(isScopeOver('firstHalf', 'inPlay', ['firstHalf'])).toBe(false);
    expect(isScopeOver('firstHalf', 'suspended', ['firstHalf'])).toBe(false);
    expect(isScopeOver('firstHalf', 'halfTime', ['firstHalf'])).toBe(true);
    expect(isScopeOver('firstHalf', 'inPlay', ['firstHalf', 'secondHalf'])).toBe(true);
    expect(isScopeOver('firstHalf', 'played', ['firstHalf', 'secondHalf'])).toBe(true);
  });

  it('ends regular time with the second half, not at half time nor in its stoppage time', () => {
    expect(isScopeOver('regularTime', 'halfTime', ['firstHalf'])).toBe(false);
    expect(isScopeOver('regularTime', 'inPlay', ['firstHalf', 'secondHalf'])).toBe(false);
    for (const stage of [
      'endOfSecondHalf',
      'fullTime',
      'extraTimeHalfTime',
      'endOfExtraTime',
      'penalties',
      'extraTimeFullTime',
      'played',
    ] as const)
      expect(isScopeOver('regularTime', stage, ['firstHalf', 'secondHalf']), stage).toBe(true);
    // Extra time in play: the 90 minutes are behind.
    expect(isScopeOver('regularTime', 'inPlay', ['firstHalf', 'secondHalf', 'firstHalfExtraTime'])).toBe(true);
  });
});
