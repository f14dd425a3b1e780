import { describe, expect, it } from 'vitest';
import { kickoffUtc } from './kickoff.ts';

describe('kick-off to UTC', () => {
  it('takes Spanish summer and winter time from the date', () => {
    expect(kickoffUtc('2018-08-18', '22:15', 'Europe/Madrid')).toBe('2018-08-18T20:15:00Z');
    expect(kickoffUtc('2018-12-08', '20:45', 'Europe/Madrid')).toBe('2018-12-08T19:45:00Z');
  });

  it('is right on both days the clocks change', () => {
    // 28 October 2018: 03:00 CEST became 02:00 CET. 31 March 2019: 02:00 CET became 03:00 CEST.
    expect(kickoffUtc('2018-10-28', '16:15', 'Europe/Madrid')).toBe('2018-10-28T15:15:00Z');
    expect(kickoffUtc('2019-03-31', '16:15', 'Europe/Madrid')).toBe('2019-03-31T14:15:00Z');
  });

  it('has no summer time in Qatar, and crosses midnight when it must', () => {
    expect(kickoffUtc('2022-12-18', '18:00', 'Asia/Qatar')).toBe('2022-12-18T15:00:00Z');
    expect(kickoffUtc('2022-11-21', '01:00', 'Asia/Qatar')).toBe('2022-11-20T22:00:00Z');
  });

  it('reads a time that states its own offset with that offset, whatever the zone', () => {
    // The 2018 World Cup file: Russia v Saudi Arabia in Moscow "18:00 UTC+3", a Yekaterinburg match "17:00 UTC+5".
    expect(kickoffUtc('2018-06-14', '18:00 UTC+3', 'Europe/Moscow')).toBe('2018-06-14T15:00:00Z');
    expect(kickoffUtc('2018-06-15', '17:00 UTC+5', 'Europe/Moscow')).toBe('2018-06-15T12:00:00Z');
  });

  it('refuses a time it cannot read', () => {
    expect(() => kickoffUtc('2022-12-18', '6pm', 'Asia/Qatar')).toThrow(RangeError);
    expect(() => kickoffUtc('18/12/2022', '18:00', 'Asia/Qatar')).toThrow(RangeError);
  });
});
