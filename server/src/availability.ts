import type { Availability, Stage } from '../../contract/protocol.ts';
import { availablePaths } from '../../contract/pages.ts';
import { isPreMatchStage } from '../../contract/stage-groups.ts';

/**
 * The routes that have data for a match in a stage, from the page catalogue. The widget still
 * applies its own stage rules (SPEC section 2); this says what the feed can serve: line-ups once
 * they are announced, live statistics once the ball has rolled.
 */
export function availabilityFor(stage: Stage, options: { stream: boolean; pitchView: boolean }): Availability {
  const lineups = stage !== 'published' && stage !== 'preview';
  const live = !isPreMatchStage(stage);
  const paths = availablePaths({ lineups, live, stream: options.stream, pitchView: options.pitchView });
  return {
    paths,
    pitchView: options.pitchView,
    stream: options.stream,
    features: {
      lineups,
      xg: live,
      preview: true,
      insights: true,
      commentary: true,
      eventData: true,
      otherMatches: true,
      previousMeetings: true,
      gameHistory: true,
      playerStatsLv: live,
      playerStatsAvg: true,
      competition: { table: true, fixtures: true, topScorers: true, viz: options.pitchView },
      h2hStats: { players: true, summary: true, distribution: true, discipline: true },
      teamStats: { summary: true, attacking: true, distribution: true, discipline: true },
      dbs: true,
      pitchView: options.pitchView,
      stream: options.stream,
      vod: false,
      matchMomentum: live,
    },
  };
}
