import type { Incident, PeriodId, Stage, StatsSummary } from '../../../contract/protocol.ts';
import { statsSummaryAt } from '../match-stats/live-stats.ts';
import { servedSummary, type CountedSummary } from '../match-stats/summary.ts';
import { momentAt, shownMinute } from '../match-stats/moments.ts';
import type { InjectedGoal } from '../match-stats/shots.ts';
import type { CompiledMatch, TimedEvent } from '../match/compile.ts';
import { displayMinute, periodsStarted, phaseAt } from '../match/timeline.ts';

/** A goal fired through the control API, at a moment of the replay. */
export type { InjectedGoal };

export interface MatchState {
  second: number;
  stage: Stage;
  periods: PeriodId[];
  /** Seconds from kick-off at which the last started period began. */
  lastPeriodStart: number | undefined;
  score: { home: number; away: number };
  shootout: { home: number; away: number; kicks: number };
  /** Every statistic as counted from what the replay holds (zero where it holds nothing): for the feed's own rules. */
  stats: CountedSummary;
  /** The statistics as served (the socket's `statsSummary`): only what the match's sources hold (summary.ts). */
  summary: StatsSummary;
  incidents: Incident[];
}

export function incidentFor(match: CompiledMatch, timed: TimedEvent, score?: { home: number; away: number }): Incident | null {
  const { event } = timed;
  const name = (id: string | undefined) => (id ? match.players.get(id)?.shortName : undefined);
  const base = {
    id: timed.id,
    side: event.side,
    period: event.period,
    ...displayMinute(event.period, event.second),
    // In the shoot-out, its place among the kicks: the clock stopped at 120'.
    ...(event.period === 'penaltyShootout' ? { afterKick: match.kicks.filter((kick) => kick.at <= timed.at).length } : {}),
  };
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

/**
 * The incident of a goal fired through the control API: a goal of its side at the minute it was
 * fired (in a break, the last minute of the period before), by the scorer the call named, if any,
 * with the score it made.
 */
export function firedGoalIncident(match: CompiledMatch, goal: InjectedGoal, score: { home: number; away: number }): Incident {
  const moment = momentAt(match, goal.at);
  const { minute, addedMinute } = shownMinute(moment);
  const scorer = goal.playerId ? match.players.get(goal.playerId) : undefined;
  return {
    id: `i${goal.id}`,
    type: 'goal',
    side: goal.side,
    period: moment.period,
    minute,
    ...(addedMinute ? { addedMinute } : {}),
    ...(scorer ? { playerId: scorer.id, playerName: scorer.shortName } : {}),
    score: { ...score },
  };
}

/** The whole state of a match at a moment, from scratch: what an HTTP snapshot answers. */
export function matchStateAt(match: CompiledMatch, second: number, injected: readonly InjectedGoal[] = []): MatchState {
  const phase = phaseAt(match.timeline, second);
  const periods = periodsStarted(match.timeline, second);
  const lastPeriod = periods.at(-1);
  const score = { home: 0, away: 0 };
  const incidents: Incident[] = [];
  // Fired goals take their place in time among the match's events (after those of the same
  // second), so every goal's score counts the goals before it, fired or not.
  const fired = injected.filter((goal) => goal.at <= second).sort((a, b) => a.at - b.at);
  let next = 0;
  const fireUntil = (at: number) => {
    for (; next < fired.length && fired[next]!.at < at; next += 1) {
      const goal = fired[next]!;
      score[goal.side] += 1;
      incidents.push(firedGoalIncident(match, goal, score));
    }
  };
  for (const timed of match.events) {
    if (timed.at > second) break;
    fireUntil(timed.at);
    if (timed.event.type === 'goal') score[timed.event.side] += 1;
    const incident = incidentFor(match, timed, score);
    if (incident) incidents.push(incident);
  }
  fireUntil(Number.POSITIVE_INFINITY);
  const shootout = { home: 0, away: 0, kicks: 0 };
  for (const kick of match.kicks) {
    if (kick.at > second) break;
    shootout.kicks += 1;
    if (kick.scored) shootout[kick.side] += 1;
  }
  const stats = statsSummaryAt(match, second, injected);
  return {
    second,
    stage: phase.stage,
    periods,
    lastPeriodStart: lastPeriod === undefined ? undefined : match.timeline.periodStart[lastPeriod],
    score,
    shootout,
    stats,
    summary: servedSummary(match, second, stats),
    incidents,
  };
}

/**
 * The minute on the match clock while the ball is in play (23 in the 23rd minute, 45 through the
 * first half's added time, as the clock shows it); null in a break, before kick-off and after the
 * final whistle, when no clock runs.
 */
export function clockMinute(state: Pick<MatchState, 'stage' | 'periods' | 'second' | 'lastPeriodStart'>): number | null {
  const period = state.periods.at(-1);
  if (state.stage !== 'inPlay' || period === undefined || state.lastPeriodStart === undefined) return null;
  return displayMinute(period, Math.max(0, state.second - state.lastPeriodStart)).minute;
}
