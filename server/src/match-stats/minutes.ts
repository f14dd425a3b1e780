import { regularPeriodSeconds, type Timeline } from '../match/timeline.ts';

/**
 * A player's minutes, one rule for every answer that gives them (`/player_stats`, `/opta_points`
 * and the analytics service): the minutes the match clock ran while he was on the pitch, each
 * period counted up to its regulation length (45 minutes, 15 in extra time) and its added time not
 * at all, rounded to the nearest whole minute (half a minute up). So a player on from start to
 * finish has 90 (120 after extra time), whatever time was added; one who went off with 57:48 on
 * the clock has 58, as the "58'" beside his name says, not the 60 and more that the first half's
 * added time would make of it; one who came on a second into the second half has 45.
 * docs/feed-protocol.md ("Points and minutes") states the rule.
 */

/** Seconds the match clock has run by `second` (seconds from kick-off), added time left out. */
export function clockSecondsBy(timeline: Timeline, second: number): number {
  let seconds = 0;
  for (const phase of timeline.phases) {
    if (phase.stage !== 'inPlay' || !phase.period) continue;
    seconds += Math.min(regularPeriodSeconds[phase.period], Math.max(0, Math.min(second, phase.end) - phase.start));
  }
  return seconds;
}

/** Whole minutes on the clock between coming on (`onAt`) and going off (`offAt`, or now: `second`). */
export function minutesPlayed(timeline: Timeline, onAt: number | null, offAt: number | null, second: number): number {
  if (onAt === null || second < onAt) return 0;
  const until = Math.min(offAt ?? Infinity, second);
  return Math.round(Math.max(0, clockSecondsBy(timeline, until) - clockSecondsBy(timeline, onAt)) / 60);
}
