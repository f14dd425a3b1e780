import { describe, expect, it } from 'vitest';
import { compareScorers, rankScorers, type RankableScorer } from './scorer-ranking.ts';

type Row = RankableScorer & { team: string };
const row = (name: string, team: string, goals: number, penalties?: number): Row => ({ name, team, goals, penalties });
const teamOf = (scorer: Row) => scorer.team;

describe('the top-scorer ranking', () => {
  it('ranks by goals and lets level players share a rank, skipping the next (1, 1, 3)', () => {
    const ranked = rankScorers([row('Dunn', 'b', 2), row('Able', 'a', 7), row('Bell', 'a', 7), row('Cole', 'b', 4)], teamOf);
    expect(ranked.map((scorer) => [scorer.rank, scorer.name])).toEqual([
      [1, 'Able'],
      [1, 'Bell'],
      [3, 'Cole'],
      [4, 'Dunn'],
    ]);
  });

  it('lists level players by fewer penalties before name, and keeps the shared rank', () => {
    const ranked = rankScorers([row('Able', 'a', 5, 3), row('Zola', 'b', 5, 0), row('Moss', 'c', 5)], teamOf);
    expect(ranked.map((scorer) => [scorer.rank, scorer.name])).toEqual([
      [1, 'Moss'],
      [1, 'Zola'],
      [1, 'Able'],
    ]);
  });

  it('breaks a full tie by name with accents read as their letters, then by team', () => {
    const sorted = [row('Émile', 'b', 1), row('Eden', 'b', 1), row('Rossi', 'spain', 1), row('Rossi', 'italy', 1)].sort(
      compareScorers(teamOf),
    );
    expect(sorted.map((scorer) => `${scorer.name} ${scorer.team}`)).toEqual(['Eden b', 'Émile b', 'Rossi italy', 'Rossi spain']);
  });

  it('cuts at the limit after ranking, so the ranks are those of the whole chart', () => {
    const ranked = rankScorers([row('A', 'a', 3), row('B', 'a', 2), row('C', 'a', 2), row('D', 'a', 2)], teamOf, 3);
    expect(ranked.map((scorer) => scorer.rank)).toEqual([1, 2, 2]);
    expect(rankScorers([], teamOf)).toEqual([]);
  });
});
