import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, mulberry32 } from './random.ts';

describe('mulberry32', () => {
  it('is pinned: a change here would silently change every modelled season', () => {
    const next = mulberry32(42);
    expect([next(), next(), next()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });

  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('stays in [0, 1)', () => {
    const next = mulberry32(123);
    for (let index = 0; index < 10_000; index += 1) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('deriveSeed', () => {
  it('gives each team its own stream from one seed', () => {
    expect(deriveSeed(1, 'nbr')).toBe(deriveSeed(1, 'nbr'));
    expect(deriveSeed(1, 'nbr')).not.toBe(deriveSeed(1, 'spa'));
    expect(deriveSeed(1, 'nbr')).not.toBe(deriveSeed(2, 'nbr'));
  });
});

describe('createRandom', () => {
  it('draws Poisson counts around their mean', () => {
    const random = createRandom(5);
    const draws = Array.from({ length: 4000 }, () => random.poisson(12.5));
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    expect(mean).toBeGreaterThan(12);
    expect(mean).toBeLessThan(13);
    expect(random.poisson(0)).toBe(0);
  });

  it('never picks a zero weight, and says so when all weights are zero', () => {
    const random = createRandom(9);
    for (let index = 0; index < 1000; index += 1) expect(random.weightedIndex([0, 2, 0, 1])).not.toBe(0);
    expect(random.weightedIndex([0, 0])).toBe(-1);
  });

  it('keeps int within both ends', () => {
    const random = createRandom(11);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});
