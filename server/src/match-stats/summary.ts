import type { CountedSideStats, PeriodId, SideStats, StatsSummary } from '../../../contract/protocol.ts';
import { contestStatistics, type ContestStatistic } from '../../../contract/vocabulary.ts';
import type { CompiledMatch } from '../match/compile.ts';
import type { Scenario } from '../scenario/schema.ts';
import { xgTotal, type Shot } from './shots.ts';

/**
 * The statistics summary at a moment, for the socket's `statsSummary` and `/live_stats` alike.
 * Shot counts, xG, big chances and saves come from the shot list (so the summary and the shot
 * map cannot disagree); goals, corners, fouls, offsides and cards from the match events; passes,
 * touches, attacks, possession, crosses, tackles, interceptions, clearances and duels from the
 * minutes of flow that are over. Given a period, the same summary of that period alone: every
 * count of the periods adds up to the match's.
 *
 * What is served (`servedSummary`) is what the match's sources hold: every statistic for a match
 * with event data; for one without, its facts (goals and cards) and, once play is over, the
 * published full-time totals with their source. Nothing is modelled.
 */

type Sides = { home: number; away: number };
/** The summary as our feed computes it: every statistic present. */
export type CountedSummary = { home: CountedSideStats; away: CountedSideStats };

const emptyStats = (): CountedSideStats => ({
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
  ...(Object.fromEntries(contestStatistics.map((name) => [name, 0])) as Record<ContestStatistic, number>),
});

/** Summary statistics counted straight from the flow's key of the same name. */
const flowCounts = ['passes', 'touches', 'attacks', 'dangerousAttacks', ...contestStatistics] as const;

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

/**
 * The summary by `second`, of the whole match or of one `period`: then `shots` and
 * `injectedGoals` must be that period's already.
 */
export function summaryAt(
  match: CompiledMatch,
  second: number,
  shots: readonly Shot[],
  injectedGoals: Sides,
  period?: PeriodId,
): CountedSummary {
  const stats: CountedSummary = { home: emptyStats(), away: emptyStats() };
  const counted = (of: PeriodId) => period === undefined || of === period;
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
    if (!counted(event.period)) continue;
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
    if (!counted(minute.period)) continue;
    for (const side of ['home', 'away'] as const) {
      const flow = minute[side];
      for (const key of flowCounts) stats[side][key] += flow[key] ?? 0;
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

/** A match has event data when its scenario carries the per-minute record of play (StatsBomb). */
export const hasEventData = (scenario: Pick<Scenario, 'flow'>): boolean => scenario.flow !== undefined;

/** The published full-time totals a scenario may carry, as summary statistics. */
export const publishedStatistics = ['shots', 'shotsOnTarget', 'expectedGoals', 'possession'] as const satisfies ReadonlyArray<
  keyof SideStats
>;

/** The published totals served with a summary, and where they come from (`/live_stats` `published`). */
export interface PublishedTotals {
  source: string;
  statistics: Array<(typeof publishedStatistics)[number]>;
}

/**
 * The published full-time totals of a match without event data, once play is over (the final
 * whistle of its last period of play; a shoot-out adds nothing to them): never before, since
 * the sources hold no figure of any earlier minute. Null otherwise.
 */
export function publishedTotalsAt(
  match: CompiledMatch,
  second: number,
): (PublishedTotals & Pick<NonNullable<Scenario['published']>, 'home' | 'away'>) | null {
  const { published } = match.scenario;
  if (!published || hasEventData(match.scenario) || second < match.timeline.playEnds) return null;
  const statistics = publishedStatistics.filter((key) => published.home[key] !== undefined && published.away[key] !== undefined);
  return { source: published.source, statistics, home: published.home, away: published.away };
}

/**
 * The summary as the feed serves it: all of it for a match with event data; for one without,
 * the facts alone and, for the whole match once play is over, the published totals. A
 * statistic the sources do not hold is absent, never a zero.
 */
export function servedSummary(match: CompiledMatch, second: number, counted: CountedSummary, period?: PeriodId): StatsSummary {
  if (hasEventData(match.scenario)) return counted;
  const published = period === undefined ? publishedTotalsAt(match, second) : null;
  const side = (own: 'home' | 'away'): SideStats => {
    const served: SideStats = { goals: counted[own].goals, yellowCards: counted[own].yellowCards, redCards: counted[own].redCards };
    for (const key of published?.statistics ?? []) served[key] = published![own][key];
    return served;
  };
  return { home: side('home'), away: side('away') };
}
