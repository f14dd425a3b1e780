import type { PeriodId } from '../../../contract/protocol.ts';
import type { CompiledMatch } from '../match/compile.ts';
import { displayMinute, regularPeriodSeconds } from '../match/timeline.ts';

/**
 * Minutes as the statistics count them. Every minute of a period is its own row, injury time
 * included: the first half's 46th minute of play is 45+1 (minute 45, addedMinute 1), the
 * second half's 1st is 46. No minute is ever listed twice, so nothing is summed twice.
 */

export interface MatchMinute {
  period: PeriodId;
  /** Minutes from the start of the period: 0 is its first. */
  index: number;
  minute: number;
  addedMinute?: number;
  /** Seconds from kick-off when the minute starts. */
  start: number;
}

export interface Moment {
  period: PeriodId;
  /** Seconds from the start of the period. */
  secondInPeriod: number;
}

const playingPeriods = (match: CompiledMatch) => match.scenario.periods.filter((period) => period.id !== 'penaltyShootout');

export const periodSeconds = (match: CompiledMatch, period: PeriodId): number =>
  regularPeriodSeconds[period] + (match.scenario.periods.find((played) => played.id === period)?.addedSeconds ?? 0);

/** The minute shown to a fan for a moment, with the second within that minute. */
export function shownMinute(moment: Moment): { minute: number; addedMinute?: number; second: number } {
  return { ...displayMinute(moment.period, moment.secondInPeriod), second: moment.secondInPeriod % 60 };
}

/** Every minute of play that has started by `second`, in order. */
export function minutesUntil(match: CompiledMatch, second: number): MatchMinute[] {
  const rows: MatchMinute[] = [];
  for (const period of playingPeriods(match)) {
    const start = match.timeline.periodStart[period.id];
    if (start === undefined || start > second) continue;
    const count = Math.ceil(periodSeconds(match, period.id) / 60);
    for (let index = 0; index < count && start + index * 60 <= second; index += 1) {
      rows.push({ period: period.id, index, ...displayMinute(period.id, index * 60), start: start + index * 60 });
    }
  }
  return rows;
}

/**
 * The moment of play of a second from kick-off: in a break, the end of the period before it; in
 * the shoot-out, the last second of extra time. Used for what the control API fires at a moment.
 */
export function momentAt(match: CompiledMatch, at: number): Moment {
  const periods = playingPeriods(match);
  let moment: Moment = { period: periods[0]!.id, secondInPeriod: 0 };
  for (const period of periods) {
    const start = match.timeline.periodStart[period.id];
    if (start === undefined || start > at) break;
    moment = { period: period.id, secondInPeriod: Math.min(at - start, periodSeconds(match, period.id) - 1) };
  }
  return { period: moment.period, secondInPeriod: Math.max(0, moment.secondInPeriod) };
}

/** Where a moment falls among the rows: the key of its minute. */
export const minuteKey = (period: PeriodId, index: number) => `${period}:${index}`;
