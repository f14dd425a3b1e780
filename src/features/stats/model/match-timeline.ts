import type { PeriodId } from '../../../../contract/protocol.ts';

/**
 * The time axis the momentum and xG charts share. Positions are in minutes of play from kick-off,
 * with each period's added time given room of its own: 45+3 sits three minutes after the first
 * half's 45th, and the second half starts after it. Entries may carry `period` and `addedMinute`
 * (the feed is gaining them); without them the period is inferred from the minute and the order,
 * and a repeated regular end (45, 45, …) counts as added time. Nothing assumes one entry a minute.
 */

export type PlayPeriod = Exclude<PeriodId, 'penaltyShootout'>;
export const playPeriods: readonly PlayPeriod[] = ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime'];

/** Each period's first and last regular minute as shown on the clock (SPEC section 9 thresholds). */
export const periodBounds: Record<PlayPeriod, { start: number; end: number }> = {
  firstHalf: { start: 0, end: 45 },
  secondHalf: { start: 45, end: 90 },
  firstHalfExtraTime: { start: 90, end: 105 },
  secondHalfExtraTime: { start: 105, end: 120 },
};

export interface TimedEntry {
  minute: number;
  period?: string;
  addedMinute?: number;
}

export interface MatchMoment {
  period: PlayPeriod;
  /** The regular minute, at most the period's end. */
  minute: number;
  /** Minutes beyond the period's regular end (0 in regular time). */
  addedMinute: number;
}

const isPlayPeriod = (period: string | undefined): period is PlayPeriod => playPeriods.includes(period as PlayPeriod);

/** The period a bare minute belongs to: the first whose regular end it does not pass. */
export function periodOfMinute(minute: number): PlayPeriod {
  return playPeriods.find((period) => minute <= periodBounds[period].end) ?? 'secondHalfExtraTime';
}

/** One moment from its own fields: an explicit period wins; a minute past its period's end is added time. */
export function momentOf(entry: TimedEntry): MatchMoment {
  const period = isPlayPeriod(entry.period) ? entry.period : periodOfMinute(entry.minute);
  const { end } = periodBounds[period];
  const beyond = Math.max(0, entry.minute - end);
  return { period, minute: Math.min(entry.minute, end), addedMinute: (entry.addedMinute ?? 0) + beyond };
}

/**
 * Moments of a per-minute series, in order. Without `period`, a minute equal to the previous
 * entry's and to its period's regular end is the next added minute (the feed's 45, 45, 90, 90, 90).
 */
export function seriesMoments(entries: readonly TimedEntry[]): MatchMoment[] {
  const out: MatchMoment[] = [];
  for (const entry of entries) {
    const previous = out.at(-1);
    if (entry.period === undefined && entry.addedMinute === undefined && previous) {
      const { end } = periodBounds[previous.period];
      if (entry.minute === end && previous.minute === end) {
        out.push({ period: previous.period, minute: end, addedMinute: previous.addedMinute + 1 });
        continue;
      }
    }
    out.push(momentOf(entry));
  }
  return out;
}

export interface TimelineAxis {
  /** The periods drawn, in order, each with its added minutes and where it starts on the axis. */
  periods: { period: PlayPeriod; offset: number; regular: number; added: number }[];
  /** The axis length in minutes. */
  length: number;
}

/**
 * The axis: at least both halves of regular time (a live chart keeps its full width), extra time
 * when any moment is in it, and each period's longest added time among the moments.
 */
export function timelineAxis(moments: readonly MatchMoment[]): TimelineAxis {
  const latest = Math.max(1, ...moments.map((moment) => playPeriods.indexOf(moment.period)));
  const periods: TimelineAxis['periods'] = [];
  let offset = 0;
  for (const period of playPeriods.slice(0, latest + 1)) {
    const regular = periodBounds[period].end - periodBounds[period].start;
    const added = Math.max(0, ...moments.filter((moment) => moment.period === period).map((moment) => moment.addedMinute));
    periods.push({ period, offset, regular, added });
    offset += regular + added;
  }
  return { periods, length: offset };
}

/** Where a moment's minute ends on the axis (a per-minute bar spans [position - 1, position]). */
export function axisPosition(axis: TimelineAxis, moment: MatchMoment): number {
  const span = axis.periods.find((entry) => entry.period === moment.period);
  if (!span) return axis.length;
  const intoRegular = Math.min(span.regular, Math.max(0, moment.minute - periodBounds[moment.period].start));
  return span.offset + intoRegular + Math.min(moment.addedMinute, span.added);
}

/** The minute as the fan reads it: 45+3, 90+1, 67. */
export function minuteLabel(moment: MatchMoment): string {
  return moment.addedMinute > 0 ? `${moment.minute}+${moment.addedMinute}` : `${moment.minute}`;
}

/** Between the halves (and the extra-time periods): the axis position of each period's start but the first. */
export function periodBreaks(axis: TimelineAxis): number[] {
  return axis.periods.slice(1).map((span) => span.offset);
}

/** The added-time stretches drawn as bands: [from, to] on the axis. */
export function addedTimeBands(axis: TimelineAxis): [number, number][] {
  return axis.periods.filter((span) => span.added > 0).map((span) => [span.offset + span.regular, span.offset + span.regular + span.added]);
}
