import { areaEdges, statsBombPitch } from '../../../../contract/pitch.ts';

/**
 * A player's heat map (the feed's `/player_stats` `heatMap`): touches counted on a coarse grid,
 * `columns` along his attacking direction (0 at his own goal line) by `rows` across (0 on his
 * left), row by row. This module turns the grid into what the chart draws and into the words and
 * the table that stand in for it: the share of touches in each zone of thirds (length) and lanes
 * (width), and the busiest zone.
 *
 * Zones are drawn on the real pitch, not on the grid: thirds at 1/3 and 2/3 of the length; lanes
 * at the penalty-area edges (18 and 62 of StatsBomb's 80-yard width) and the six-yard-box edges
 * (30 and 50), the usual five lanes: wing, half-space, centre, half-space, wing. A grid cell that
 * straddles a boundary gives each zone the share of its area on that side (touches are taken as
 * spread evenly inside a cell), so a zone's figure never depends on how coarse the grid is.
 */

export interface HeatGrid {
  columns: number;
  rows: number;
  cells: readonly number[];
}

export type Third = 'defensive' | 'middle' | 'attacking';
export type Lane = 'leftWing' | 'leftHalfSpace' | 'centre' | 'rightHalfSpace' | 'rightWing';

/** Attacking third first: the order a fan reads a player's influence in. */
export const thirds: readonly Third[] = ['attacking', 'middle', 'defensive'];
/** Left to right as the player faces the goal he attacks. */
export const lanes: readonly Lane[] = ['leftWing', 'leftHalfSpace', 'centre', 'rightHalfSpace', 'rightWing'];

/** Zone bounds as fractions of the length (from his own goal line) and of the width (from his left). */
const thirdBounds: Record<Third, [number, number]> = { defensive: [0, 1 / 3], middle: [1 / 3, 2 / 3], attacking: [2 / 3, 1] };
const shareOfWidth = ([left, right]: [number, number]): [number, number] => [left / statsBombPitch.width, right / statsBombPitch.width];
const [boxLeft, boxRight] = shareOfWidth(areaEdges(statsBombPitch).penaltyArea);
const [goalAreaLeft, goalAreaRight] = shareOfWidth(areaEdges(statsBombPitch).goalArea);
const laneBounds: Record<Lane, [number, number]> = {
  leftWing: [0, boxLeft],
  leftHalfSpace: [boxLeft, goalAreaLeft],
  centre: [goalAreaLeft, goalAreaRight],
  rightHalfSpace: [goalAreaRight, boxRight],
  rightWing: [boxRight, 1],
};

export interface HeatCell {
  column: number;
  row: number;
  touches: number;
  /** 0 for an empty cell, else 0..1 of the busiest cell. */
  intensity: number;
}

export interface ZoneShare {
  third: Third;
  lane: Lane;
  /** Touches in the zone; fractional where a cell straddles a zone's edge. */
  touches: number;
  /** 0..1 of all the player's touches. */
  share: number;
}

export interface HeatMapView {
  columns: number;
  rows: number;
  cells: HeatCell[];
  total: number;
  /** Touches in the busiest cell (the top of the colour scale). */
  busiestCell: number;
  /** Every zone, thirds in `thirds` order, lanes in `lanes` order within each. */
  zones: ZoneShare[];
  thirdShares: Record<Third, number>;
  /** The zone with the most touches; undefined without a touch. Ties go to the more attacking, then the more central zone. */
  busiestZone: ZoneShare | undefined;
}

/** Length of the overlap of [start, end) with [low, high). */
const overlap = (start: number, end: number, [low, high]: [number, number]) => Math.max(0, Math.min(end, high) - Math.max(start, low));

/** The part of cell index `index` of `count` (as a fraction of the cell) that lies inside `bounds`. */
const partIn = (index: number, count: number, bounds: [number, number]) => overlap(index / count, (index + 1) / count, bounds) * count;

