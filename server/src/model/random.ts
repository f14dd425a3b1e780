import { createRandom as createSeededRandom, type Random as SeededRandom } from '../analytics/random.ts';

/**
 * The seeded source of the match model: the analytics model's mulberry32 source (one
 * implementation for the whole feed), plus picking from a list.
 */
export interface Random extends SeededRandom {
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  const random = createSeededRandom(seed);
  return { ...random, pick: (items) => items[Math.floor(random.next() * items.length)]! };
}
