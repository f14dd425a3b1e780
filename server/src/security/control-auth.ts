import { sameSecret } from './same-secret.ts';
import { trustedProxies } from './trusted-proxies.ts';

/** Whether `Authorization: Bearer <token>` names the control token (constant time). */
export function hasControlToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  // Compared even when absent, so the answer time says nothing.
  return sameSecret(given ?? '', token) && given !== undefined;
}

/** Loopback hosts, where `--control` may listen without a token (only this machine reaches it). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

const loopback = trustedProxies('loopback');

/** Whether a peer's socket address is this machine's (IPv4, IPv6, or IPv4 mapped into IPv6): the trusted proxies' `loopback`. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && loopback(address);
}

/** Headers a proxy adds: a request that carries one was relayed, whatever its peer address. */
export const proxyHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Wrong control tokens per address in a fixed window: past `max` in `windowMs` the address is
 * locked out until its window ends, right token or not (else the lock would still answer a
 * guesser which guess was right, only later). Entries whose window has ended are swept as the map
 * grows, and past 100,000 addresses the oldest goes.
 */
export class WrongTokens {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private sweptAt = -Infinity;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Milliseconds the address stays locked out, or 0. */
  lockedFor(address: string): number {
    const window = this.windows.get(address);
    if (!window || window.count < this.max) return 0;
    return Math.max(0, window.startedAt + this.windowMs - this.now());
  }

  /** Counts a wrong token from the address. */
  wrong(address: string): void {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || now - window.startedAt >= this.windowMs) {
      // At most a sweep a second, so many addresses cannot make every wrong token cost a pass over them all.
      if (this.windows.size >= 10_000 && now - this.sweptAt >= 1000) this.sweep(now);
      // Still full of live windows (a guesser with many addresses): the oldest goes, memory stays bounded.
      if (this.windows.size >= 100_000) this.windows.delete(this.windows.keys().next().value!);
      // Taken out first, so a new window goes to the end of the map's order: the first key is the oldest window.
      this.windows.delete(address);
      this.windows.set(address, (window = { startedAt: now, count: 0 }));
    }
    window.count += 1;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [address, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(address);
  }
}
