import { describe, expect, it } from 'vitest';
import { kickOffText } from './kick-off.ts';

// Wednesday 25 November 2026, 15:00 UTC.
const kickOff = Date.parse('2026-11-25T15:00:00Z');

describe('kickOffText', () => {
  it('gives the day with the time and the zone, never a zone with no time ("Wednesday, November 25 at UTC")', () => {
    expect(kickOffText(kickOff, 'en', 'UTC')).toEqual({ time: '03:00 PM', day: 'Wednesday, November 25 at 03:00 PM UTC' });
    expect(kickOffText(kickOff, 'en', 'UTC')!.day).not.toMatch(/at UTC/);
  });

  it('writes it in the fan’s language and time zone, which may move the day', () => {
    expect(kickOffText(kickOff, 'de', 'Europe/Berlin')).toEqual({ time: '16:00', day: 'Mittwoch, 25. November um 16:00 MEZ' });
    const tokyo = kickOffText(kickOff, 'ja', 'Asia/Tokyo')!;
    expect(tokyo.time).toBe('00:00');
    // Midnight in Tokyo is already Thursday the 26th.
    expect(tokyo.day).toContain('11月26日木曜日');
    expect(tokyo.day).toContain('00:00');
    const newYork = kickOffText(kickOff, 'en', 'America/New_York')!;
    expect(newYork.day).toMatch(/^Wednesday, November 25 .*10:00 AM EST$/);
  });

  it('gives nothing for a kick-off that is not a date', () => {
    expect(kickOffText(Number.NaN, 'en')).toBeNull();
  });
});
