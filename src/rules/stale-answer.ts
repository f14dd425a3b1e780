/**
 * When a later answer of a call fails or is malformed, the last good one stays on
 * screen; once it is older than this it is marked stale, with when it was last updated. Two status
 * polls (30 s each) have failed by then, so one slow answer does not raise the mark.
 */
export const answerStaleAfterMs = 60_000;

export interface AnswerState {
  /** When the last good answer arrived (ms since the epoch); 0 when none did. */
  dataUpdatedAt: number;
  hasData: boolean;
  /** The latest attempt failed or was malformed. */
  failing: boolean;
}

/** Whether the answer on screen is the last good one of a call that now fails, and old. */
export function isStaleAnswer({ dataUpdatedAt, hasData, failing }: AnswerState, now: number, maxAgeMs = answerStaleAfterMs): boolean {
  return hasData && failing && now - dataUpdatedAt > maxAgeMs;
}