const centrality: Record<Lane, number> = { centre: 0, leftHalfSpace: 1, rightHalfSpace: 1, leftWing: 2, rightWing: 2 };

export function heatMapView(grid: HeatGrid): HeatMapView {
  const { columns, rows } = grid;
  if (columns <= 0 || rows <= 0 || grid.cells.length !== columns * rows)
    throw new RangeError(`heat map: ${grid.cells.length} cells for a ${columns} x ${rows} grid`);
  const touchesAt = (column: number, row: number) => Math.max(0, grid.cells[row * columns + column] ?? 0);
  const total = grid.cells.reduce((sum, count) => sum + Math.max(0, count), 0);
  const busiestCell = Math.max(0, ...grid.cells);
  const cells: HeatCell[] = [];
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) {
      const touches = touchesAt(column, row);
      cells.push({ column, row, touches, intensity: busiestCell === 0 ? 0 : touches / busiestCell });
    }
  const zones: ZoneShare[] = [];
  for (const third of thirds)
    for (const lane of lanes) {
      let touches = 0;
      for (const cell of cells) {
        if (cell.touches === 0) continue;
        touches += cell.touches * partIn(cell.column, columns, thirdBounds[third]) * partIn(cell.row, rows, laneBounds[lane]);
      }
      // Rounded past any float noise, so that equal zones compare equal.
      touches = Math.round(touches * 1e6) / 1e6;
      zones.push({ third, lane, touches, share: total === 0 ? 0 : touches / total });
    }
  const thirdShares = Object.fromEntries(
    thirds.map((third) => [third, zones.filter((zone) => zone.third === third).reduce((sum, zone) => sum + zone.share, 0)]),
  ) as Record<Third, number>;
  // Sorted copies: `zones` keeps reading order for the table.
  const ranked = [...zones].sort(
    (left, right) =>
      right.touches - left.touches ||
      thirds.indexOf(left.third) - thirds.indexOf(right.third) ||
      centrality[left.lane] - centrality[right.lane],
  );
  return { columns, rows, cells, total, busiestCell, zones, thirdShares, busiestZone: total === 0 ? undefined : ranked[0] };
}

/** What the heat map's period toggle offers: the whole match so far, each half, and extra time as one. */
export type HeatMapPeriod = 'match' | 'firstHalf' | 'secondHalf' | 'extraTime';

export interface HeatGridByPeriod extends HeatGrid {
  /** The feed's grid of each period over (optional: older feeds send the match grid alone). */
  periods?: readonly { period: string; cells: readonly number[] }[];
}

const periodOfFeed: Record<string, HeatMapPeriod | undefined> = {
  firstHalf: 'firstHalf',
  secondHalf: 'secondHalf',
  firstHalfExtraTime: 'extraTime',
  secondHalfExtraTime: 'extraTime',
};

/**
 * The grids a fan can choose between, in the order played, `match` first. A period is offered
 * once the feed has its grid (so once it is over); the two halves of extra time are added
 * together. With one period over, or none listed, only `match` is offered: a toggle between two
 * identical maps would say nothing.
 */
export function heatMapPeriodGrids(heatMap: HeatGridByPeriod): { period: HeatMapPeriod; grid: HeatGrid }[] {
  const { columns, rows } = heatMap;
  const byPeriod = new Map<HeatMapPeriod, number[]>();
  for (const { period, cells } of heatMap.periods ?? []) {
    const chosen = periodOfFeed[period];
    if (!chosen || cells.length !== heatMap.cells.length) continue;
    const sum = byPeriod.get(chosen) ?? new Array<number>(cells.length).fill(0);
    cells.forEach((count, cell) => (sum[cell]! += count));
    byPeriod.set(chosen, sum);
  }
  const match = { period: 'match' as const, grid: { columns, rows, cells: heatMap.cells } };
  if (byPeriod.size < 2) return [match];
  return [match, ...[...byPeriod].map(([period, cells]) => ({ period, grid: { columns, rows, cells } }))];
}
