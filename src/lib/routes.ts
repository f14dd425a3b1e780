/**
 * Every route of SPEC section 2, with the translation key of its title. The section order
 * here is declaration order only; tab order is a rule of its own (tab-order.ts, with the shell).
 */
export interface RouteDefinition {
  path: string;
  titleKey: string;
  section: 'home' | 'scoreboard' | 'watch' | 'stats' | 'info';
}

const liveStatsPages = ['summary', 'momentum', 'attacking', 'defence', 'distribution', 'discipline', 'xg'] as const;
const seasonAvgPages = ['summary', 'attacking', 'defence', 'distribution', 'discipline'] as const;

export const routeDefinitions: readonly RouteDefinition[] = [
  { path: '/', titleKey: 'common.matchCentre', section: 'home' },
  { path: '/scoreboard', titleKey: 'nav.scoreboard', section: 'scoreboard' },
  { path: '/scoreboard/scorers', titleKey: 'nav.scorers', section: 'scoreboard' },
  { path: '/scoreboard/commentary', titleKey: 'nav.commentary', section: 'scoreboard' },
  { path: '/watch', titleKey: 'nav.watch', section: 'watch' },
  { path: '/watch/stream', titleKey: 'nav.stream', section: 'watch' },
  { path: '/watch/pitchView', titleKey: 'nav.pitchView', section: 'watch' },
  { path: '/stats', titleKey: 'nav.stats', section: 'stats' },
  { path: '/stats/opta-points', titleKey: 'nav.optaPoints', section: 'stats' },
  { path: '/stats/top-scorers', titleKey: 'nav.topScorers', section: 'stats' },
  { path: '/stats/assistant', titleKey: 'nav.playerAssistant', section: 'stats' },
  { path: '/stats/team-assistant', titleKey: 'nav.teamAssistant', section: 'stats' },
  { path: '/stats/player-stats', titleKey: 'nav.playerStats', section: 'stats' },
  { path: '/stats/live-stats', titleKey: 'nav.liveStats', section: 'stats' },
  ...liveStatsPages.map((page) => ({
    path: `/stats/live-stats/${page}`,
    titleKey: `nav.${page}`,
    section: 'stats' as const,
  })),
  { path: '/stats/season-avg', titleKey: 'nav.seasonAvg', section: 'stats' },
  ...seasonAvgPages.map((page) => ({
    path: `/stats/season-avg/${page}`,
    titleKey: `nav.${page}`,
    section: 'stats' as const,
  })),
  { path: '/info', titleKey: 'nav.info', section: 'info' },
  { path: '/info/teams', titleKey: 'nav.teams', section: 'info' },
  { path: '/info/teams/lineups', titleKey: 'nav.lineups', section: 'info' },
  { path: '/info/teams/formation', titleKey: 'nav.formation', section: 'info' },
  { path: '/info/form', titleKey: 'nav.form', section: 'info' },
  { path: '/info/h2h', titleKey: 'nav.h2h', section: 'info' },
  { path: '/info/preview', titleKey: 'nav.preview', section: 'info' },
  { path: '/info/insights', titleKey: 'nav.insights', section: 'info' },
  { path: '/info/table', titleKey: 'nav.table', section: 'info' },
  { path: '/info/fixtures', titleKey: 'nav.fixtures', section: 'info' },
];
