import { describe, expect, it } from 'vitest';
import { initialScore, nextShownScore, type ShownScore, type ShownScoreSources } from './live-score.ts';

const stats = (home: number, away: number) => ({ home: { goals: home }, away: { goals: away } });
const score = (home: number, away: number) => ({ home, away });
const shown = (home: ShownScore['home'], away: ShownScore['away']): ShownScore => ({ home, away });

describe('initialScore', () => {
  it.each([
    [[2, 1], shown(2, 1)],
    [[0, 0], shown(0, 0)],
    [[], shown('-', '-')],
    [[undefined, 3], shown('-', 3)],
    [[1, null], shown(1, '-')],
    [[Number.NaN, 1], shown('-', 1)],
  ] as Array<[[number?, (number | null)?], ShownScore]>)('initialScore(%o) is %o', (args, expected) => {
    expect(initialScore(...args)).toEqual(expected);
  });
});

describe('nextShownScore, in the order of SPEC section 4', () => {
  it.each<[string, ShownScoreSources, ShownScore]>([
    [
      '1. live stats goals beat everything',
      { statsSummary: stats(2, 1), score: score(1, 1), previous: shown(1, 0), initial: shown(0, 0) },
      shown(2, 1),
    ],
    ['1. live stats goals of 0 still count', { statsSummary: stats(0, 0), score: score(1, 1) }, shown(0, 0)],
    ['2. else the live score values', { score: score(1, 1), previous: shown(1, 0), initial: shown(0, 0) }, shown(1, 1)],
    ['2. a live score of 0 still counts', { score: score(0, 0), previous: shown(1, 1) }, shown(0, 0)],
    ['3. else the previously shown value', { previous: shown(1, 0), initial: shown(0, 0) }, shown(1, 0)],
    ['4. else the initial value', { initial: shown(3, 2) }, shown(3, 2)],
    ['4. a shown dash gives way to the initial value', { previous: shown('-', '-'), initial: shown(3, 2) }, shown(3, 2)],
    ['5. else a dash', {}, shown('-', '-')],
    [
      '5. a dash when every source is empty',
      { statsSummary: null, score: null, previous: null, initial: shown('-', '-') },
      shown('-', '-'),
    ],
  ])('%s', (_, sources, expected) => {
    expect(nextShownScore(sources)).toEqual(expected);
  });

  it.each<[string, ShownScoreSources, ShownScore]>([
    ['stats for home only, score for away', { statsSummary: { home: { goals: 2 } }, score: score(0, 1) }, shown(2, 1)],
    [
      'stats without goals fall through to the score',
      { statsSummary: { home: {}, away: { goals: null } }, score: score(1, 1) },
      shown(1, 1),
    ],
    ['score for one side, previous for the other', { score: { home: 1 }, previous: shown(0, 4) }, shown(1, 4)],
    ['previous for one side, initial for the other', { previous: shown(2, '-'), initial: shown(0, 1) }, shown(2, 1)],
  ])('chooses each side on its own: %s', (_, sources, expected) => {
    expect(nextShownScore(sources)).toEqual(expected);
  });

  it('follows a match: initial, score, stats, then keeps the last value when a message lacks it', () => {
    const initial = initialScore(0, 0);
    let current = nextShownScore({ initial });
    expect(current).toEqual(shown(0, 0));
    current = nextShownScore({ score: score(1, 0), previous: current, initial });
    expect(current).toEqual(shown(1, 0));
    current = nextShownScore({ statsSummary: stats(1, 1), score: score(1, 0), previous: current, initial });
    expect(current).toEqual(shown(1, 1));
    current = nextShownScore({ previous: current, initial });
    expect(current).toEqual(shown(1, 1));
  });
});
