import type { LiveStatsAnswer } from '../../../contract/match-data.ts';
import type { Stage, StatsSummary } from '../../../contract/protocol.ts';
import type { CompiledMatch } from '../replay/compile.ts';
import { playersAt, playerStatsLine } from './players.ts';
import { minuteSeries } from './series.ts';
import { shotMarker, shotsUntil, type InjectedGoal } from './shots.ts';
import { summaryAt } from './summary.ts';

/**
 * The match's statistics at a moment, all from one shot list and one pass over the compiled
 * timeline: what `/live_stats`, `/player_stats` and the socket's `statsSummary` answer.
 */

const injectedBy = (injected: readonly InjectedGoal[], second: number) => ({
  home: injected.filter((goal) => goal.at <= second && goal.side === 'home').length,
  away: injected.filter((goal) => goal.at <= second && goal.side === 'away').length,
});

/** The statistics summary alone (the socket's `statsSummary`). */
export function statsSummaryAt(match: CompiledMatch, second: number, injected: readonly InjectedGoal[] = []): StatsSummary {
  return summaryAt(match, second, shotsUntil(match, second, injected), injectedBy(injected, second));
}

export function liveStatsAt(match: CompiledMatch, second: number, stage: Stage, injected: readonly InjectedGoal[] = []): LiveStatsAnswer {
  const shots = shotsUntil(match, second, injected);
  const summary = summaryAt(match, second, shots, injectedBy(injected, second));
  const { momentum, xgTimeline } = minuteSeries(match, second, shots);
  const credit = match.scenario.source.credit;
  return { stage, summary, momentum, shots: shots.map(shotMarker), xgTimeline, ...(credit ? { credit } : {}) };
}

export function playerStatsAt(match: CompiledMatch, second: number) {
  const credit = match.scenario.source.credit;
  return {
    players: playersAt(match, second)
      .filter((player) => player.onAt !== null)
      .map(playerStatsLine),
    ...(credit ? { credit } : {}),
  };
}
