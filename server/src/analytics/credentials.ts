import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The outlet and token the analytics endpoint accepts when FeedServerOptions.analytics names none;
 * `/dbs_auth/{eventId}` hands them to the widget. Demo values: the feed holds no secrets.
 */
export const defaultAnalyticsCredentials = { outlet: 'demo-outlet', token: 'demo-analytics-token' };

/**
 * Whether a request carries the credentials: `Authorization` equals the token, and both the
 * `outlet-key` header and the `:outlet` path segment equal the outlet. All three are compared, in
 * constant time, always, so the answer time does not tell which one was wrong.
 */
export function isAuthorised(
  given: { authorization: string | undefined; outletKey: string | undefined; outlet: string | undefined },
  credentials: { token: string; outlet: string },
): boolean {
  const token = sameSecret(given.authorization, credentials.token);
  const header = sameSecret(given.outletKey, credentials.outlet);
  const path = sameSecret(given.outlet, credentials.outlet);
  return token && header && path;
}

/** Constant-time comparison; hashing first gives equal lengths, which timingSafeEqual needs. */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
