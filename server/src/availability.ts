import type { Availability, Stage } from '../../src/lib/feed/protocol.ts';
import { isPreMatchStage } from '../../src/lib/rules/stage-groups.ts';

const liveStatsPages = ['summary', 'momentum', 'attacking', 'defence', 'distribution', 'discipline', 'xg'];
const seasonAvgPages = ['summary', 'attacking', 'defence', 'distribution', 'discipline'];

/**
 * The routes that have data for a match in a stage. The widget still applies its own stage rules
 * (SPEC section 2); this says what the feed can serve: line-ups once they are announced, live
 * statistics once the ball has rolled.
 */
export function availabilityFor(stage: Stage, options: { stream: boolean; pitchView: boolean }): Availability {
  const lineups = stage !== 'published' && stage !== 'preview';
  const live = !isPreMatchStage(stage);
  const paths = [
    '/scoreboard',
    '/scoreboard/scorers',
    '/scoreboard/commentary',
    '/watch',
    ...(options.stream ? ['/watch/stream'] : []),
    ...(options.pitchView ? ['/watch/pitchView'] : []),
    '/stats',
    ...(live ? ['/stats/live-stats', ...liveStatsPages.map((page) => `/stats/live-stats/${page}`)] : []),
    '/stats/season-avg',
    ...seasonAvgPages.map((page) => `/stats/season-avg/${page}`),
    '/stats/opta-points',
    '/stats/top-scorers',
    '/stats/assistant',
    '/stats/team-assistant',
    '/stats/player-stats',
    '/info',
    ...(lineups ? ['/info/teams', '/info/teams/lineups', '/info/teams/formation'] : []),
    '/info/form',
    '/info/h2h',
    '/info/preview',
    '/info/insights',
    '/info/table',
    '/info/fixtures',
  ];
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
