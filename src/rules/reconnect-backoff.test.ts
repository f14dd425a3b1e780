import { describe, expect, it } from 'vitest';
import { ReconnectBackoff } from './reconnect-backoff.ts';

/** SPEC section 4 "Realtime socket": 500 ms doubling, capped at 30 s, 10 attempts. */
const specSchedule = [500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000];

function drain(backoff: ReconnectBackoff, count: number): Array<number | null> {
  return Array.from({ length: count }, () => backoff.nextDelay());
}

describe('ReconnectBackoff', () => {
  it('hands out the spec schedule, then null', () => {
    const backoff = new ReconnectBackoff();
    expect(drain(backoff, 12)).toEqual([...specSchedule, null, null]);
    expect(backoff.attempts).toBe(10);
    expect(backoff.exhausted).toBe(true);
  });

  it('counts every attempt handed out', () => {
    const backoff = new ReconnectBackoff();
    expect(backoff.attempts).toBe(0);
    backoff.nextDelay();
    backoff.nextDelay();
    expect(backoff.attempts).toBe(2);
    expect(backoff.exhausted).toBe(false);
  });

  it('starts the schedule again after reset', () => {
    const backoff = new ReconnectBackoff();
    drain(backoff, 4);
    backoff.reset();
    expect(backoff.attempts).toBe(0);
    expect(backoff.nextDelay()).toBe(500);
  });

  it('gives a full schedule again after giving up and a reset', () => {
    const backoff = new ReconnectBackoff();
    drain(backoff, 11);
    backoff.reset();
    expect(drain(backoff, 11)).toEqual([...specSchedule, null]);
  });

  it('takes other numbers', () => {
    const backoff = new ReconnectBackoff({ initialDelayMs: 100, factor: 3, maxDelayMs: 1000, maxAttempts: 4 });
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
});
