import type { Stage } from '../../contract/protocol.ts';
import { preStreamCheckIntervalMs, preStreamWindowMs, streamErrorCodes } from './constants.ts';
import { isStreamStage } from '../../contract/stage-groups.ts';

/** The stream rules of SPEC sections 2 ("Item availability"), 4 ("Pre-stream window", "Stream disabled") and 5. */

export interface StreamCredentials {
  token: string | undefined;
  outletkey: string | undefined;
  stream: string | undefined;
  user: string | undefined;
}

const isNonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** SPEC section 5: token, outletkey, stream and user must each be a non-blank string. */
export function streamCredentialsValid(credentials: StreamCredentials): boolean {
  return [credentials.token, credentials.outletkey, credentials.stream, credentials.user].every(isNonBlank);
}

/** What is known about the stream apart from the stage; the side header takes this too. */
export interface StreamState {
  /** Availability says the stream is on. */
  available: boolean;
  /** A launch answered with a disabling error code. */
  disabled: boolean;
  credentialsValid: boolean;
  inPreStreamWindow: boolean;
}

/**
 * SPEC section 2: the stream is offered when it is available, not disabled, the credentials are
 * valid, and the stage is a stream stage or the match is in the pre-stream window.
 */
export function streamOffered(state: StreamState & { stage: Stage | undefined }): boolean {
  return state.available && !state.disabled && state.credentialsValid && (isStreamStage(state.stage) || state.inPreStreamWindow);
}

/** SPEC section 4 "Stream disabled": these launch error codes disable the stream. */
export function isStreamDisablingError(code: unknown): boolean {
  return (streamErrorCodes as readonly unknown[]).includes(code);
}

/**
 * SPEC section 4: true from 15 minutes before matchStart until matchStart. We read the window as
 * half-open: its first instant counts, kick-off itself does not (from then the stage decides).
 */
export function inPreStreamWindow(matchStart: Date, now: Date): boolean {
  const kickOff = matchStart.getTime();
  const at = now.getTime();
  return at >= kickOff - preStreamWindowMs && at < kickOff;
}

/**
 * Milliseconds from `now` to the next whole minute, so checks line up with the minute boundary
 * (SPEC section 4). On a boundary it is a full minute: that minute's check is the current one.
 */
export function msUntilNextMinute(now: Date): number {
  const intoMinute = ((now.getTime() % preStreamCheckIntervalMs) + preStreamCheckIntervalMs) % preStreamCheckIntervalMs;
  return preStreamCheckIntervalMs - intoMinute;
}

/**
 * When to check the pre-stream window next, or null to stop: checking stops once inside the
 * window (SPEC section 4), and also from kick-off on, when the window can no longer open.
 */
export function nextPreStreamCheckMs(matchStart: Date, now: Date): number | null {
  if (now.getTime() >= matchStart.getTime() - preStreamWindowMs) return null;
  return msUntilNextMinute(now);
}
