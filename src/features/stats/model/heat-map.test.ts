import { describe, expect, it } from 'vitest';
import laliga from '../testing/laliga.player_stats.json';
import { heatMapPeriodGrids, heatMapView, lanes, thirds } from './heat-map.ts';

const messi = laliga.players.find((player) => player.playerId === 'bar-lionel-messi')!;

/** A 10 x 6 grid with touches only where given: [column, row, touches]. */
function grid(...touches: [number, number, number][]) {
  const cells = new Array<number>(60).fill(0);
  for (const [column, row, count] of touches) cells[row * 10 + column] = count;
  return { columns: 10, rows: 6, cells };
}

describe('heat map', () => {
  it('puts a whole cell in one zone when it lies inside it', () => {
    // Column 9 (108-120 of 120) is attacking third; row 0 (0-13.3 of 80) is the left wing.
    const view = heatMapView(grid([9, 0, 4]));
    expect(view.busiestZone).toMatchObject({ third: 'attacking', lane: 'leftWing', touches: 4, share: 1 });
    expect(view.thirdShares).toEqual({ attacking: 1, middle: 0, defensive: 0 });
  });

  it('splits a cell across the zone edges it straddles, by area', () => {
    // Column 3 (36-48) is 4/12 defensive third, 8/12 middle; row 1 (13.3-26.7) is 0.35 wing, 0.65 half-space.
    const view = heatMapView(grid([3, 1, 12]));
    const zone = (third: string, lane: string) => view.zones.find((entry) => entry.third === third && entry.lane === lane)!.touches;
    expect(zone('defensive', 'leftWing')).toBeCloseTo(12 * (1 / 3) * 0.35);
    expect(zone('middle', 'leftHalfSpace')).toBeCloseTo(12 * (2 / 3) * 0.65);
    expect(view.zones.reduce((sum, entry) => sum + entry.touches, 0)).toBeCloseTo(12);
    expect(view.busiestZone).toMatchObject({ third: 'middle', lane: 'leftHalfSpace' });
  });

  it('scales colour to the busiest cell and has no busiest zone without a touch', () => {
    const view = heatMapView(grid([5, 2, 2], [6, 2, 8]));
    expect(view.busiestCell).toBe(8);
    expect(view.cells.find((cell) => cell.column === 5 && cell.row === 2)!.intensity).toBe(0.25);
    const empty = heatMapView(grid());
    expect(empty.total).toBe(0);
    expect(empty.busiestZone).toBeUndefined();
    expect(empty.cells.every((cell) => cell.intensity === 0)).toBe(true);
  });

  it('breaks a tie towards the more attacking, then the more central zone', () => {
    // Rows 2 and 3 are each 3/4 centre: 6 and 6 of column 9 make 9 in the centre, 1.5 in each half-space.
    const view = heatMapView(grid([9, 2, 6], [9, 3, 6], [0, 2, 6], [0, 3, 6]));
    expect(view.busiestZone).toMatchObject({ third: 'attacking', lane: 'centre', touches: 9 });
  });

  it("reads Messi's 114 touches against Alavés (StatsBomb): two thirds in the attacking third, most on its right wing", () => {
    const view = heatMapView(messi.heatMap);
    expect(view.total).toBe(114);
    expect(view.zones).toHaveLength(thirds.length * lanes.length);
    expect(view.busiestCell).toBe(12);
    expect(view.busiestZone).toMatchObject({ third: 'attacking', lane: 'rightWing' });
    expect(Math.round(view.busiestZone!.share * 100)).toBe(27);
    expect(Math.round(view.thirdShares.attacking * 100)).toBe(66);
    expect(Math.round(view.thirdShares.defensive * 1000)).toBe(3);
  });

  it('refuses a grid whose cells do not fill it', () => {
    expect(() => heatMapView({ columns: 10, rows: 6, cells: [1, 2, 3] })).toThrow(RangeError);
  });
});

describe('heat map periods', () => {
  const touches = (cells: readonly number[]) => cells.reduce((sum, count) => sum + count, 0);

  it("offers the match and each half of Messi's grid, the halves adding up to the match (StatsBomb: 51 + 63 = 114)", () => {
    const options = heatMapPeriodGrids(messi.heatMap);
    expect(options.map((option) => option.period)).toEqual(['match', 'firstHalf', 'secondHalf']);
    expect(options.map((option) => touches(option.grid.cells))).toEqual([114, 51, 63]);
    expect(heatMapView(options[1]!.grid).busiestCell).toBe(7);
  });

  it('offers only the match while a single half is over, and for a feed without periods', () => {
    const firstHalf = messi.heatMap.periods[0]!;
    expect(heatMapPeriodGrids({ ...messi.heatMap, cells: firstHalf.cells, periods: [firstHalf] }).map((option) => option.period)).toEqual([
      'match',
    ]);
    expect(heatMapPeriodGrids({ columns: 10, rows: 6, cells: messi.heatMap.cells })).toEqual([
      { period: 'match', grid: { columns: 10, rows: 6, cells: messi.heatMap.cells } },
    ]);
  });

  it('adds the two halves of extra time together and skips the shoot-out', () => {
    const one = grid([5, 2, 1]).cells;
    const options = heatMapPeriodGrids({
      ...grid([5, 2, 4]),
      periods: ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime', 'penaltyShootout'].map((period) => ({
        period,
        cells: one,
      })),
    });
    expect(options.map((option) => [option.period, touches(option.grid.cells)])).toEqual([
      ['match', 4],
      ['firstHalf', 1],
      ['secondHalf', 1],
      ['extraTime', 2],
    ]);
  });
});
