import { describe, expect, it } from 'vitest';
import type { TopScorerFact } from './season-lines.ts';
import { season } from './testing/season-builder.ts';
import { topScorers } from './top-scorers.ts';

const withRows = (rows: TopScorerFact[]) => ({
  ...season([]),
  topScorers: { coverage: { complete: true, matchesCounted: 4, matchesPlayed: 4 }, rows },
});
const row = (name: string, goals: number, penalties?: number): TopScorerFact => ({
  name,
  teamCode: 'NBR',
  teamName: 'Northbridge Rovers',
  goals,
  penalties,
});

describe('topScorers', () => {
  it('sorts by goals, shares ranks on equal goals and cuts at the limit', () => {
    const table = topScorers(withRows([row('Cole', 4), row('Able', 7, 3), row('Bell', 7, 1), row('Dunn', 2)]), 3);
    expect(table.coverage.complete).toBe(true);
    expect(table.rows.map((scorer) => [scorer.rank, scorer.name, scorer.goals])).toEqual([
      [1, 'Bell', 7],
      [1, 'Able', 7],
      [3, 'Cole', 4],
    ]);
  });
});
