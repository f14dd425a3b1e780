/**
 * A small seeded random source for the season model. The same seed must give the same season on
 * every machine and every Node version, so we cannot use Math.random; mulberry32 is a 32-bit
 * generator with a single word of state, fast and well spread enough for simulated match stats
 * (it is not for anything secret).
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** A Poisson-distributed count with mean `mean`: goals, shots and fouls arrive roughly so. */
  poisson(mean: number): number;
  /** How many of `trials` attempts succeed, each with probability `p` (completed passes). */
  binomial(trials: number, p: number): number;
  /** An index into `weights`, drawn in proportion to them; -1 when every weight is 0. */
  weightedIndex(weights: readonly number[]): number;
}

/** mulberry32 (Tommy Ettinger): returns a function that yields floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes a seed with a name (a team id) so each team gets its own stream: a team's season then
 * does not change when the other team's squad or the order of the teams changes. FNV-1a over
 * the name, folded into the seed with a murmur3 finaliser.
 */
export function deriveSeed(seed: number, name: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    between: (min, max) => min + next() * (max - min),
    poisson(mean) {
      // Knuth's method: exact, and our means stay below ~80 so exp(-mean) does not underflow.
      if (!(mean > 0)) return 0;
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count += 1;
        product *= next();
      }
      return count;
    },
    binomial(trials, p) {
      let successes = 0;
      for (let trial = 0; trial < trials; trial += 1) if (next() < p) successes += 1;
      return successes;
    },
    weightedIndex(weights) {
      const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
      if (total <= 0) return -1;
      let target = next() * total;
      for (let index = 0; index < weights.length; index += 1) {
        target -= Math.max(0, weights[index] ?? 0);
        if (target < 0) return index;
      }
      // Float rounding can leave a sliver at the end: give it to the last positive weight.
      return weights.findLastIndex((weight) => weight > 0);
    },
  };
  return random;
}
