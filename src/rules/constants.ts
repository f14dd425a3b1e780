import type { PeriodId } from '../../contract/protocol.ts';

/**
 * The business constants of SPEC section 9 that the shell and the realtime layer use, in one
 * place and named as the spec names them. Other modules import these rather than repeat a number.
 */

// Pre-stream window (SPEC sections 4 and 9).
/** The stream may be offered this many minutes before kick-off. */
export const preStreamWindowMinutes = 15;
export const preStreamWindowMs = preStreamWindowMinutes * 60_000;
/** How often the pre-stream window is checked; checks are aligned to the minute boundary. */
export const preStreamCheckIntervalMs = 60_000;

// Goal animation (SPEC section 4 "Goal animation").
export const goalAnimationMs = 3000;
/** A new goal within this time of the last one does not start the animation again. */
export const goalRetriggerGuardMs = 5000;

// Layout (SPEC section 2 "Side header" and "Layout").
export const sideHeaderWidthPx = 40;
export const contentMaxWidthPx = 480;

// Stream player (SPEC section 9).
export const streamAspectRatio = { width: 16, height: 9 } as const;
/** Minimum container height of the stream player. */
export const streamMinHeightPx = 189;
/** Maximum container height of the stream player when not in fixed-height mode. */
export const streamMaxHeightPx = 320;
/** Launch error codes that disable the stream (SPEC sections 4 and 8). Defined with the feed protocol. */
export { streamErrorCodes } from '../../contract/vocabulary.ts';

// Realtime socket (SPEC section 4 "Realtime socket").
export const socketInitialDelayMs = 500;
/** Each reconnect waits this many times longer than the one before. */
export const socketBackoffFactor = 2;
export const socketMaxDelayMs = 30_000;
export const socketMaxAttempts = 10;

// Match clock (SPEC section 4 "Clock display").
export const clockTickMs = 1000;
/** Seconds already played when a period starts, by the last period in the event status. */
export const periodOffsetSeconds = {
  firstHalf: 0,
  secondHalf: 2700,
  firstHalfExtraTime: 5400,
  secondHalfExtraTime: 6300,
  penaltyShootout: 7200,
} as const satisfies Record<PeriodId, number>;
/** The base for "any other" period, such as a period id this build does not know. */
export const otherPeriodOffsetSeconds = 7200;
/** Injury time is flagged while inPlay once the shown minutes reach these, by period. */
export const injuryTimeThresholdMinutes = {
  firstHalf: 45,
  secondHalf: 90,
  firstHalfExtraTime: 90,
  secondHalfExtraTime: 120,
} as const satisfies Partial<Record<PeriodId, number>>;

// Assistants (SPEC sections 3 and 9).
export const assistantDefaults = {
  activeTeam: 'both',
  activeEventPlayer: 'goals',
  activeEventTeam: 'goals',
  threshold: 0.5,
  matchCount: 6,
} as const;

// Navigation (SPEC section 2 "Navigation rules").
/** A sub-tab row appears only when at least this many tabs are offered. */
export const subTabsMinimum = 2;

// Viewport (SPEC section 4 "Realtime socket").
/** The viewport counts as mobile at this width or less. */
export const mobileBreakpointPx = 752;
/** The window size assumed before measuring, when the mobile check applies. */
export const defaultMobileWindow = { width: 320, height: 375 } as const;
