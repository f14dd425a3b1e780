import * as z from 'zod/mini';
import { incidentsAnswerSchema, liveStatsAnswerSchema } from '../../../../contract/match-data.ts';
import type { TeamNames } from '../components/use-stats-match.ts';
import euroIncidents from './euro2020.incidents.json';
import euroLiveStats from './euro2020.live_stats.json';
import laligaIncidents from './laliga.incidents.json';
import laligaLiveStats from './laliga.live_stats.json';
import finalIncidents from '../../../testing/answers/wc2022-final.incidents.json';

/** Real answers of our feed for the stories: Turkey 0-3 Italy (Euro 2020) and Barcelona 3-0 Alavés. */
export const euro2020 = {
  teams: { home: { name: 'Turkey', code: 'TUR' }, away: { name: 'Italy', code: 'ITA' } } satisfies TeamNames,
  liveStats: z.parse(liveStatsAnswerSchema, euroLiveStats),
  incidents: z.parse(incidentsAnswerSchema, euroIncidents).incidents,
};
export const laliga = {
  teams: { home: { name: 'Barcelona', code: 'BAR' }, away: { name: 'Deportivo Alavés', code: 'ALA' } } satisfies TeamNames,
  liveStats: z.parse(liveStatsAnswerSchema, laligaLiveStats),
  incidents: z.parse(incidentsAnswerSchema, laligaIncidents).incidents,
};

/** Argentina 3-3 France (the 2022 World Cup final): its incidents only, as the feed has no event data for it. */
export const final = {
  teams: { home: { name: 'Argentina', code: 'ARG' }, away: { name: 'France', code: 'FRA' } } satisfies TeamNames,
  incidents: z.parse(incidentsAnswerSchema, finalIncidents).incidents,
};
