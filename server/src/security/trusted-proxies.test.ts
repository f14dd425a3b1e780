import { describe, expect, it } from 'vitest';
import { trustedProxies } from './trusted-proxies.ts';

describe('trusted proxies (FEED_TRUST_PROXY)', () => {
  it('trusts the addresses and ranges listed, IPv4 mapped into IPv6 too, and nobody else', () => {
    const trusted = trustedProxies('10.0.0.5, 192.168.0.0/16, fd00::/8');
    expect(['10.0.0.5', '::ffff:10.0.0.5', '192.168.40.2', 'fd00::2'].every(trusted)).toBe(true);
    expect(['10.0.0.6', '203.0.113.9', '::1', '127.0.0.1', undefined].some(trusted)).toBe(false);
  });

  it('takes proxy-addr names such as loopback', () => {
    const trusted = trustedProxies('loopback');
    expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'].every(trusted)).toBe(true);
    expect(trusted('10.0.0.1')).toBe(false);
  });

  it('trusts everybody for true and nobody without a value', () => {
    expect(trustedProxies(true)('203.0.113.9')).toBe(true);
    expect(trustedProxies(undefined)('127.0.0.1')).toBe(false);
    expect(trustedProxies(false)('127.0.0.1')).toBe(false);
  });

  it('refuses an entry that is not an address or a range, naming it', () => {
    expect(() => trustedProxies('proxy.internal')).toThrow(/"proxy\.internal" is not an address/);
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => trustedProxies('10.0.0.0/')).toThrow(/is not an address/);
  });
});
