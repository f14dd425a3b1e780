import { sameSecret } from '../security/same-secret.ts';
import { signToken, verifyToken, type TokenCheck } from '../security/signed-token.ts';

/**
 * The credentials of the analytics endpoint and of the stream: tokens signed with the
 * feed's secret (security/signed-token.ts), each for one outlet and one event, expiring.
 * `/dbs_auth/{eventId}` hands the widget an analytics token for that event; an operator's backend
 * mints stream keys with `streamKey` (or the same HMAC) for the fans it lets watch.
 */
export interface CredentialOptions {
  /** Signs and checks every token (`FEED_SECRET`). */
  secret: string;
  /** The outlet `/dbs_auth` names (`FEED_OUTLET`). Default `demo-outlet`. */
  outlet?: string;
  /** How long an analytics token from `/dbs_auth` lasts. Default 30 minutes. */
  analyticsTtlMs?: number;
  /** How long a stream key from `streamKey` lasts. Default 6 hours (a match with its build-up). */
  streamTtlMs?: number;
  now?: () => number;
}

export class FeedCredentials {
  readonly outlet: string;
  private readonly secret: string;
  private readonly analyticsTtlMs: number;
  private readonly streamTtlMs: number;
  private readonly now: () => number;

  constructor(options: CredentialOptions) {
    this.secret = options.secret;
    this.outlet = options.outlet ?? 'demo-outlet';
    this.analyticsTtlMs = options.analyticsTtlMs ?? 30 * 60_000;
    this.streamTtlMs = options.streamTtlMs ?? 6 * 3600_000;
    this.now = options.now ?? Date.now;
  }

  /** The token `/dbs_auth/{eventId}` answers: GraphQL for this event and outlet only. */
  analyticsToken(eventId: string): string {
    return signToken(this.secret, { scope: 'analytics', outlet: this.outlet, eventId, expiresAt: this.now() + this.analyticsTtlMs });
  }

  /** A stream key for one event (the launch's `stream`) and outlet. */
  streamKey(eventId: string, outlet = this.outlet): string {
    return signToken(this.secret, { scope: 'stream', outlet, eventId, expiresAt: this.now() + this.streamTtlMs });
  }

  /** An analytics token for `outlet` (its event is checked against the query, see routes/analytics.ts). */
  checkAnalytics(token: string | undefined, outlet: string): TokenCheck {
    return verifyToken(this.secret, token, { scope: 'analytics', outlet }, this.now());
  }

  checkStream(key: string, outlet: string, eventId: string): TokenCheck {
    return verifyToken(this.secret, key, { scope: 'stream', outlet, eventId }, this.now());
  }
}

/**
 * Whether a request carries fixed credentials: `Authorization` equals the token, and both the
 * `outlet-key` header and the `:outlet` path segment equal the outlet. All three are compared, in
 * constant time, always, so the answer time does not tell which one was wrong. Only for a route
 * registered on its own (tests); the feed itself uses signed tokens.
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
