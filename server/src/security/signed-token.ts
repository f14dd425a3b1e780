import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Scoped, expiring credentials signed with the feed's secret (HMAC-SHA256, `FEED_SECRET`):
 * `v1.<claims>.<signature>`, both parts base64url. The claims name what the token may do (its
 * scope), for which outlet and which event, and until when. Nothing is stored: any instance that
 * holds the secret checks a token by recomputing its signature.
 *
 * - `analytics`: what `/dbs_auth/{eventId}` hands the widget for the GraphQL endpoint;
 * - `stream`: the key an operator's backend gives a fan's page for `/stream/launch`.
 */
export type TokenScope = 'analytics' | 'stream';

export interface TokenClaims {
  scope: TokenScope;
  outlet: string;
  eventId: string;
  /** Expiry, in ms since the Unix epoch. */
  expiresAt: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: TokenRefusal };
export type TokenRefusal = 'malformed' | 'signature' | 'expired' | 'scope' | 'outlet' | 'event';

const version = 'v1';
const claimsSchema = z.object({
  s: z.enum(['analytics', 'stream']),
  o: z.string().min(1),
  e: z.string().min(1),
  x: z.number().int().positive(),
});

/** A secret long enough to sign with: at least 32 characters (`FEED_SECRET`). */
export function assertUsableSecret(secret: string, name = 'FEED_SECRET'): void {
  if (secret.length < 32) throw new TypeError(`${name} must be at least 32 characters long (got ${secret.length})`);
}

/** A fresh random secret, for a feed started without one (the demo, tests): its tokens die with it. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ s: claims.scope, o: claims.outlet, e: claims.eventId, x: Math.floor(claims.expiresAt) }),
  ).toString('base64url');
  const body = `${version}.${payload}`;
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/**
 * Checks a token against what the request is for. The signature is compared in constant time
 * and before the claims are read, so a forged token learns nothing about which claim was wrong.
 */
export function verifyToken(
  secret: string,
  token: string | undefined,
  expected: { scope: TokenScope; outlet?: string; eventId?: string },
  now: number,
): TokenCheck {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || parts[0] !== version) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(parts[2]!, 'base64url');
  const wanted = sign(secret, `${parts[0]}.${parts[1]}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'signature' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = claimsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const claims: TokenClaims = { scope: parsed.data.s, outlet: parsed.data.o, eventId: parsed.data.e, expiresAt: parsed.data.x };
  if (claims.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (claims.scope !== expected.scope) return { ok: false, reason: 'scope' };
  if (expected.outlet !== undefined && claims.outlet !== expected.outlet) return { ok: false, reason: 'outlet' };
  if (expected.eventId !== undefined && claims.eventId !== expected.eventId) return { ok: false, reason: 'event' };
  return { ok: true, claims };
}
