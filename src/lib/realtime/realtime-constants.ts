import type { PeriodId } from '../feed/protocol.ts';

/**
 * The SPEC section 9 constants that the realtime modules use (socket, match clock, goal
 * animation), named as the spec names them. Every module in this folder reads its numbers from
 * here rather than repeating them.
 */

// Realtime socket (SPEC section 4 "Realtime socket").
/** Delay before the first reconnect attempt. */
export const socketInitialDelayMs = 500;
/** Each reconnect waits this many times longer than the one before ("doubling"). */
export const socketBackoffFactor = 2;
/** No reconnect waits longer than this. */
export const socketMaxDelayMs = 30_000;
/** Reconnect attempts after a drop; then the socket gives up until retried. */
export const socketMaxAttempts = 10;

// Match clock (SPEC section 4 "Clock display").
export const clockTickMs = 1000;
/** Seconds already played when a period starts, by the last period in the event status. */
export const periodOffsetSeconds = {
  firstHalf: 0,
  secondHalf: 2700,
  firstHalfExtraTime: 5400,
  secondHalfExtraTime: 6300,
} as const satisfies Partial<Record<PeriodId, number>>;
/** The base for "any other" last period (the shoot-out, or an id this build does not know). */
export const otherPeriodOffsetSeconds = 7200;
/** Injury time is flagged while inPlay once the shown minutes reach these, by period. */
export const injuryTimeThresholdMinutes = {
  firstHalf: 45,
  secondHalf: 90,
  firstHalfExtraTime: 90,
  secondHalfExtraTime: 120,
} as const satisfies Partial<Record<PeriodId, number>>;

// Goal animation (SPEC section 4 "Goal animation").
/** How long the goal animation (or word) stays on screen. */
export const goalAnimationMs = 3000;
/** A goal within this time of the last accepted one does not start the animation again. */
export const goalRetriggerGuardMs = 5000;
