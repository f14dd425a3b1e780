import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventStatus, PeriodId, Stage } from '../../contract/protocol.ts';
import {
  clockDisplay,
  defaultClockLabels,
  elapsedMatchSeconds,
  formatClock,
  injuryTimeThreshold,
  msUntilNextTick,
  noClockText,
  periodOffset,
  periodStartMs,
  type ClockLabels,
} from './match-clock.ts';

const periodStartTime = '2022-12-18T16:05:12Z';
const startMs = Date.parse(periodStartTime);
const labels: ClockLabels = { fullTime: 'TELOS', halfTime: 'IMIX', afterExtraTime: 'PARAT', suspended: 'ANAST' };

const regularPeriods: Record<Exclude<PeriodId, 'penaltyShootout'>, PeriodId[]> = {
  firstHalf: ['firstHalf'],
  secondHalf: ['firstHalf', 'secondHalf'],
  firstHalfExtraTime: ['firstHalf', 'secondHalf', 'firstHalfExtraTime'],
  secondHalfExtraTime: ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime'],
};

function status(stage: Stage, lastPeriod: keyof typeof regularPeriods = 'firstHalf', extra: Partial<EventStatus> = {}): EventStatus {
  return { status: stage, periods: regularPeriods[lastPeriod].map((id) => ({ id })), periodStartTime, ...extra };
}

/** `clockDisplay` for an inPlay status `seconds` after the last period started. */
function inPlayAt(lastPeriod: keyof typeof regularPeriods, seconds: number) {
  return clockDisplay(status('inPlay', lastPeriod), startMs + seconds * 1000, labels);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('clockDisplay: fixed displays', () => {
  it.each([undefined, null])('shows %s status as the no-clock text', (missing) => {
    expect(clockDisplay(missing, startMs, labels)).toEqual({ text: '- -:- -', isInjuryTime: false });
    expect(noClockText).toBe('- -:- -');
  });

  it.each<[Stage, string]>([
    ['played', 'TELOS'],
    ['suspended', 'ANAST'],
    ['halfTime', 'IMIX'],
    ['fullTime', 'TELOS'],
    ['extraTimeFullTime', 'PARAT'],
    ['extraTimeHalfTime', 'PARAT'],
  ])('%s shows %s (translated)', (stage, text) => {
    expect(clockDisplay(status(stage), startMs + 3_600_000, labels)).toEqual({ text, isInjuryTime: false });
  });

  it.each<[Stage, string]>([
    ['played', 'FT'],
    ['suspended', 'SUSP'],
    ['halfTime', 'HT'],
    ['fullTime', 'FT'],
    ['extraTimeFullTime', 'AET'],
    ['extraTimeHalfTime', 'AET'],
  ])('%s falls back to %s', (stage, text) => {
    expect(clockDisplay(status(stage), startMs)).toEqual({ text, isInjuryTime: false });
    expect(defaultClockLabels).toEqual({ fullTime: 'FT', halfTime: 'HT', afterExtraTime: 'AET', suspended: 'SUSP' });
  });

  it.each<Stage>(['inPlay', 'penalties', 'played', 'fullTime', 'suspended', 'halfTime', 'endOfExtraTime'])(
    'shows AET whenever a period is penaltyShootout (stage %s)',
    (stage) => {
      const shootout = status(stage, 'secondHalfExtraTime');
      shootout.periods.push({ id: 'penaltyShootout' });
      expect(clockDisplay(shootout, startMs + 60_000, labels)).toEqual({ text: 'PARAT', isInjuryTime: false });
    },
  );

  describe('stages the spec does not name (our choices)', () => {
    it.each<Stage>(['published', 'preview', 'lineupsAvailable', 'momentsBeforeKO'])(
      '%s, before kick-off, shows the no-clock text',
      (stage) => {
        expect(clockDisplay({ status: stage, periods: [] }, startMs, labels)).toEqual({ text: noClockText, isInjuryTime: false });
      },
    );

    it.each<[Stage, keyof typeof regularPeriods, string]>([
      ['endOfSecondHalf', 'secondHalf', '90:00'],
      ['endOfExtraTime', 'secondHalfExtraTime', '120:00'],
    ])('%s shows the end of the period just played, %s', (stage, lastPeriod, text) => {
      expect(clockDisplay(status(stage, lastPeriod), startMs + 3_600_000, labels)).toEqual({ text, isInjuryTime: false });
    });

    it('penalties without a shoot-out period shows AET', () => {
      expect(clockDisplay(status('penalties', 'secondHalfExtraTime'), startMs, labels)).toEqual({ text: 'PARAT', isInjuryTime: false });
    });

    it('inPlay without periodStartTime or without periods shows the no-clock text', () => {
      expect(clockDisplay(status('inPlay', 'firstHalf', { periodStartTime: undefined }), startMs, labels).text).toBe(noClockText);
      expect(clockDisplay(status('inPlay', 'firstHalf', { periods: [] }), startMs, labels).text).toBe(noClockText);
    });

    it('a periodStartTime in the future counts as the start of the period', () => {
      expect(inPlayAt('secondHalf', -5)).toEqual({ text: '45:00', isInjuryTime: false });
    });
  });
});

describe('clockDisplay: inPlay', () => {
  it.each<[keyof typeof regularPeriods, number, string]>([
    ['firstHalf', 0, '0:00'],
    ['firstHalf', 5.999, '0:05'],
    ['firstHalf', 65, '1:05'],
    ['firstHalf', 7 * 60 + 9, '7:09'],
    ['firstHalf', 23 * 60 + 40, '23:40'],
    ['secondHalf', 0, '45:00'],
    ['secondHalf', 61, '46:01'],
    ['firstHalfExtraTime', 0, '90:00'],
    ['secondHalfExtraTime', 0, '105:00'],
    ['secondHalfExtraTime', 18 * 60 + 4, '123:04'],
  ])('%s, %s s in, shows %s', (lastPeriod, seconds, text) => {
    expect(inPlayAt(lastPeriod, seconds).text).toBe(text);
  });

  it.each<[PeriodId | undefined, number]>([
    ['firstHalf', 0],
    ['secondHalf', 2700],
    ['firstHalfExtraTime', 5400],
    ['secondHalfExtraTime', 6300],
    ['penaltyShootout', 7200],
    [undefined, 7200],
    ['somethingNew' as PeriodId, 7200],
  ])('the base of %s is %s s', (period, base) => {
    expect(periodOffset(period)).toBe(base);
  });

  it('counts from the base of the last period, now - periodStartTime', () => {
    expect(elapsedMatchSeconds(status('inPlay', 'secondHalf'), startMs + 12_500)).toBe(2712);
    expect(periodStartMs(status('inPlay'))).toBe(startMs);
    expect(periodStartMs({ periodStartTime: 'not a date' })).toBeNull();
  });

  it.each<[keyof typeof regularPeriods, number, boolean]>([
    ['firstHalf', 44 * 60 + 59, false],
    ['firstHalf', 45 * 60, true],
    ['firstHalf', 48 * 60 + 12, true],
    ['secondHalf', 44 * 60 + 59, false],
    ['secondHalf', 45 * 60, true],
    // The spec's threshold for the first half of extra time is 90: all of it is flagged.
    ['firstHalfExtraTime', 0, true],
    ['firstHalfExtraTime', 14 * 60 + 59, true],
    ['secondHalfExtraTime', 14 * 60 + 59, false],
    ['secondHalfExtraTime', 15 * 60, true],
  ])('injury time in %s at %s s in: %s', (lastPeriod, seconds, isInjuryTime) => {
    expect(inPlayAt(lastPeriod, seconds).isInjuryTime).toBe(isInjuryTime);
  });

  it.each<[PeriodId, number | null]>([
    ['firstHalf', 45],
    ['secondHalf', 90],
    ['firstHalfExtraTime', 90],
    ['secondHalfExtraTime', 120],
    ['penaltyShootout', null],
  ])('the injury-time threshold of %s is %s', (period, minutes) => {
    expect(injuryTimeThreshold(period)).toBe(minutes);
  });

  it('clears the injury-time flag when the status leaves inPlay', () => {
    const late = startMs + 47 * 60_000;
    expect(clockDisplay(status('inPlay'), late, labels).isInjuryTime).toBe(true);
    expect(clockDisplay(status('halfTime'), late, labels)).toEqual({ text: 'IMIX', isInjuryTime: false });
    expect(clockDisplay(status('suspended'), late, labels).isInjuryTime).toBe(false);
  });

  it('formats minutes:seconds with two-digit seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(7384.9)).toBe('123:04');
  });
});

