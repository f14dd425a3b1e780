import { describe, expect, it } from 'vitest';
import laligaPlayerStats from '../testing/laliga.player_stats.json';
import {
  groupOfStat,
  nextPlayerSort,
  playerStatGroups,
  playerStatLine,
  sortForGroup,
  sortPlayerLines,
  type PlayerInput,
} from './player-stat-groups.ts';

// Barcelona 3-0 Alavés (La Liga 2018/19, matchday 1), as our feed serves it from StatsBomb's events.
const lines = (laligaPlayerStats.players as PlayerInput[]).map(playerStatLine);
const names = (rows: typeof lines) => rows.map((row) => row.name);

describe('player-stat groups', () => {
  it('puts every statistic in exactly one group', () => {
    const all = Object.values(playerStatGroups).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(groupOfStat('expectedGoals')).toBe('attack');
    expect(groupOfStat('passAccuracy')).toBe('general');
    expect(groupOfStat('yellowCards')).toBe('discipline');
  });

  it('works out pass accuracy from the passes completed, and leaves it empty without passes', () => {
    const messi = lines.find((line) => line.name === 'Lionel Messi')!;
    // 76 of his 92 passes found a team-mate.
    expect([messi.touches, messi.passes, messi.passAccuracy]).toEqual([114, 92, 83]);
    const withoutEvents = Object.fromEntries(
      Object.entries(laligaPlayerStats.players[0]!).filter(([key]) => !['touches', 'passes', 'passesCompleted'].includes(key)),
    ) as unknown as PlayerInput;
    const noEvents = playerStatLine(withoutEvents);
    expect([noEvents.touches, noEvents.passes, noEvents.passAccuracy]).toEqual([null, null, null]);
  });

  it('ranks by xG: Messi (0.99), Suárez (0.58), Coutinho (0.46)', () => {
    expect(names(sortPlayerLines(lines, { key: 'expectedGoals', direction: 'descending' })).slice(0, 3)).toEqual([
      'Lionel Messi',
      'Luis Suárez',
      'Philippe Coutinho',
    ]);
  });

  it('keeps a missing figure last in either direction, ties by name', () => {
    const [a, b] = lines;
    const rows = [
      { ...a!, touches: null },
      { ...b!, touches: 10 },
    ];
    expect(sortPlayerLines(rows, { key: 'touches', direction: 'descending' })[0]!.touches).toBe(10);
    expect(sortPlayerLines(rows, { key: 'touches', direction: 'ascending' })[0]!.touches).toBe(10);
  });

  it('turns the sorted column round on a second tap; a new figure sorts highest first, the name A to Z', () => {
    const byXg = { key: 'expectedGoals', direction: 'descending' } as const;
    expect(nextPlayerSort(byXg, 'expectedGoals')).toEqual({ key: 'expectedGoals', direction: 'ascending' });
    expect(nextPlayerSort(byXg, 'goals')).toEqual({ key: 'goals', direction: 'descending' });
    expect(nextPlayerSort(byXg, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('sorts a newly shown group by its lead figure unless the sorted column is in it', () => {
    const byGoals = { key: 'goals', direction: 'ascending' } as const;
    expect(sortForGroup(byGoals, 'attack')).toBe(byGoals);
    expect(sortForGroup(byGoals, 'discipline')).toEqual({ key: 'foulsCommitted', direction: 'descending' });
    expect(sortForGroup(byGoals, 'general')).toEqual({ key: 'minutes', direction: 'descending' });
    const byName = { key: 'name', direction: 'descending' } as const;
    expect(sortForGroup(byName, 'general')).toBe(byName);
  });
});
