/**
 * Timings of our own (SPEC section 9 names none of these): how often the widget asks again for
 * what the socket does not push, and how often it checks that live data is still fresh.
 */

/** The event status, polled besides the socket's `status` messages. */
export const statusPollMs = 30_000;
/** Availability changes with the stage (line-ups announced, kick-off); a minute is soon enough. */
export const availabilityPollMs = 60_000;
/** The pitch view's ball events, polled only while the view is shown. */
export const pitchViewPollMs = 5000;
/** How often the shell checks whether live data has gone stale (staleness.ts). */
export const staleCheckIntervalMs = 5000;
