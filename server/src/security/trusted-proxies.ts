import { BlockList, isIP } from 'node:net';

/** Whether a peer address is a proxy whose `X-Forwarded-For` and `X-Request-Id` are believed. */
export type TrustedProxy = (address: string | undefined) => boolean;

// The names proxy-addr (Fastify's) takes, for the same FEED_TRUST_PROXY values to keep working.
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const plainAddress = (address: string): string => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;

/**
 * `trustProxy` (`FEED_TRUST_PROXY`) as a test of a peer address: `true` trusts every peer (for a
 * development setup only: main.ts refuses it in production, since then any client could forge its
 * address and request id), a comma-separated list of addresses, CIDR ranges (`10.0.0.0/8`) or
 * the names `loopback`, `linklocal`, `uniquelocal` trusts those, and nothing trusts nobody.
 * An entry that is none of these is refused with a TypeError naming it.
 */
export function trustedProxies(trust: boolean | string | undefined): TrustedProxy {
  if (trust === true) return () => true;
  if (!trust) return () => false;
  const list = new BlockList();
  const entries = trust
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries.flatMap((entry) => namedRanges[entry] ?? [entry])) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? maxBits : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (!family || extra !== undefined || !(prefix >= 0 && prefix <= maxBits)) {
      throw new TypeError(`FEED_TRUST_PROXY: "${entry}" is not an address, a CIDR range such as 10.0.0.0/8, or loopback`);
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
