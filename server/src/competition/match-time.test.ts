import { describe, expect, it } from 'vitest';
import { chronological, isBefore, withinWindow } from './match-time.ts';

const timed = { date: '2020-01-08', kickoff: '2020-01-08T19:00:00Z' };
const untimed = { date: '2020-01-08' };

describe('match time', () => {
  it('a date cut-off compares calendar dates: the day itself is not before', () => {
    expect(isBefore(timed, '2020-01-08')).toBe(false);
    expect(isBefore(timed, '2020-01-09')).toBe(true);
    expect(isBefore(untimed, '2020-01-09')).toBe(true);
  });

  it('a date-time cut-off compares kick-offs, strictly, in any offset', () => {
    expect(isBefore(timed, '2020-01-08T19:00:00Z')).toBe(false);
    expect(isBefore(timed, '2020-01-08T19:00:01Z')).toBe(true);
    expect(isBefore(timed, '2020-01-08T20:30:00+01:00')).toBe(true);
  });

  it('a match without a kick-off is before a date-time only once its whole day is over', () => {
    expect(isBefore(untimed, '2020-01-08T23:59:59Z')).toBe(false);
    expect(isBefore(untimed, '2020-01-09T00:00:00Z')).toBe(true);
  });

  it('refuses a cut-off that is not ISO', () => {
    expect(() => isBefore(timed, '8 January 2020')).toThrow(RangeError);
    expect(() => withinWindow({ after: 'soon' })).toThrow(/soon/);
  });

  it('`after` is the complement of `before`', () => {
    const matches = [untimed, timed, { date: '2020-01-07' }, { date: '2020-01-09', kickoff: '2020-01-09T12:00:00Z' }];
    for (const cutoff of ['2020-01-08', '2020-01-08T19:00:00Z', '2020-01-09T00:00:00Z']) {
      const before = matches.filter(withinWindow({ before: cutoff }));
      const after = matches.filter(withinWindow({ after: cutoff }));
      expect(before.length + after.length).toBe(matches.length);
      expect(before.filter((match) => after.includes(match))).toEqual([]);
    }
  });

  it('orders by date, then kick-off, then id', () => {
    const list = [
      { id: 'c', date: '2020-01-08', kickoff: '2020-01-08T19:00:00Z' },
      { id: 'b', date: '2020-01-08', kickoff: '2020-01-08T13:00:00Z' },
      { id: 'a', date: '2020-01-09' },
      { id: 'z', date: '2020-01-01' },
      { id: 'y', date: '2020-01-01' },
    ];
    expect([...list].sort(chronological).map((match) => match.id)).toEqual(['y', 'z', 'b', 'c', 'a']);
  });
});
