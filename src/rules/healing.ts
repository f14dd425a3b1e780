/**
 * Healing after the socket has given up (SPEC section 4 caps one burst at 10 attempts).
 * A new burst starts by itself when there is a sign the feed may be back: the page became visible,
 * the browser came back online, or an HTTP poll of the status succeeded. Signs come often (a status
 * poll every 30 s), so bursts are at most one a minute: a feed that is down is not hammered.
 */
export const healingIntervalMs = 60_000;

export type HealingSign = 'visible' | 'online' | 'statusPolled';

export class HealingGate {
  readonly #intervalMs: number;
  #lastBurstAt: number | null = null;

  constructor(intervalMs: number = healingIntervalMs) {
    if (!(intervalMs > 0)) throw new TypeError('intervalMs must be a positive number of milliseconds');
    this.#intervalMs = intervalMs;
  }

  /** A burst of attempts ended (the socket gave up) or started: the next one waits its turn. */
  burstAt(now: number): void {
    this.#lastBurstAt = now;
  }

  /** The earliest moment a sign may start a new burst; null when one may start now or never ran. */
  nextBurstAt(): number | null {
    return this.#lastBurstAt === null ? null : this.#lastBurstAt + this.#intervalMs;
  }

  /** Whether a sign at `now` starts a new burst; when it does, the burst is recorded. */
  admit(now: number): boolean {
    if (this.#lastBurstAt !== null && now < this.#lastBurstAt + this.#intervalMs) return false;
    this.#lastBurstAt = now;
    return true;
  }
}
