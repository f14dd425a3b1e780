import type { LiveStatsAnswer } from '../../../contract/match-data.ts';
import type { PeriodId, Stage } from '../../../contract/protocol.ts';
import type { CompiledMatch } from '../match/compile.ts';
import { periodsStarted } from '../match/timeline.ts';
import { playersAt, playerStatsLine } from './players.ts';
import { minuteSeries } from './series.ts';
import { shotMarker, shotsUntil, type InjectedGoal, type Shot } from './shots.ts';
import { hasEventData, publishedTotalsAt, servedSummary, summaryAt, type CountedSummary } from './summary.ts';

/**
 * The match's statistics at a moment, all from one shot list and one pass over the compiled
 * timeline: what `/live_stats`, `/player_stats` and the socket's `statsSummary` answer.
 */

const injectedBy = (injected: readonly InjectedGoal[], second: number) => ({
  home: injected.filter((goal) => goal.at <= second && goal.side === 'home').length,
  away: injected.filter((goal) => goal.at <= second && goal.side === 'away').length,
});

/** The statistics summary alone (the socket's `statsSummary`). */
export function statsSummaryAt(match: CompiledMatch, second: number, injected: readonly InjectedGoal[] = []): CountedSummary {
  return summaryAt(match, second, shotsUntil(match, second, injected), injectedBy(injected, second));
}

/**
 * The summary of each period of play that has started by `second` (the shoot-out has no
 * statistics of its own): first half, second half, and the halves of extra time when played.
 */
export function periodSummariesAt(match: CompiledMatch, second: number, shots: readonly Shot[]): NonNullable<LiveStatsAnswer['periods']> {
  const injectedIds = new Set(shots.filter((shot) => shot.id.startsWith('i')).map((shot) => shot.id));
  return periodsStarted(match.timeline, second)
    .filter((period): period is Exclude<PeriodId, 'penaltyShootout'> => period !== 'penaltyShootout')
    .map((period) => {
      const own = shots.filter((shot) => shot.period === period);
      const injected = own.filter((shot) => injectedIds.has(shot.id));
      const injectedGoals = {
        home: injected.filter((shot) => shot.side === 'home').length,
        away: injected.filter((shot) => shot.side === 'away').length,
      };
      return { period, summary: servedSummary(match, second, summaryAt(match, second, own, injectedGoals, period), period) };
    });
}

export function liveStatsAt(match: CompiledMatch, second: number, stage: Stage, injected: readonly InjectedGoal[] = []): LiveStatsAnswer {
  const shots = shotsUntil(match, second, injected);
  const summary = servedSummary(match, second, summaryAt(match, second, shots, injectedBy(injected, second)));
  const { momentum, xgTimeline } = minuteSeries(match, second, shots);
  const credit = match.scenario.source.credit;
  const periods = periodSummariesAt(match, second, shots);
  const published = publishedTotalsAt(match, second);
  const eventData = hasEventData(match.scenario);
  return {
    stage,
    summary,
    ...(published ? { published: { source: published.source, statistics: published.statistics } } : {}),
    ...(periods.length > 0 ? { periods } : {}),
    momentum,
    // Without event data no source gives a shot's xG or place: no shot list (the goals are in the incidents).
    shots: eventData ? shots.map(shotMarker) : [],
    xgTimeline,
    ...(credit ? { credit } : {}),
  };
}

export function playerStatsAt(match: CompiledMatch, second: number, injected: readonly InjectedGoal[] = []) {
  const credit = match.scenario.source.credit;
  return {
    players: playersAt(match, second, injected)
      .filter((player) => player.onAt !== null)
      .map((player) => playerStatsLine(player, hasEventData(match.scenario))),
    ...(credit ? { credit } : {}),
  };
}
