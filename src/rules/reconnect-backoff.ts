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
  /**
   * Spread of each delay around the schedule, as a fraction: 0.5 draws it from half to one and a
   * half times the scheduled delay, never past the cap. Default {@link reconnectJitter}; 0 keeps
   * the schedule exact.
   */
  jitter?: number;
  /** Source of randomness in [0, 1). Default Math.random. */
  random?: () => number;
}

/**
 * ±50 %: when the feed restarts it closes every socket within a few seconds (code 1012), and a
 * schedule without jitter would bring every fan back in the same instant.
 */
export const reconnectJitter = 0.5;

/**
 * The reconnect schedule of SPEC section 4 "Realtime socket": 500 ms, doubling, capped at 30 s,
 * at most 10 attempts, then it gives up. An open connection calls {@link reset}. Each delay is
 * jittered around its place in the schedule (±50 % by default), within the cap.
 */
export class ReconnectBackoff {
  readonly initialDelayMs: number;
  readonly factor: number;
  readonly maxDelayMs: number;
  readonly maxAttempts: number;
  readonly jitter: number;
  readonly #random: () => number;
  #attempts = 0;

  constructor(options: ReconnectBackoffOptions = {}) {
    const {
      initialDelayMs = socketInitialDelayMs,
      factor = socketBackoffFactor,
      maxDelayMs = socketMaxDelayMs,
      maxAttempts = socketMaxAttempts,
      jitter = reconnectJitter,
      random = Math.random,
    } = options;
    if (!(jitter >= 0 && jitter < 1)) throw new TypeError(`jitter must be at least 0 and below 1, got ${jitter}`);
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
    this.jitter = jitter;
    this.#random = random;
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
    const scheduled = Math.min(this.initialDelayMs * this.factor ** this.#attempts, this.maxDelayMs);
    this.#attempts += 1;
    if (this.jitter === 0) return scheduled;
    const spread = 1 - this.jitter + 2 * this.jitter * this.#random();
    return Math.round(Math.min(scheduled * spread, this.maxDelayMs));
  }

  reset(): void {
    this.#attempts = 0;
  }
}
