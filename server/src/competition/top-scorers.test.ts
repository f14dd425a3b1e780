import { describe, expect, it } from 'vitest';
import { loadCompetition } from './data.ts';
import type { Scorer } from './schema.ts';
import { tournament, played } from '../testing/tiny-competition.ts';
import { topScorers } from './top-scorers.ts';

const goal = (side: Scorer['side'], name: string, minute: number, flags: Partial<Scorer> = {}): Scorer => ({
  side,
  name,
  minute,
  ...flags,
});

describe('top scorers rules', () => {
  const competition = tournament([
    played('2020-06-01', 'italy', 'wales', [3, 1], {
      group: 'A',
      scorers: [
        goal('home', 'Rossi', 10),
        goal('away', 'Bale', 20, { penalty: true }),
        goal('home', 'Jones', 30, { ownGoal: true }),
        goal('home', 'Rossi', 40),
      ],
    }),
    played('2020-06-05', 'wales', 'spain', [1, 2], {
      group: 'A',
      scorers: [goal('home', 'Bale', 5, { penalty: true }), goal('away', 'Alba', 50), goal('away', 'Rossi', 60)],
    }),
  ]);

  it('leaves own goals out, counts penalties both as goals and apart, and lists level players by fewer penalties', () => {
    expect(topScorers(competition)).toEqual([
      { name: 'Rossi', teamId: 'italy', goals: 2, penalties: 0 },
      { name: 'Bale', teamId: 'wales', goals: 2, penalties: 2 },
      { name: 'Alba', teamId: 'spain', goals: 1, penalties: 0 },
      // A namesake in another team is another player.
      { name: 'Rossi', teamId: 'spain', goals: 1, penalties: 0 },
    ]);
    expect(topScorers(competition).some((scorer) => scorer.name === 'Jones')).toBe(false);
  });

  it('takes goals of matches before the cut-off and at most `limit` rows', () => {
    expect(topScorers(competition, { before: '2020-06-05' }).map((scorer) => [scorer.name, scorer.goals])).toEqual([
      ['Rossi', 2],
      ['Bale', 1],
    ]);
    expect(topScorers(competition, { limit: 1 })).toHaveLength(1);
  });
});

describe('top scorers from the data', () => {
  it('World Cup 2022: Mbappé 8 (2 penalties), Messi 7 (4), then Álvarez and Giroud on 4', async () => {
    const worldCup = (await loadCompetition('worldcup-2022'))!;
    expect(topScorers(worldCup, { limit: 4 })).toEqual([
      { name: 'Kylian Mbappé', teamId: 'france', goals: 8, penalties: 2 },
      { name: 'Lionel Messi', teamId: 'argentina', goals: 7, penalties: 4 },
      { name: 'Julián Álvarez', teamId: 'argentina', goals: 4, penalties: 0 },
      { name: 'Olivier Giroud', teamId: 'france', goals: 4, penalties: 0 },
    ]);
  });

  it('World Cup 2022: Mbappé and Messi were level on 5 before the final', async () => {
    const worldCup = (await loadCompetition('worldcup-2022'))!;
    expect(topScorers(worldCup, { before: '2022-12-18', limit: 2 }).map((scorer) => [scorer.name, scorer.goals])).toEqual([
      ['Kylian Mbappé', 5],
      ['Lionel Messi', 5],
    ]);
  });

  it("Euro 2020: Schick (one penalty) listed before Ronaldo (three) on 5, and Kane's four goals are England's", async () => {
    const euro = (await loadCompetition('euro-2020'))!;
    const chart = topScorers(euro);
    expect(chart.slice(0, 2)).toEqual([
      { name: 'Schick', teamId: 'czech-republic', goals: 5, penalties: 1 },
      { name: 'Ronaldo', teamId: 'portugal', goals: 5, penalties: 3 },
    ]);
    expect(chart.find((scorer) => scorer.name === 'Kane')).toEqual({ name: 'Kane', teamId: 'england', goals: 4, penalties: 0 });
  });

  it('La Liga 2018/19 has no scorers in our source, so no chart', async () => {
    expect(topScorers((await loadCompetition('laliga-2018-19'))!)).toEqual([]);
  });
});
