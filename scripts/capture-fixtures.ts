/**
 * Captures every saved feed answer of the widget's tests and stories (src/testing/answers/, the
 * info, scoreboard and stats sections' testing/ folders) from the real feed, started in process
 * through the feed harness: the 2022 World Cup final, Barcelona v Alavés (La Liga 2018/19 matchday 1)
 * and Turkey v Italy (Euro 2020) once their replays have finished, the final's and Barcelona v
 * Alavés's form before kick-off (when neither team's form counts the match yet), Barcelona v Alavés
 * at 70′, and the analytics GraphQL's answers the stats screens ask for.
 * Re-run after a change to what the feed answers; `capture-fixtures.test.ts` fails while a saved
 * answer differs from the feed's.
 *
 *   npm run capture:fixtures
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { CatalogueEntry } from '../server/src/event/catalogue.ts';
import { loadScenarios } from '../server/src/scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../server/src/testing/feed-harness.ts';
import { playerAssistantDocument, teamAssistantDocument, topScorersDocument } from '../src/features/stats/api/analytics-documents.ts';
import { seasonPlayerStatsDocument } from '../src/features/stats/api/season-player-stats.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The moments answered, each match under its demo event id: `null` follows the real date (long finished), a function puts the replay at a match second. */
const final = 'wc2022-final';
const laliga = 'laliga-2018-19-bar-ala';
const moments: CatalogueEntry[] = [
  { eventId: final, scenarioId: final, description: 'finished', startAt: null },
  { eventId: `${final}-before`, scenarioId: final, description: '10 minutes before kick-off', startAt: () => -600 },
  { eventId: laliga, scenarioId: laliga, description: 'finished', startAt: null },
  { eventId: `${laliga}-before`, scenarioId: laliga, description: '10 minutes before kick-off', startAt: () => -600 },
  {
    eventId: `${laliga}-70`,
    scenarioId: laliga,
    description: '70th minute',
    startAt: (timeline) => timeline.periodStart.secondHalf! + 25 * 60,
  },
  // The stats section's fixtures name their matches shortly.
  { eventId: 'laliga', scenarioId: laliga, description: 'finished', startAt: null },
  {
    eventId: 'laliga-70',
    scenarioId: laliga,
    description: '70th minute',
    startAt: (timeline) => timeline.periodStart.secondHalf! + 25 * 60,
  },
  { eventId: 'euro2020', scenarioId: 'euro2020-tur-ita', description: 'finished', startAt: null },
  { eventId: 'final', scenarioId: final, description: 'finished', startAt: null },
];

const info = 'src/features/info/testing/answers';
const scoreboard = 'src/features/scoreboard/testing';
const stats = 'src/features/stats/testing';
/** The betting assistants as their screens first ask: goals, both teams, over 0.5 in the last 6. */
const assistant = { event: 'GOALS', threshold: 0.5, matches: 6 };

/** A saved answer: the file (from the repository's root) and the REST call or GraphQL query that answers it. */
type FixtureCall =
  { file: string; url: string } | { file: string; query: string; variables: { eventId: string } & Record<string, unknown> };

