import type { SideStats, StatsSummary } from '../../../contract/protocol.ts';
import type { CompiledMatch } from '../replay/compile.ts';
import { xgTotal, type Shot } from './shots.ts';

/**
 * The statistics summary at a moment, for the socket's `statsSummary` and `/live_stats` alike.
 * Shot counts, xG, big chances and saves come from the shot list (so the summary and the shot
 * map cannot disagree); goals, corners, fouls, offsides and cards from the match events; passes,
 * touches, attacks and possession from the minutes of flow that are over.
 */

type Sides = { home: number; away: number };

const emptyStats = (): SideStats => ({
  goals: 0,
  shots: 0,
  shotsOnTarget: 0,
  shotsOffTarget: 0,
  blockedShots: 0,
  hitWoodwork: 0,
  expectedGoals: 0,
  possession: 50,
  passes: 0,
  passAccuracy: 0,
  corners: 0,
  offsides: 0,
  foulsConceded: 0,
  yellowCards: 0,
  redCards: 0,
  touches: 0,
  attacks: 0,
  dangerousAttacks: 0,
  bigChances: 0,
  saves: 0,
});

/** A big chance: a shot of xG 0.3 or more. */
export const bigChanceXg = 0.3;

const other = (side: 'home' | 'away') => (side === 'home' ? 'away' : 'home');
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

export const passAccuracy = (completed: number, passes: number) => (passes === 0 ? 0 : percent(completed, passes));

/** Possession from time on the ball when the flow has it, else from the share of passes. */
export function possessionShare(held: Sides | null, passes: Sides): Sides {
  const source = held && held.home + held.away > 0 ? held : passes;
  const total = source.home + source.away;
  if (total === 0) return { home: 50, away: 50 };
  const home = percent(source.home, total);
  return { home, away: Math.round((100 - home) * 10) / 10 };
}

export function summaryAt(match: CompiledMatch, second: number, shots: readonly Shot[], injectedGoals: Sides): StatsSummary {
  const stats: StatsSummary = { home: emptyStats(), away: emptyStats() };
  for (const shot of shots) {
    const own = stats[shot.side];
    own.shots += 1;
    if (shot.onTarget) own.shotsOnTarget += 1;
    if (shot.outcome === 'saved') stats[other(shot.side)].saves += 1;
    if (shot.outcome === 'blocked') own.blockedShots += 1;
    if (shot.outcome === 'offTarget' || shot.outcome === 'woodwork') own.shotsOffTarget += 1;
    if (shot.outcome === 'woodwork') own.hitWoodwork += 1;
    if (shot.xg >= bigChanceXg) own.bigChances += 1;
  }
  for (const side of ['home', 'away'] as const) {
    stats[side].expectedGoals = xgTotal(shots.filter((shot) => shot.side === side));
    stats[side].goals += injectedGoals[side];
  }
  for (const { at, event } of match.events) {
    if (at > second) break;
    const own = stats[event.side];
    if (event.type === 'goal') own.goals += 1;
    else if (event.type === 'corner') own.corners += 1;
    else if (event.type === 'offside') own.offsides += 1;
    else if (event.type === 'foul') own.foulsConceded += 1;
    else if (event.type === 'card') {
      if (event.card !== 'red') own.yellowCards += 1;
      if (event.card !== 'yellow') own.redCards += 1;
    }
  }
  const completed = { home: 0, away: 0 };
  const held = { home: 0, away: 0 };
  let timed = true;
  for (const { at, minute } of match.flow) {
    if (at > second) break;
    for (const side of ['home', 'away'] as const) {
      const flow = minute[side];
      stats[side].passes += flow.passes;
      stats[side].touches += flow.touches;
      stats[side].attacks += flow.attacks;
      stats[side].dangerousAttacks += flow.dangerousAttacks;
      completed[side] += flow.passesCompleted;
      if (flow.possessionSeconds === undefined) timed = false;
      else held[side] += flow.possessionSeconds;
    }
  }
  const possession = possessionShare(timed ? held : null, { home: stats.home.passes, away: stats.away.passes });
  for (const side of ['home', 'away'] as const) {
    stats[side].passAccuracy = passAccuracy(completed[side], stats[side].passes);
    stats[side].possession = possession[side];
  }
  return stats;
}