describe('msUntilNextTick', () => {
  it.each<[number, number]>([
    [0, 1000],
    [1, 999],
    [999, 1],
    [1500, 500],
    [60_000, 1000],
    [-300, 300],
    [-1000, 1000],
  ])('%s ms after the period start waits %s ms', (offset, wait) => {
    expect(msUntilNextTick(startMs + offset, startMs)).toBe(wait);
  });

  it('follows the period start, not the wall clock second', () => {
    const oddStart = startMs + 123;
    expect(msUntilNextTick(startMs + 1000, oddStart)).toBe(123);
  });

  it('waits a whole tick when it cannot tell', () => {
    expect(msUntilNextTick(startMs, Number.NaN)).toBe(1000);
  });

  it('keeps a ticking clock on the match second for 10 minutes, however late its timers fire', () => {
    vi.useFakeTimers();
    // Second half, 85:00 and 234 ms, crossing into injury time at 90:00.
    vi.setSystemTime(startMs + 40 * 60_000 + 234);
    const liveStatus = status('inPlay', 'secondHalf');
    const lateness = (tick: number) => (tick * 37) % 61; // 0..60 ms, never the same twice in a row
    const rendered: string[] = [];
    let shown = '';
    let ticks = 0;
    const tick = () => {
      shown = clockDisplay(liveStatus, Date.now(), labels).text;
      rendered.push(shown);
      ticks += 1;
      setTimeout(tick, msUntilNextTick(Date.now(), startMs) + lateness(ticks));
    };
    tick();

    // 100 ms after every match-second boundary the shown text is the computed one.
    const firstBoundary = Date.now() + msUntilNextTick(Date.now(), startMs);
    for (let second = 0; second < 600; second += 1) {
      vi.advanceTimersByTime(firstBoundary + second * 1000 + 100 - Date.now());
      expect(shown).toBe(clockDisplay(liveStatus, Date.now(), labels).text);
    }
    expect(shown).toBe('95:00');
    expect(clockDisplay(liveStatus, Date.now(), labels).isInjuryTime).toBe(true);

    // One render per second: none skipped, none repeated.
    expect(rendered).toHaveLength(601);
    const asSeconds = rendered.map((text) => {
      const [minutes, seconds] = text.split(':').map(Number);
      return minutes! * 60 + seconds!;
    });
    expect(asSeconds.slice(1).every((value, index) => value === asSeconds[index]! + 1)).toBe(true);
  });
});