/** Every saved answer. */
export const fixtureCalls: readonly FixtureCall[] = [
  // Shared by the features' route-level tests: the final's line-ups also credit its sources (the scoreboard, the tracker).
  ...['event_data', 'incidents', 'lineups'].map((call) => ({
    file: `src/testing/answers/${final}.${call}.json`,
    url: `/${call}/${final}?lang=en`,
  })),
  { file: `src/testing/answers/${laliga}.event_data.json`, url: `/event_data/${laliga}?lang=en` },
  ...['fixtures', 'h2h', 'incidents', 'insights', 'lineups', 'player_stats', 'preview', 'table'].map((call) => ({
    file: `${info}/${final}.${call}.json`,
    url: `/${call}/${final}?lang=en`,
  })),
  ...['fixtures', 'h2h', 'incidents', 'insights', 'lineups', 'preview', 'table'].map((call) => ({
    file: `${info}/${laliga}.${call}.json`,
    url: `/${call}/${laliga}?lang=en`,
  })),
  ...['de', 'el'].flatMap((lang) =>
    ['insights', 'preview'].map((call) => ({ file: `${info}/${final}.${call}.${lang}.json`, url: `/${call}/${final}?lang=${lang}` })),
  ),
  { file: `${info}/${final}.form.json`, url: `/form/${final}-before?lang=en` },
  { file: `${info}/${laliga}.form.json`, url: `/form/${laliga}-before?lang=en` },
  ...['incidents', 'lineups'].map((call) => ({ file: `${info}/${laliga}.70.${call}.json`, url: `/${call}/${laliga}-70?lang=en` })),
  // The scoreboard's route-level tests: its commentary page, and the line-ups and scorers of a finished match.
  { file: `${scoreboard}/${final}.commentary.json`, url: `/commentary/${final}?lang=en` },
  ...['incidents', 'lineups'].map((call) => ({ file: `${scoreboard}/${laliga}.${call}.json`, url: `/${call}/${laliga}?lang=en` })),
  // The stats section's route-level tests, models and stories.
  ...['laliga', 'euro2020'].flatMap((match) =>
    ['incidents', 'live_stats', 'opta_points', 'player_stats', 'season_avg', 'top_scorers'].map((call) => ({
      file: `${stats}/${match}.${call}.json`,
      url: `/${call}/${match}?lang=en`,
    })),
  ),
  { file: `${stats}/laliga.season_avg-70.json`, url: '/season_avg/laliga-70?lang=en' },
  {
    file: `${stats}/laliga.gql-player-assistant.json`,
    query: playerAssistantDocument,
    variables: { eventId: 'laliga', team: 'BOTH', ...assistant },
  },
  {
    file: `${stats}/final.gql-player-assistant.json`,
    query: playerAssistantDocument,
    variables: { eventId: 'final', team: 'BOTH', ...assistant },
  },
  { file: `${stats}/laliga.gql-team-assistant.json`, query: teamAssistantDocument, variables: { eventId: 'laliga', ...assistant } },
  { file: `${stats}/laliga.gql-top-scorers.json`, query: topScorersDocument, variables: { eventId: 'laliga', limit: 20 } },
  { file: `${stats}/laliga.gql-player-season.json`, query: seasonPlayerStatsDocument, variables: { eventId: 'laliga' } },
];

/** The feed's answer to one call: a GraphQL answer is saved whole, as the widget receives it (`{ data }`). */
async function answer(feed: TestFeed, call: FixtureCall): Promise<unknown> {
  if ('url' in call) return feed.get(call.url);
  return { data: await feed.graphql(call.query, { id: call.variables.eventId, ...call.variables }) };
}

/** What the feed answers today for every saved answer, as the file would hold it (Prettier's JSON). */
export async function capturedFixtures(): Promise<Map<string, string>> {
  const feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue: moments });
  try {
    const files = new Map<string, string>();
    for (const call of fixtureCalls) {
      const filepath = path.join(root, call.file);
      const options = await resolveConfig(filepath);
      files.set(call.file, await format(JSON.stringify(await answer(feed, call), null, 2), { ...options, filepath }));
    }
    return files;
  } finally {
    await feed.close();
  }
}

/** The saved answers that differ from the feed's today, by file. */
export async function driftedFixtures(captured: ReadonlyMap<string, string>): Promise<string[]> {
  const drifted: string[] = [];
  for (const [file, text] of captured) {
    const saved = await readFile(path.join(root, file), 'utf8').catch(() => null);
    if (saved !== text) drifted.push(file);
  }
  return drifted;
}

if (import.meta.filename === process.argv[1]) {
  const captured = await capturedFixtures();
  const drifted = await driftedFixtures(captured);
  for (const file of drifted) await writeFile(path.join(root, file), captured.get(file)!);
  console.log(
    drifted.length === 0 ? `${captured.size} answers, none changed` : `${captured.size} answers, rewritten:\n${drifted.join('\n')}`,
  );
}
