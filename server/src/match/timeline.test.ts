import { describe, expect, it } from 'vitest';
import { buildTimeline, displayMinute, periodsStarted, phaseAt, secondOf } from './timeline.ts';

const regular = buildTimeline({
  periods: [
    { id: 'firstHalf', addedSeconds: 120 },
    { id: 'secondHalf', addedSeconds: 240 },
  ],
});
const shootout = buildTimeline({
  periods: [
    { id: 'firstHalf', addedSeconds: 420 },
    { id: 'secondHalf', addedSeconds: 480 },
    { id: 'firstHalfExtraTime', addedSeconds: 60 },
    { id: 'secondHalfExtraTime', addedSeconds: 240 },
    { id: 'penaltyShootout', addedSeconds: 0 },
  ],
  shootout: Array.from({ length: 8 }, (_, index) => ({ side: index % 2 ? 'away' : 'home', playerId: 'p', scored: true }) as const),
});

describe('buildTimeline', () => {
  it('walks a regular match through every stage in order', () => {
    expect(regular.phases.map((phase) => phase.stage)).toEqual([
      'published',
      'preview',
      'lineupsAvailable',
      'momentsBeforeKO',
      'inPlay',
      'halfTime',
      'inPlay',
      'fullTime',
      'played',
    ]);
    expect(regular.periodStart).toEqual({ firstHalf: 0, secondHalf: 2820 + 900 });
  });

  it('adds extra time and a shoot-out when they were played', () => {
    expect(shootout.phases.map((phase) => phase.stage).slice(4)).toEqual([
      'inPlay',
      'halfTime',
      'inPlay',
      'endOfSecondHalf',
      'inPlay',
      'extraTimeHalfTime',
      'inPlay',
      'endOfExtraTime',
      'penalties',
      'extraTimeFullTime',
      'played',
    ]);
    expect(shootout.kickTimes).toHaveLength(8);
    expect(shootout.kickTimes[0]).toBe(shootout.periodStart.penaltyShootout! + 60);
  });

  it('finds the phase and the periods started at any moment', () => {
    expect(phaseAt(regular, -10).stage).toBe('momentsBeforeKO');
    expect(phaseAt(regular, 0)).toMatchObject({ stage: 'inPlay', period: 'firstHalf' });
    expect(phaseAt(regular, 2819).stage).toBe('inPlay');
    expect(phaseAt(regular, 2820).stage).toBe('halfTime');
    expect(periodsStarted(regular, 2820)).toEqual(['firstHalf']);
    expect(periodsStarted(regular, 3720)).toEqual(['firstHalf', 'secondHalf']);
    expect(phaseAt(regular, 1e9).stage).toBe('played');
    expect(secondOf(regular, 'secondHalf', 60)).toBe(3780);
    expect(() => secondOf(regular, 'firstHalfExtraTime', 0)).toThrow(/not played/);
  });
});

describe('displayMinute', () => {
  it.each([
    ['firstHalf', 0, { minute: 1 }],
    ['firstHalf', 1379, { minute: 23 }],
    ['firstHalf', 2699, { minute: 45 }],
    ['firstHalf', 2820, { minute: 45, addedMinute: 3 }],
    ['secondHalf', 2100, { minute: 81 }],
    ['secondHalfExtraTime', 180, { minute: 109 }],
    ['secondHalfExtraTime', 960, { minute: 120, addedMinute: 2 }],
  ] as const)('%s at %i s is %j', (period, second, expected) => {
    expect(displayMinute(period, second)).toEqual(expected);
  });
});
