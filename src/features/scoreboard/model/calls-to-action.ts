import type { Availability } from '../../../../contract/protocol.ts';
import { isFinishedStage, isLiveStage, isLiveStatsStage } from '../../../../contract/stage-groups.ts';
import type { Stage } from '../../../../contract/vocabulary.ts';

/** SPEC section 2's calls to action, each with the route it leads to. */
export type CallToAction = 'seeMatchStats' | 'seeXg' | 'seePlayerStats' | 'seeOtherGames' | 'seeReplays' | 'seeHighlights';

export const callToActionPaths: Record<CallToAction, string> = {
  seeMatchStats: '/stats/live-stats',
  seeXg: '/stats/live-stats/xg',
  seePlayerStats: '/stats/player-stats',
  seeOtherGames: '/info/fixtures',
  seeReplays: '/watch/stream',
  seeHighlights: '/watch/stream',
};

/**
 * A feature of the availability answer: nested objects are flattened to keys joined by an
 * underscore (SPEC section 3), so `competition_fixtures` reads `features.competition.fixtures`.
 * A feature the answer does not name is not refused: only an explicit `false` turns it off.
 */
export function featureOn(features: Availability['features'], key: string): boolean | undefined {
  let value: unknown = features;
  for (const part of key.split('_')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * The calls to action a fan is offered: each only when availability lists its route (and the live
 * stats only in a live-stats stage, as their tab), See xG only with the xg feature, replays while
 * the match is live and highlights once it is over, both only when availability offers `vod`.
 */
export function offeredCallsToAction(availability: Availability | undefined, stage: Stage | undefined): CallToAction[] {
  if (!availability) return [];
  const listed = (path: string) => availability.paths.includes(path);
  const vod = featureOn(availability.features, 'vod') === true && listed('/watch/stream');
  const offered: Record<CallToAction, boolean> = {
    seeMatchStats: isLiveStatsStage(stage) && listed(callToActionPaths.seeMatchStats),
    seeXg: isLiveStatsStage(stage) && listed(callToActionPaths.seeXg) && featureOn(availability.features, 'xg') !== false,
    seePlayerStats: listed(callToActionPaths.seePlayerStats) && featureOn(availability.features, 'playerStatsLv') !== false,
    seeOtherGames: listed(callToActionPaths.seeOtherGames) && featureOn(availability.features, 'competition_fixtures') !== false,
    seeReplays: vod && isLiveStage(stage),
    seeHighlights: vod && isFinishedStage(stage),
  };
  return (Object.keys(offered) as CallToAction[]).filter((name) => offered[name]);
}
