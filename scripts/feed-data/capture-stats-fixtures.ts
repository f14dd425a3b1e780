/**
 * Captures the stats section's test fixtures (src/features/stats/testing/) from the real feed, in
 * process: the analytics answers and season averages of Barcelona v Alavés at full time (and at
 * 70 minutes), Turkey v Italy at full time, and the player assistant of the 2022 final at full
 * time. Re-run after a change to what the feed answers, then `npx prettier --write` the files.
 *
 *   npx tsx scripts/feed-data/capture-stats-fixtures.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { playerAssistantDocument, teamAssistantDocument, topScorersDocument } from '../../src/features/stats/api/analytics-documents.ts';
import { seasonPlayerStatsDocument } from '../../src/features/stats/api/season-player-stats.ts';
import { buildFeedServer } from '../../server/src/app.ts';
import type { CatalogueEntry } from '../../server/src/event/catalogue.ts';
import { feedPlugins } from '../../server/src/routes/plugins.ts';
import { loadScenarios } from '../../server/src/scenario/load.ts';

const outDir = path.resolve(import.meta.dirname, '../../src/features/stats/testing');
const catalogue: CatalogueEntry[] = [
  { eventId: 'laliga', scenarioId: 'laliga-2018-19-bar-ala', description: 'finished', startAt: null },
  {
    eventId: 'laliga-70',
    scenarioId: 'laliga-2018-19-bar-ala',
    description: '70th minute',
    startAt: (timeline) => timeline.periodStart.secondHalf! + 25 * 60,
  },
  { eventId: 'euro2020', scenarioId: 'euro2020-tur-ita', description: 'finished', startAt: null },
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'finished', startAt: null },
];

const { app } = await buildFeedServer({ scenarios: await loadScenarios(), catalogue, plugins: feedPlugins, tickMs: 60_000 });
try {
  // A token is for one event: each query asks /dbs_auth for its own.
  const graphql = async (query: string, variables: { eventId: string } & Record<string, unknown>) => {
    const auth = (await app.inject({ method: 'GET', url: `/dbs_auth/${variables.eventId}` })).json() as { token: string; outlet: string };
    const response = await app.inject({
      method: 'POST',
      url: `/betanalytics/${auth.outlet}/graphql`,
      headers: { authorization: auth.token, 'outlet-key': auth.outlet },
      payload: { query, variables },
    });
    if (response.statusCode !== 200) throw new Error(`graphql ${JSON.stringify(variables)}: ${response.statusCode} ${response.body}`);
    return response.json() as unknown;
  };
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return response.json() as unknown;
  };
  const assistant = { threshold: 0.5, matches: 6 };
  const files: Record<string, unknown> = {
    'laliga.gql-player-assistant.json': await graphql(playerAssistantDocument, {
      eventId: 'laliga',
      event: 'GOALS',
      team: 'BOTH',
      ...assistant,
    }),
    'laliga.gql-team-assistant.json': await graphql(teamAssistantDocument, { eventId: 'laliga', event: 'GOALS', ...assistant }),
    'laliga.gql-top-scorers.json': await graphql(topScorersDocument, { eventId: 'laliga', limit: 20 }),
    'laliga.gql-player-season.json': await graphql(seasonPlayerStatsDocument, { eventId: 'laliga' }),
    'final.gql-player-assistant.json': await graphql(playerAssistantDocument, {
      eventId: 'final',
      event: 'GOALS',
      team: 'BOTH',
      ...assistant,
    }),
    'laliga.season_avg.json': await get('/season_avg/laliga?lang=en'),
    'laliga.season_avg-70.json': await get('/season_avg/laliga-70?lang=en'),
    'euro2020.season_avg.json': await get('/season_avg/euro2020?lang=en'),
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(outDir, name), `${JSON.stringify(content, null, 2)}\n`);
    console.log(`capture-stats-fixtures: ${name}`);
  }
} finally {
  await app.close();
}
