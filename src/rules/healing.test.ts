import { describe, expect, it } from 'vitest';
import { HealingGate, healingIntervalMs } from './healing.ts';

const t0 = Date.parse('2026-11-22T20:00:00Z');

describe('HealingGate', () => {
  it('waits a minute after the burst that gave up before a sign starts another', () => {
    const gate = new HealingGate();
    gate.burstAt(t0);
    expect(gate.nextBurstAt()).toBe(t0 + 60_000);
    expect(gate.admit(t0 + 30_000)).toBe(false);
    expect(gate.admit(t0 + 59_999)).toBe(false);
    expect(gate.admit(t0 + 60_000)).toBe(true);
    expect(gate.nextBurstAt()).toBe(t0 + 120_000);
  });

  it('admits at most one burst a minute however many signs come (visible, online, status polls)', () => {
    const gate = new HealingGate();
    gate.burstAt(t0);
    const admitted = Array.from({ length: 600 }, (_, second) => gate.admit(t0 + second * 1000)).filter(Boolean);
    expect(admitted).toHaveLength(9);
  });

  it('admits the first sign at once when no burst ran yet', () => {
    expect(new HealingGate().admit(t0)).toBe(true);
  });

  it('is a minute by default and refuses a non-positive interval', () => {
    expect(healingIntervalMs).toBe(60_000);
    expect(() => new HealingGate(0)).toThrow(TypeError);
  });
});
