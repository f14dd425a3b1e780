import { describe, expect, it } from 'vitest';
import { matchPlayerStatsAnswerSchema } from '../../../contract/match-data.ts';
import { compileMatch } from '../match/compile.ts';
import { secondOf } from '../match/timeline.ts';
import { loadScenarios } from '../scenario/load.ts';
import { playerStatsAt } from './live-stats.ts';

// Barcelona 3-0 Alavés (StatsBomb event data): each player's heat map carries the grid of every
// period over, and those grids add up, cell by cell, to the match grid the feed has always served.
const scenarios = await loadScenarios();
const match = compileMatch(scenarios.get('laliga-2018-19-bar-ala')!);
const fullTime = 1e7;
const minute60 = secondOf(match.timeline, 'secondHalf', 15 * 60);

function heatMaps(second: number) {
  return matchPlayerStatsAnswerSchema.parse(playerStatsAt(match, second)).players.map((player) => ({ player, heatMap: player.heatMap! }));
}

describe('per-period heat maps on /player_stats (Barcelona v Alavés)', () => {
  it.each([
    ['at full time', fullTime, ['firstHalf', 'secondHalf']],
    ['at minute 60', minute60, ['firstHalf']],
  ] as const)('%s the periods over add up to the grid for every player', (_, second, periods) => {
    const lines = heatMaps(second);
    expect(lines.length).toBeGreaterThan(22);
    for (const { player, heatMap } of lines) {
      expect(
        heatMap.periods?.map((grid) => grid.period),
        player.name,
      ).toEqual(periods);
      const summed = heatMap.cells.map((_, cell) => heatMap.periods!.reduce((sum, grid) => sum + grid.cells[cell]!, 0));
      expect(summed, player.name).toEqual(heatMap.cells);
      expect(
        heatMap.cells.reduce((sum, count) => sum + count, 0),
        player.name,
      ).toBe(player.touches);
    }
  });

  it("splits Messi's 114 touches between the halves, and at minute 60 shows the first half alone", () => {
    const messi = (second: number) => heatMaps(second).find(({ player }) => player.name === 'Lionel Messi')!.heatMap;
    const touches = (cells: readonly number[]) => cells.reduce((sum, count) => sum + count, 0);
    const [first, second] = messi(fullTime).periods!;
    expect(touches(first!.cells) + touches(second!.cells)).toBe(114);
    expect(touches(first!.cells)).toBeGreaterThan(0);
    expect(touches(second!.cells)).toBeGreaterThan(0);
    // At 60 minutes the second half is in progress: the feed carries only the first, and the sum is that half.
    expect(messi(minute60).periods).toEqual([first]);
    expect(messi(minute60).cells).toEqual(first!.cells);
  });

  it('gives no grid before the first half is over', () => {
    for (const { heatMap } of heatMaps(secondOf(match.timeline, 'firstHalf', 30 * 60))) {
      expect(heatMap.periods).toEqual([]);
      expect(heatMap.cells.every((count) => count === 0)).toBe(true);
    }
  });
});
