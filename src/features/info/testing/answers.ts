import * as z from 'zod/mini';
import {
  fixturesAnswerSchema,
  formAnswerSchema,
  headToHeadAnswerSchema,
  incidentsAnswerSchema,
  lineupsAnswerSchema,
  matchPlayerStatsAnswerSchema,
  matchTextAnswerSchema,
  tableAnswerSchema,
} from '../../../../contract/match-data.ts';
import { eventDataSchema } from '../../../../contract/protocol.ts';
import finalFixtures from './answers/wc2022-final.fixtures.json';
import finalForm from './answers/wc2022-final.form.json';
import finalH2h from './answers/wc2022-final.h2h.json';
import finalIncidents from './answers/wc2022-final.incidents.json';
import finalInsights from './answers/wc2022-final.insights.json';
import finalInsightsDe from './answers/wc2022-final.insights.de.json';
import finalInsightsEl from './answers/wc2022-final.insights.el.json';
import finalLineups from './answers/wc2022-final.lineups.json';
import finalPlayerStats from './answers/wc2022-final.player_stats.json';
import finalPreview from './answers/wc2022-final.preview.json';
import finalPreviewDe from './answers/wc2022-final.preview.de.json';
import finalPreviewEl from './answers/wc2022-final.preview.el.json';
import finalTable from './answers/wc2022-final.table.json';
import laligaEventData from '../../../testing/answers/laliga-2018-19-bar-ala.event_data.json';
import laligaFixtures from './answers/laliga-2018-19-bar-ala.fixtures.json';
import laligaForm from './answers/laliga-2018-19-bar-ala.form.json';
import laligaH2h from './answers/laliga-2018-19-bar-ala.h2h.json';
import laligaIncidents from './answers/laliga-2018-19-bar-ala.incidents.json';
import laligaInsights from './answers/laliga-2018-19-bar-ala.insights.json';
import laligaLineups from './answers/laliga-2018-19-bar-ala.lineups.json';
import laligaPreview from './answers/laliga-2018-19-bar-ala.preview.json';
import laligaTable from './answers/laliga-2018-19-bar-ala.table.json';
import laligaAt70Incidents from './answers/laliga-2018-19-bar-ala.70.incidents.json';
import laligaAt70Lineups from './answers/laliga-2018-19-bar-ala.70.lineups.json';

/**
 * Real answers of the feed (`npx tsx server/src/main.ts`), captured once the replays had finished:
 * the 2022 World Cup final (StatsBomb open data for the line-ups and incidents; international
 * results, CC0, for form and head-to-head) and Barcelona v Alavés, La Liga 2018/19 matchday 1
 * (StatsBomb; openfootball for the season's table and fixtures). The two form answers are the
 * ones before kick-off (the final's from `demo-prematch`), when neither team's form counts the
 * match yet. Parsed here with the contract's schemas, so a capture the contract no longer accepts
 * fails loudly.
 */
export const captured = {
  final: {
    lineups: z.parse(lineupsAnswerSchema, finalLineups),
    incidents: z.parse(incidentsAnswerSchema, finalIncidents),
    form: z.parse(formAnswerSchema, finalForm),
    h2h: z.parse(headToHeadAnswerSchema, finalH2h),
    table: z.parse(tableAnswerSchema, finalTable),
    fixtures: z.parse(fixturesAnswerSchema, finalFixtures),
    preview: {
      en: z.parse(matchTextAnswerSchema, finalPreview),
      de: z.parse(matchTextAnswerSchema, finalPreviewDe),
      el: z.parse(matchTextAnswerSchema, finalPreviewEl),
    },
    insights: {
      en: z.parse(matchTextAnswerSchema, finalInsights),
      de: z.parse(matchTextAnswerSchema, finalInsightsDe),
      el: z.parse(matchTextAnswerSchema, finalInsightsEl),
    },
    playerStats: z.parse(matchPlayerStatsAnswerSchema, finalPlayerStats),
  },
  laliga: {
    eventData: z.parse(eventDataSchema, laligaEventData),
    lineups: z.parse(lineupsAnswerSchema, laligaLineups),
    incidents: z.parse(incidentsAnswerSchema, laligaIncidents),
    form: z.parse(formAnswerSchema, laligaForm),
    h2h: z.parse(headToHeadAnswerSchema, laligaH2h),
    table: z.parse(tableAnswerSchema, laligaTable),
    fixtures: z.parse(fixturesAnswerSchema, laligaFixtures),
    preview: z.parse(matchTextAnswerSchema, laligaPreview),
    insights: z.parse(matchTextAnswerSchema, laligaInsights),
  },
};

/**
 * Barcelona v Alavés as the feed answered at 70′ (the replay placed there): Barcelona in 4-3-3
 * since half-time, Alavés just switched to 4-4-2 after two changes; Arthur and Vidal not on yet.
 */
export const laligaAt70 = {
  lineups: z.parse(lineupsAnswerSchema, laligaAt70Lineups),
  incidents: z.parse(incidentsAnswerSchema, laligaAt70Incidents),
};
