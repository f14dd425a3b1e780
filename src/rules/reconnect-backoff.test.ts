import { describe, expect, it } from 'vitest';
import { ReconnectBackoff } from './reconnect-backoff.ts';

/** SPEC section 4 "Realtime socket": 500 ms doubling, capped at 30 s, 10 attempts. */
const specSchedule = [500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000];

/** The schedule itself, without jitter: what the jitter spreads around. */
const exact = { jitter: 0 };

function drain(backoff: ReconnectBackoff, count: number): Array<number | null> {
  return Array.from({ length: count }, () => backoff.nextDelay());
}

describe('ReconnectBackoff', () => {
  it('hands out the spec schedule, then null', () => {
    const backoff = new ReconnectBackoff(exact);
    expect(drain(backoff, 12)).toEqual([...specSchedule, null, null]);
    expect(backoff.attempts).toBe(10);
    expect(backoff.exhausted).toBe(true);
  });

  it('counts every attempt handed out', () => {
    const backoff = new ReconnectBackoff(exact);
    expect(backoff.attempts).toBe(0);
    backoff.nextDelay();
    backoff.nextDelay();
    expect(backoff.attempts).toBe(2);
    expect(backoff.exhausted).toBe(false);
  });

  it('starts the schedule again after reset', () => {
    const backoff = new ReconnectBackoff(exact);
    drain(backoff, 4);
    backoff.reset();
    expect(backoff.attempts).toBe(0);
    expect(backoff.nextDelay()).toBe(500);
  });

  it('gives a full schedule again after giving up and a reset', () => {
    const backoff = new ReconnectBackoff(exact);
    drain(backoff, 11);
    backoff.reset();
    expect(drain(backoff, 11)).toEqual([...specSchedule, null]);
  });

  it('takes other numbers', () => {
    const backoff = new ReconnectBackoff({ initialDelayMs: 100, factor: 3, maxDelayMs: 1000, maxAttempts: 4, ...exact });
    expect(drain(backoff, 5)).toEqual([100, 300, 900, 1000, null]);
  });

  it.each([
    [{ initialDelayMs: 0 }, /initialDelayMs/],
    [{ factor: 0.5 }, /factor/],
    [{ initialDelayMs: 1000, maxDelayMs: 500 }, /maxDelayMs/],
    [{ maxAttempts: -1 }, /maxAttempts/],
    [{ maxAttempts: 1.5 }, /maxAttempts/],
  ])('rejects %o with a TypeError', (options, message) => {
    expect(() => new ReconnectBackoff(options)).toThrow(TypeError);
    expect(() => new ReconnectBackoff(options)).toThrow(message);
  });

  it('spreads each delay from half to one and a half times the schedule, never past the cap', () => {
    const lowest = new ReconnectBackoff({ random: () => 0 });
    const highest = new ReconnectBackoff({ random: () => 0.999_999 });
    expect(drain(lowest, 11)).toEqual([...specSchedule.map((delay) => delay / 2), null]);
    expect(drain(highest, 11)).toEqual([750, 1500, 3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000, null]);
    const random = new ReconnectBackoff();
    for (const [attempt, delay] of drain(random, 10).entries()) {
      expect(delay).toBeGreaterThanOrEqual(specSchedule[attempt]! / 2);
      expect(delay).toBeLessThanOrEqual(Math.min(specSchedule[attempt]! * 1.5, 30_000));
    }
  });

  it('refuses a jitter of 1 or more, or below 0', () => {
    expect(() => new ReconnectBackoff({ jitter: 1 })).toThrow(TypeError);
    expect(() => new ReconnectBackoff({ jitter: -0.1 })).toThrow(TypeError);
  });
});
