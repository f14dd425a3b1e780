import type { Incident, PeriodId, SideStats, Stage, StatsSummary } from '../../../contract/protocol.ts';
import type { Side } from '../scenario/schema.ts';
import type { CompiledMatch, TimedEvent } from './compile.ts';
import { displayMinute, periodsStarted, phaseAt } from './timeline.ts';

/** A goal fired through the control API, at a moment of the replay. */
export interface InjectedGoal {
  id: string;
  at: number;
  side: Side;
}

export interface MatchState {
  second: number;
  stage: Stage;
  periods: PeriodId[];
  /** Seconds from kick-off at which the last started period began. */
  lastPeriodStart: number | undefined;
  score: { home: number; away: number };
  shootout: { home: number; away: number; kicks: number };
  stats: StatsSummary;
  incidents: Incident[];
}

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

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Adds one event to running statistics; shared by full snapshots and live ticks. */
export function countEvent(stats: StatsSummary, timed: TimedEvent): void {
  const { event } = timed;
  const own = stats[event.side];
  switch (event.type) {
    case 'goal':
      own.goals += 1;
      if (!event.ownGoal) {
        own.shots += 1;
        own.shotsOnTarget += 1;
        own.expectedGoals += event.xg ?? 0;
        if ((event.xg ?? 0) >= 0.3) own.bigChances += 1;
      }
      break;
    case 'shot':
      own.shots += 1;
      own.expectedGoals += event.xg ?? 0;
      if ((event.xg ?? 0) >= 0.3) own.bigChances += 1;
      if (event.outcome === 'saved') {
        own.shotsOnTarget += 1;
        stats[other(event.side)].saves += 1;
      } else if (event.outcome === 'blocked') own.blockedShots += 1;
      else {
        own.shotsOffTarget += 1;
        if (event.outcome === 'woodwork') own.hitWoodwork += 1;
      }
      break;
    case 'corner':
      own.corners += 1;
      break;
    case 'offside':
      own.offsides += 1;
      break;
    case 'foul':
      own.foulsConceded += 1;
      break;
    case 'card':
      if (event.card === 'yellow') own.yellowCards += 1;
      else if (event.card === 'secondYellow') {
        own.yellowCards += 1;
        own.redCards += 1;
      } else own.redCards += 1;
      break;
    default:
      break;
  }
}

type FlowSide = CompiledMatch['flow'][number]['minute']['home'];

export function addFlowMinute(own: SideStats, flow: FlowSide): void {
  own.passes += flow.passes;
  own.touches += flow.touches;
  own.attacks += flow.attacks;
  own.dangerousAttacks += flow.dangerousAttacks;
}

export const passAccuracy = (completed: number, passes: number) => (passes === 0 ? 0 : Math.round((completed / passes) * 1000) / 10);

/** Possession from the passes played so far; expected goals to two decimals. */
export function finishStats(stats: StatsSummary): StatsSummary {
  const total = stats.home.passes + stats.away.passes;
  for (const side of ['home', 'away'] as const) {
    const own = stats[side];
    own.expectedGoals = Math.round(own.expectedGoals * 100) / 100;
    own.possession = total === 0 ? 50 : Math.round((own.passes / total) * 1000) / 10;
  }
  return stats;
}

export function incidentFor(match: CompiledMatch, timed: TimedEvent, score?: { home: number; away: number }): Incident | null {
  const { event } = timed;
  const name = (id: string | undefined) => (id ? match.players.get(id)?.shortName : undefined);
  const base = { id: timed.id, side: event.side, period: event.period, ...displayMinute(event.period, event.second) };
  switch (event.type) {
    case 'goal':
      return {
        ...base,
        type: event.ownGoal ? 'ownGoal' : event.penalty ? 'penaltyGoal' : 'goal',
        playerId: event.playerId,
        playerName: name(event.playerId),
        ...(event.assistId ? { assistName: name(event.assistId) } : {}),
        ...(score ? { score: { ...score } } : {}),
      };
    case 'shot':
      return event.penalty ? { ...base, type: 'penaltyMiss', playerId: event.playerId, playerName: name(event.playerId) } : null;
    case 'card':
      return {
        ...base,
        type: event.card === 'yellow' ? 'yellowCard' : event.card === 'secondYellow' ? 'secondYellowCard' : 'redCard',
        playerId: event.playerId,
        playerName: name(event.playerId),
      };
    case 'substitution':
      return { ...base, type: 'substitution', playerId: event.offId, playerName: name(event.offId), playerOnName: name(event.onId) };
    case 'var':
      return { ...base, type: event.decision === 'goalCancelled' ? 'cancelled' : 'var', detail: event.decision };
    default:
      return null;
  }
}

/** The whole state of a match at a moment, from scratch: what an HTTP snapshot answers. */
export function matchStateAt(match: CompiledMatch, second: number, injected: readonly InjectedGoal[] = []): MatchState {
  const phase = phaseAt(match.timeline, second);
  const periods = periodsStarted(match.timeline, second);
  const lastPeriod = periods.at(-1);
  const stats: StatsSummary = { home: emptyStats(), away: emptyStats() };
  const score = { home: 0, away: 0 };
  const incidents: Incident[] = [];
  for (const timed of match.events) {
    if (timed.at > second) break;
    countEvent(stats, timed);
    if (timed.event.type === 'goal') score[timed.event.side] += 1;
    const incident = incidentFor(match, timed, score);
    if (incident) incidents.push(incident);
  }
  for (const goal of injected) {
    if (goal.at > second) continue;
    score[goal.side] += 1;
    stats[goal.side].goals += 1;
    stats[goal.side].shots += 1;
    stats[goal.side].shotsOnTarget += 1;
  }
  const completed = { home: 0, away: 0 };
  for (const { at, minute } of match.flow) {
    if (at > second) break;
    for (const side of ['home', 'away'] as const) {
      addFlowMinute(stats[side], minute[side]);
      completed[side] += minute[side].passesCompleted;
    }
  }
  for (const side of ['home', 'away'] as const) {
    stats[side].passAccuracy = passAccuracy(completed[side], stats[side].passes);
  }
  const shootout = { home: 0, away: 0, kicks: 0 };
  for (const kick of match.kicks) {
    if (kick.at > second) break;
    shootout.kicks += 1;
    if (kick.scored) shootout[kick.side] += 1;
  }
  return {
    second,
    stage: phase.stage,
    periods,
    lastPeriodStart: lastPeriod === undefined ? undefined : match.timeline.periodStart[lastPeriod],
    score,
    shootout,
    stats: finishStats(stats),
    incidents,
  };
}
