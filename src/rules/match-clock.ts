import type { EventStatus, PeriodId } from '../../contract/protocol.ts';
import { clockTickMs, injuryTimeThresholdMinutes, otherPeriodOffsetSeconds, periodOffsetSeconds } from './constants.ts';

/**
 * The match clock of SPEC section 4 "Clock display".
 *
 * Where the spec is silent:
 * - pre-match stages (published, preview, lineupsAvailable, momentsBeforeKO) show the no-clock
 *   text, as no status does: nothing has been played;
 * - endOfSecondHalf shows 90:00 and endOfExtraTime 120:00, the end of the period just played,
 *   as a paused clock (the spec gives HT only for halfTime);
 * - penalties without a penaltyShootout period shows AET, as it would with the period;
 * - inPlay without periodStartTime or without any period shows the no-clock text: the clock
 *   cannot be placed;
 * - a periodStartTime in the future (clock skew) counts as the start of the period.
 */

export interface ClockLabels {
  fullTime: string;
  halfTime: string;
  afterExtraTime: string;
  suspended: string;
}

/** The fallbacks of SPEC section 4 when a translation is missing. */
export const defaultClockLabels: ClockLabels = { fullTime: 'FT', halfTime: 'HT', afterExtraTime: 'AET', suspended: 'SUSP' };

/** What the clock shows without a status. */
export const noClockText = '- -:- -';

export interface ClockDisplay {
  text: string;
  isInjuryTime: boolean;
}

/** Seconds already played when `period` starts; any other period (or none) counts 7200. */
export function periodOffset(period: PeriodId | undefined): number {
  if (period === undefined || !Object.hasOwn(periodOffsetSeconds, period)) return otherPeriodOffsetSeconds;
  return periodOffsetSeconds[period as keyof typeof periodOffsetSeconds];
}

/** The minute from which a period is in injury time, or null for a period without one. */
export function injuryTimeThreshold(period: PeriodId | undefined): number | null {
  if (period === undefined || !Object.hasOwn(injuryTimeThresholdMinutes, period)) return null;
  return injuryTimeThresholdMinutes[period as keyof typeof injuryTimeThresholdMinutes];
}

/** The start of the last period in epoch ms, or null when the status has none or it is unreadable. */
export function periodStartMs(status: Pick<EventStatus, 'periodStartTime'>): number | null {
  if (status.periodStartTime === undefined) return null;
  const ms = Date.parse(status.periodStartTime);
  return Number.isNaN(ms) ? null : ms;
}

/** `minutes:seconds`, seconds in two digits; minutes as they come (7:05, 45:00, 123:04). */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Match seconds at `nowMs` while inPlay: now - periodStartTime + the base of the last period. */
export function elapsedMatchSeconds(status: EventStatus, nowMs: number): number | null {
  const lastPeriod = status.periods.at(-1)?.id;
  const startMs = periodStartMs(status);
  if (lastPeriod === undefined || startMs === null) return null;
  return Math.floor(Math.max(0, nowMs - startMs) / 1000) + periodOffset(lastPeriod);
}

function fixed(text: string): ClockDisplay {
  return { text, isInjuryTime: false };
}

/** What the match clock shows at `nowMs` (SPEC section 4 "Clock display"). */
export function clockDisplay(
  status: EventStatus | undefined | null,
  nowMs: number,
  labels: ClockLabels = defaultClockLabels,
): ClockDisplay {
  if (!status) return fixed(noClockText);
  if (status.periods.some((period) => period.id === 'penaltyShootout')) return fixed(labels.afterExtraTime);
  switch (status.status) {
    case 'played':
    case 'fullTime':
      return fixed(labels.fullTime);
    case 'suspended':
      return fixed(labels.suspended);
    case 'halfTime':
      return fixed(labels.halfTime);
    case 'extraTimeFullTime':
    case 'extraTimeHalfTime':
    case 'penalties':
      return fixed(labels.afterExtraTime);
    case 'endOfSecondHalf':
      return fixed(formatClock(periodOffsetSeconds.firstHalfExtraTime));
    case 'endOfExtraTime':
      return fixed(formatClock(otherPeriodOffsetSeconds));
    case 'inPlay': {
      const seconds = elapsedMatchSeconds(status, nowMs);
      if (seconds === null) return fixed(noClockText);
      const threshold = injuryTimeThreshold(status.periods.at(-1)?.id);
      return { text: formatClock(seconds), isInjuryTime: threshold !== null && Math.floor(seconds / 60) >= threshold };
    }
    case 'published':
    case 'preview':
    case 'lineupsAvailable':
    case 'momentsBeforeKO':
      return fixed(noClockText);
    default: {
      // Every stage is handled above: a new one fails to compile here.
      const unhandled: never = status.status;
      void unhandled;
      return fixed(noClockText);
    }
  }
}

/**
 * Milliseconds until the match clock next turns a second, measured from the period start, so a
 * clock that schedules each render with this lands on the boundary and never drifts, however
 * late a timer fires. Exactly on a boundary it is a whole tick.
 */
export function msUntilNextTick(nowMs: number, periodStartMs: number): number {
  if (!Number.isFinite(nowMs) || !Number.isFinite(periodStartMs)) return clockTickMs;
  const intoSecond = (((nowMs - periodStartMs) % clockTickMs) + clockTickMs) % clockTickMs;
  return clockTickMs - intoSecond;
}
