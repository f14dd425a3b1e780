import { describe, expect, it } from 'vitest';
import { addedTimeBands, axisPosition, minuteLabel, momentOf, periodBreaks, seriesMoments, timelineAxis } from './match-timeline.ts';

describe('the match time axis', () => {
  it("reads the feed's repeated 45 and 90 as added minutes, in order", () => {
    const minutes = [44, 45, 45, 46, 89, 90, 90, 90].map((minute) => ({ minute }));
    expect(seriesMoments(minutes).map(minuteLabel)).toEqual(['44', '45', '45+1', '46', '89', '90', '90+1', '90+2']);
    expect(seriesMoments(minutes).map((moment) => moment.period)).toEqual([
      'firstHalf',
      'firstHalf',
      'firstHalf',
      'secondHalf',
      'secondHalf',
      'secondHalf',
      'secondHalf',
      'secondHalf',
    ]);
  });

  it('uses period and addedMinute when the entries carry them', () => {
    expect(momentOf({ minute: 45, period: 'firstHalf', addedMinute: 3 })).toEqual({ period: 'firstHalf', minute: 45, addedMinute: 3 });
    expect(momentOf({ minute: 48, period: 'firstHalf' })).toEqual({ period: 'firstHalf', minute: 45, addedMinute: 3 });
    expect(momentOf({ minute: 95 })).toEqual({ period: 'firstHalfExtraTime', minute: 95, addedMinute: 0 });
    const explicit = seriesMoments([
      { minute: 45, period: 'firstHalf' },
      { minute: 45, period: 'firstHalf', addedMinute: 1 },
      { minute: 46, period: 'secondHalf' },
    ]);
    expect(explicit.map(minuteLabel)).toEqual(['45', '45+1', '46']);
  });

  it('gives added time room of its own: 45+3 is three minutes after 45, the second half starts after it', () => {
    const axis = timelineAxis([
      { period: 'firstHalf', minute: 45, addedMinute: 3 },
      { period: 'secondHalf', minute: 90, addedMinute: 4 },
    ]);
    expect(axis.length).toBe(97);
    expect(axisPosition(axis, { period: 'firstHalf', minute: 45, addedMinute: 3 })).toBe(48);
    expect(axisPosition(axis, { period: 'secondHalf', minute: 46, addedMinute: 0 })).toBe(49);
    expect(periodBreaks(axis)).toEqual([48]);
    expect(addedTimeBands(axis)).toEqual([
      [45, 48],
      [93, 97],
    ]);
  });

  it('keeps both halves on the axis during the first half, and adds extra time only when it is played', () => {
    expect(timelineAxis([{ period: 'firstHalf', minute: 12, addedMinute: 0 }]).length).toBe(90);
    expect(timelineAxis([{ period: 'secondHalfExtraTime', minute: 108, addedMinute: 0 }]).periods).toHaveLength(4);
  });
});
