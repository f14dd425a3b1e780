/**
 * Captures the widget's saved feed answers (src/testing/answers/, src/features/info/testing/answers/)
 * from the real feed, started in process through the feed harness: the 2022 World Cup final and
 * Barcelona v Alavés (La Liga 2018/19 matchday 1) once their replays have finished, their form
 * before kick-off (when neither team's form counts the match yet), and Barcelona v Alavés at 70′.
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
import { buildTestFeed } from '../server/src/testing/feed-harness.ts';

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
];

const info = 'src/features/info/testing/answers';
const scoreboard = 'src/features/scoreboard/testing';
/** Every saved answer: the file (from the repository's root) and the call that answers it. */
export const fixtureCalls: ReadonlyArray<{ file: string; url: string }> = [
  ...['event_data', 'incidents'].map((call) => ({ file: `src/testing/answers/${final}.${call}.json`, url: `/${call}/${final}?lang=en` })),
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
  // The scoreboard's route-level tests: its line-ups and commentary pages, and the scorers of a finished match.
  ...['commentary', 'lineups'].map((call) => ({ file: `${scoreboard}/${final}.${call}.json`, url: `/${call}/${final}?lang=en` })),
  ...['incidents', 'lineups'].map((call) => ({ file: `${scoreboard}/${laliga}.${call}.json`, url: `/${call}/${laliga}?lang=en` })),
];

/** What the feed answers today for every saved answer, as the file would hold it (Prettier's JSON). */
export async function capturedFixtures(): Promise<Map<string, string>> {
  const feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue: moments });
  try {
    const files = new Map<string, string>();
    for (const { file, url } of fixtureCalls) {
      const filepath = path.join(root, file);
      const options = await resolveConfig(filepath);
      files.set(file, await format(JSON.stringify(await feed.get(url), null, 2), { ...options, filepath }));
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
