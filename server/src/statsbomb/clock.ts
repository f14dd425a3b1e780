import type { PeriodId } from '../scenario/schema.ts';
import type { BaseEvent } from './input.ts';

/**
 * StatsBomb gives each event a match clock (`minute` counts on across periods: the second half
 * starts at 45) and a `timestamp` from the start of its period. We place events as a period and
 * seconds from that period's start, so the match minute loses the minutes of earlier periods.
 */

export const periodByNumber: Record<number, PeriodId> = {
  1: 'firstHalf',
  2: 'secondHalf',
  3: 'firstHalfExtraTime',
  4: 'secondHalfExtraTime',
  5: 'penaltyShootout',
};

const baseMinute: Record<PeriodId, number> = {
  firstHalf: 0,
  secondHalf: 45,
  firstHalfExtraTime: 90,
  secondHalfExtraTime: 105,
  penaltyShootout: 120,
};

/** Regular lengths; a shoot-out has no running clock, its length is its kicks. */
const regularSeconds: Record<PeriodId, number> = {
  firstHalf: 45 * 60,
  secondHalf: 45 * 60,
  firstHalfExtraTime: 15 * 60,
  secondHalfExtraTime: 15 * 60,
  penaltyShootout: 0,
};

// The scenario schema's bounds.
const maxSecond = 4200;
const maxAddedSeconds = 1200;

export function periodOf(event: Pick<BaseEvent, 'period'>): PeriodId {
  // The input schema keeps period within 1..5, so the lookup always finds one.
  return periodByNumber[event.period] ?? 'firstHalf';
}

/** Seconds from the start of the event's period: the match clock less the minutes of earlier periods. */
export function secondInPeriod(event: Pick<BaseEvent, 'period' | 'minute' | 'second'>): number {
  const seconds = (event.minute - baseMinute[periodOf(event)]) * 60 + event.second;
  return Math.min(maxSecond, Math.max(0, seconds));
}

/** "00:45:05.267" -> 2705.267 */
export function timestampSeconds(timestamp: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = timestamp.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * Stoppage time of a period: how far its last event (the "Half End") runs past the regular
 * length. Whole seconds, rounded down like the event seconds, so no event falls outside.
 */
export function addedSeconds(period: PeriodId, events: ReadonlyArray<Pick<BaseEvent, 'timestamp'>>): number {
  if (period === 'penaltyShootout') return 0;
  const last = events.reduce((latest, event) => Math.max(latest, timestampSeconds(event.timestamp)), 0);
  return Math.min(maxAddedSeconds, Math.max(0, Math.floor(last) - regularSeconds[period]));
}
