import { describe, expect, it } from 'vitest';
import gqlTop from '../testing/laliga.gql-top-scorers.json';
import * as z from 'zod/mini';
import { optaPointsAnswerSchema } from '../../../../contract/match-data.ts';
import optaAnswer from '../testing/laliga.opta_points.json';
import playerStats from '../testing/laliga.player_stats.json';
import { firstDirection, orderPoints, rankScorers, sortRows, type ScorerRow } from './rankings.ts';

const scorer = (name: string, goals: number, penalties: number | null, appearances: number | null): ScorerRow => ({
  name,
  teamCode: 'X',
  teamName: 'X',
  goals,
  penalties,
  appearances,
});

describe('top scorers', () => {
  it('breaks ties on fewer penalties, then fewer matches, and shares a rank when all are level', () => {
    const ranked = rankScorers([
      scorer('Dani', 5, 1, 10),
      scorer('Ana', 5, 0, 12),
      scorer('Bea', 5, 1, 9),
      scorer('Cris', 5, 1, 10),
      scorer('Eva', 7, 3, 12),
    ]);
    expect(ranked.map((row) => [row.rank, row.name])).toEqual([
      [1, 'Eva'],
      [2, 'Ana'],
      [3, 'Bea'],
      [4, 'Cris'],
      [4, 'Dani'],
    ]);
  });

  it("ranks the scorers La Liga's records know after matchday 1: Messi 2, Coutinho 1", () => {
    const rows = gqlTop.data.topScorers.rows.map((row) => scorer(row.name, row.goals, row.penalties, row.appearances));
    expect(rankScorers(rows).map((row) => [row.rank, row.name, row.goals])).toEqual([
      [1, 'Lionel Messi', 2],
      [2, 'Philippe Coutinho', 1],
    ]);
  });
});

describe('player statistics', () => {
  it('sorts by any column, ties by name, numbers highest first on the first tap', () => {
    const byXg = sortRows(playerStats.players, 'expectedGoals', 'descending');
    expect(byXg.slice(0, 2).map((player) => player.name)).toEqual(['Lionel Messi', 'Luis Suárez']);
    const byName = sortRows(playerStats.players, 'name', 'ascending');
    expect(byName[0]!.name.localeCompare(byName[1]!.name)).toBeLessThan(0);
    const byGoals = sortRows(playerStats.players, 'goals', 'ascending');
    expect(byGoals.at(-1)!.goals).toBe(Math.max(...playerStats.players.map((player) => player.goals)));
    expect(firstDirection(3)).toBe('descending');
    expect(firstDirection('Messi')).toBe('ascending');
  });
});

const opta = z.parse(optaPointsAnswerSchema, optaAnswer);

describe('Opta points', () => {
  it('puts Messi first with 12, earned by goals 8, appearance 2 and two shots on target', () => {
    const [first] = orderPoints(opta.players);
    expect(first).toMatchObject({ name: 'Lionel Messi', points: 12 });
    expect(first!.lines).toEqual([
      ['goals', 8],
      ['appearance', 2],
      ['shotsOnTarget', 2],
    ]);
  });
});
