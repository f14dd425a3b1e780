import { heatGrid, type PlayerPeriod, type Scenario, type ScenarioEvent } from '../scenario/schema.ts';
import { periodOf } from './clock.ts';
import { isTouch } from './flow.ts';
import type { StatsBombEvent } from './input.ts';

/**
 * Per player and period, what a heat map and a player line need: touches (the flow's rule, so a
 * side's players add up to its touches), passes, completed passes, fouls committed, and where
 * each touch was, counted on the coarse grid of `heatGrid`. StatsBomb draws every event in the
 * actor's attacking direction on a 120 x 80 pitch, which is the grid's direction too.
 */

type FlowMinute = NonNullable<Scenario['flow']>[number];
type CountedType = 'corner' | 'foul' | 'offside';
const countKeys = { corner: 'corners', foul: 'fouls', offside: 'offsides' } as const;

/** The grid cell of a StatsBomb location, row by row. */
export function heatCell(location: readonly number[]): number {
  const column = Math.min(heatGrid.columns - 1, Math.max(0, Math.floor((location[0]! / 120) * heatGrid.columns)));
  const row = Math.min(heatGrid.rows - 1, Math.max(0, Math.floor((location[1]! / 80) * heatGrid.rows)));
  return row * heatGrid.columns + column;
}

export function buildPlayerPeriods(events: readonly StatsBombEvent[], playerIds: ReadonlyMap<number, string>): PlayerPeriod[] {
  const rows = new Map<string, PlayerPeriod>();
  for (const event of events) {
    const period = periodOf(event);
    const playerId = event.player ? playerIds.get(event.player.id) : undefined;
    if (period === 'penaltyShootout' || !playerId) continue;
    const key = `${playerId}|${period}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        playerId,
        period,
        touches: 0,
        passes: 0,
        passesCompleted: 0,
        foulsCommitted: 0,
        heat: new Array<number>(heatGrid.columns * heatGrid.rows).fill(0),
      };
      rows.set(key, row);
    }
    if (event.kind === 'Pass') {
      row.passes += 1;
      if (!event.pass.outcome) row.passesCompleted += 1;
    }
    if (event.kind === 'Foul Committed') row.foulsCommitted += 1;
    if (isTouch(event)) {
      row.touches += 1;
      if (event.location) row.heat[heatCell(event.location)]! += 1;
    }
  }
  const active = [...rows.values()].filter((row) => row.touches + row.passes + row.foulsCommitted > 0);
  const order = ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime'];
  return active.sort((a, b) => a.playerId.localeCompare(b.playerId) || order.indexOf(a.period) - order.indexOf(b.period));
}

/**
 * The licensed format carries corners, fouls and offsides as counts per minute rather than as
 * events: moves them from `events` into the flow row of their minute.
 */
export function foldCountsIntoFlow(events: readonly ScenarioEvent[], flow: FlowMinute[]): ScenarioEvent[] {
  for (const row of flow) {
    for (const side of ['home', 'away'] as const) Object.assign(row[side], { corners: 0, fouls: 0, offsides: 0 });
  }
  const kept: ScenarioEvent[] = [];
  for (const event of events) {
    if (!(event.type in countKeys)) {
      kept.push(event);
      continue;
    }
    const row = flow.find((candidate) => candidate.period === event.period && candidate.minute === Math.floor(event.second / 60));
    if (!row) throw new Error(`no flow minute for a ${event.type} at ${event.period} ${event.second}s`);
    const key = countKeys[event.type as CountedType];
    row[event.side][key] = (row[event.side][key] ?? 0) + 1;
  }
  return kept;
}
