import { describe, expect, it } from 'vitest';
import { randomSecret, signToken, verifyToken } from './signed-token.ts';

describe('signed tokens', () => {
  const secret = randomSecret();
  const now = 1_800_000_000_000;
  const claims = { scope: 'analytics', outlet: 'demo-outlet', eventId: 'final', expiresAt: now + 60_000 } as const;
  const expected = { scope: 'analytics', outlet: 'demo-outlet', eventId: 'final' } as const;

  it('accepts a token for its scope, outlet and event until it expires', () => {
    expect(verifyToken(secret, signToken(secret, claims), expected, now)).toEqual({ ok: true, claims });
    expect(verifyToken(secret, signToken(secret, claims), expected, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another scope, outlet or event', () => {
    const token = signToken(secret, claims);
    expect(verifyToken(secret, token, { ...expected, scope: 'stream' }, now)).toMatchObject({ reason: 'scope' });
    expect(verifyToken(secret, token, { ...expected, outlet: 'other' }, now)).toMatchObject({ reason: 'outlet' });
    expect(verifyToken(secret, token, { ...expected, eventId: 'other' }, now)).toMatchObject({ reason: 'event' });
  });

  it('refuses a token signed with another secret, altered claims, the old constant and nothing', () => {
    expect(verifyToken(secret, signToken(randomSecret(), claims), expected, now)).toMatchObject({ reason: 'signature' });
    const [head, , signature] = signToken(secret, claims).split('.');
    const altered = Buffer.from(JSON.stringify({ s: 'analytics', o: 'demo-outlet', e: 'final', x: now * 2 })).toString('base64url');
    expect(verifyToken(secret, `${head}.${altered}.${signature}`, expected, now)).toMatchObject({ reason: 'signature' });
    expect(verifyToken(secret, 'demo-analytics-token', expected, now)).toMatchObject({ reason: 'malformed' });
    expect(verifyToken(secret, undefined, expected, now)).toMatchObject({ reason: 'malformed' });
  });
});
