/**
 * Writes the committed scenarios of the StatsBomb open-data matches in ../shared/data (the raw
 * files are never copied into the repository). The data licence lets us keep, in our own format
 * and credited to StatsBomb, the facts of a match, every shot with its StatsBomb xG, per-minute
 * aggregates per side and per-player aggregates per period with a coarse touch grid: exactly what
 * the importer makes (server/src/statsbomb/import.ts). Nothing is added to what these cover.
 *
 *   npx tsx scripts/feed-data/extract-statsbomb-facts.ts [--check]
 *
 * With --check nothing is written: the command fails when a committed file differs from what
 * the importer makes of the data today.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from '../../contract/first-paint-parsers.ts';
import { loadStatsBombFiles } from '../../server/src/statsbomb/cli.ts';
import type { Scenario, Side, Team } from '../../server/src/scenario/schema.ts';
import type { StatsBombImportOptions } from '../../server/src/statsbomb/import.ts';
import { registeredPositions } from '../../server/src/statsbomb/registered-positions.ts';

const root = path.resolve(import.meta.dirname, '../..');
const statsBombDir = path.resolve(root, '../shared/data/statsbomb');
const scenariosDir = path.join(root, 'server/scenarios');

export interface Extract {
  match: string;
  file: string;
  options: StatsBombImportOptions;
}

export const extracts: Extract[] = [
  {
    match: '3788741',
    file: 'euro2020-tur-ita.json',
    options: {
      id: 'euro2020-tur-ita',
      title: 'Turkey v Italy',
      kickoff: '2021-06-11T19:00:00Z',
      competition: { id: 'euro-2020', name: 'UEFA Euro 2020', season: '2020', round: 'Group A' },
      venue: { name: 'Stadio Olimpico', city: 'Rome' },
      referee: 'Danny Makkelie',
      seed: 20210611,
    },
  },
  {
    match: '15946',
    file: 'laliga-2018-19-bar-ala.json',
    options: {
      id: 'laliga-2018-19-bar-ala',
      title: 'Barcelona v Deportivo Alavés',
      kickoff: '2018-08-18T20:15:00Z',
      competition: { id: 'laliga-2018-19', name: 'La Liga', season: '2018/19', round: 'Matchday 1' },
      venue: { name: 'Camp Nou', city: 'Barcelona' },
      // No referee: neither StatsBomb's files nor a record we can cite name him, so none is shown.
      seed: 20180818,
    },
  },
  {
    match: '15986',
    file: 'laliga-2018-19-bar-gir.json',
    options: {
      id: 'laliga-2018-19-bar-gir',
      title: 'Barcelona v Girona',
      // openfootball's es.1.json: 20:45 Spanish summer time on 23 September 2018.
      kickoff: '2018-09-23T18:45:00Z',
      competition: { id: 'laliga-2018-19', name: 'La Liga', season: '2018/19', round: 'Matchday 5' },
      venue: { name: 'Camp Nou', city: 'Barcelona' },
      // Match reports of the day (elEconomista, 23 September 2018: "Gil Manzano expulsó a Lenglet").
      referee: 'Jesús Gil Manzano',
      seed: 20180923,
    },
  },
];

/**
 * National teams' regions, by scenario file, for naming them in the fan's language
 * (contract/team-names.ts): StatsBomb's files do not carry them.
 */
const teamCountries: Readonly<Record<string, Record<Side, string>>> = {
  'euro2020-tur-ita.json': { home: 'TR', away: 'IT' },
};

/**
 * Each team's two colours, by scenario file, with where they come from (StatsBomb's files do not
 * carry them): a club's own, a national team's kit colours, which are its flag's.
 */
const teamColours: Readonly<Record<string, Record<Side, NonNullable<Team['colours']>>>> = {
  'euro2020-tur-ita.json': {
    home: {
      primary: '#e30a17',
      secondary: '#ffffff',
      source: "Turkey: red and white, the colours of its flag (Wikipedia's infobox); the red is the flag's as commonly given",
    },
    away: {
      primary: '#0064b0',
      secondary: '#ffffff',
      source: "Italy: azzurro (blue) and white (Wikipedia's infobox); the hex codes render those named colours",
    },
  },
  'laliga-2018-19-bar-ala.json': {
    home: { primary: '#a50044', secondary: '#004d98', source: "FC Barcelona's visual identity: garnet (grana) and blue (blau)" },
    away: {
      primary: '#0057b8',
      secondary: '#ffffff',
      source:
        "Deportivo Alavés: blue and white (Wikipedia's infobox); the hex codes render those named colours, they are not codes the club publishes",
    },
  },
  'laliga-2018-19-bar-gir.json': {
    home: { primary: '#a50044', secondary: '#004d98', source: "FC Barcelona's visual identity: garnet (grana) and blue (blau)" },
    away: {
      primary: '#cd2534',
      secondary: '#ffffff',
      source:
        "Girona FC: red and white stripes (Wikipedia's infobox); the hex codes render those named colours, they are not codes the club publishes",
    },
  },
};

/** The scenario with each national team's `country` and each team's colours right after its name, where a reader looks for them. */
function withCountries(scenario: Scenario, file: string): Scenario {
  const countries = teamCountries[file];
  const colours = teamColours[file];
  const named = (side: Side): Team => {
    const { id, code, name, ...rest } = scenario[side];
    return {
      id,
      code,
      name,
      ...(countries ? { country: countries[side] } : {}),
      ...(colours ? { colours: colours[side] } : {}),
      ...rest,
    };
  };
  return { ...scenario, home: named('home'), away: named('away') };
}

const isListOfRecords = (value: unknown): value is Array<Record<string, unknown>> =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord);

/**
 * JSON laid out like the other scenario files: one player, event, kick, flow minute or player
 * period a line, so a re-import that changes one card shows as a one-line diff. Objects are opened
 * up only at the top and where they hold such a list (the teams).
 */
export function formatScenarioJson(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (isListOfRecords(value)) return `[\n${value.map((item) => `${inner}${JSON.stringify(item)}`).join(',\n')}\n${indent}]`;
  if (isRecord(value) && (indent === '' || Object.values(value).some(isListOfRecords))) {
    const fields = Object.entries(value).map(([key, field]) => `${inner}${JSON.stringify(key)}: ${formatScenarioJson(field, inner)}`);
    return `{\n${fields.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The bench's squad positions (server/src/statsbomb/registered-positions.ts): StatsBomb has none for a substitute who never came on. */
function withRegisteredPositions(extract: Extract): StatsBombImportOptions {
  return { ...extract.options, registeredPositions: registeredPositions[extract.match] ?? {} };
}

export async function render(extract: Extract): Promise<string> {
  const scenario = await loadStatsBombFiles(
    path.join(statsBombDir, `${extract.match}_events.json`),
    path.join(statsBombDir, `${extract.match}_lineups.json`),
    withRegisteredPositions(extract),
  );
  return `${formatScenarioJson(withCountries(scenario, extract.file))}\n`;
}

export async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  if (!existsSync(statsBombDir)) throw new Error(`no StatsBomb data at ${statsBombDir}`);
  let stale = 0;
  for (const extract of extracts) {
    const target = path.join(scenariosDir, extract.file);
    const text = await render(extract);
    if (check) {
      const committed = existsSync(target) ? await readFile(target, 'utf8') : '';
      if (committed !== text) {
        stale += 1;
        console.error(`${path.relative(root, target)} differs from the importer's output`);
      }
      continue;
    }
    await writeFile(target, text);
    console.log(`wrote ${path.relative(root, target)}`);
  }
  if (stale > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
