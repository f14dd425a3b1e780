import { socketBackoffFactor, socketInitialDelayMs, socketMaxAttempts, socketMaxDelayMs } from './constants.ts';

/** Options of {@link ReconnectBackoff}; every default is the SPEC section 9 value. */
export interface ReconnectBackoffOptions {
  /** Delay of the first attempt. Default {@link socketInitialDelayMs} (500 ms). */
  initialDelayMs?: number;
  /** Growth of the delay per attempt. Default {@link socketBackoffFactor} (2, doubling). */
  factor?: number;
  /** Cap on any one delay. Default {@link socketMaxDelayMs} (30 000 ms). */
  maxDelayMs?: number;
  /** Attempts before giving up. Default {@link socketMaxAttempts} (10). */
  maxAttempts?: number;
}

/**
 * The reconnect schedule of SPEC section 4 "Realtime socket": 500 ms, doubling, capped at 30 s,
 * at most 10 attempts, then it gives up. An open connection calls {@link reset}.
 */
export class ReconnectBackoff {
  readonly initialDelayMs: number;
  readonly factor: number;
  readonly maxDelayMs: number;
  readonly maxAttempts: number;
  #attempts = 0;

  constructor(options: ReconnectBackoffOptions = {}) {
    const {
      initialDelayMs = socketInitialDelayMs,
      factor = socketBackoffFactor,
      maxDelayMs = socketMaxDelayMs,
      maxAttempts = socketMaxAttempts,
    } = options;
    if (!(initialDelayMs > 0)) throw new TypeError(`initialDelayMs must be positive, got ${initialDelayMs}`);
    if (!(factor >= 1)) throw new TypeError(`factor must be at least 1, got ${factor}`);
    if (!(maxDelayMs >= initialDelayMs)) {
      throw new TypeError(`maxDelayMs (${maxDelayMs}) must be at least initialDelayMs (${initialDelayMs})`);
    }
    if (!Number.isInteger(maxAttempts) || maxAttempts < 0) {
      throw new TypeError(`maxAttempts must be a whole number of at least 0, got ${maxAttempts}`);
    }
    this.initialDelayMs = initialDelayMs;
    this.factor = factor;
    this.maxDelayMs = maxDelayMs;
    this.maxAttempts = maxAttempts;
  }

  /** Attempts handed out since the last reset. */
  get attempts(): number {
    return this.#attempts;
  }

  /** Whether every attempt has been handed out. */
  get exhausted(): boolean {
    return this.#attempts >= this.maxAttempts;
  }

  /** The delay before the next attempt, counting it as made; null once the attempts are used up. */
  nextDelay(): number | null {
    if (this.exhausted) return null;
    const delay = Math.min(this.initialDelayMs * this.factor ** this.#attempts, this.maxDelayMs);
    this.#attempts += 1;
    return delay;
  }

  reset(): void {
    this.#attempts = 0;
  }
}
