import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ballPathOf, type PeriodStep } from './ball-path.ts';

/**
 * Where the feed finds the ball paths of the committed StatsBomb matches: StatsBomb's own events
 * and line-ups files, which never enter the repository (ball-path.ts says why). `FEED_STATSBOMB_DIR`
 * names the folder; by default `../shared/data/statsbomb` beside the repository. Without the files
 * the feed runs as before and sends no `ballPath` messages.
 */
export const defaultStatsBombDir = path.resolve(import.meta.dirname, '../../../../shared/data/statsbomb');

/** The committed scenarios made from StatsBomb matches, and StatsBomb's match id (the files' prefix) of each. */
export const statsBombMatchOf: Readonly<Record<string, string>> = {
  'laliga-2018-19-bar-ala': '15946',
  'laliga-2018-19-bar-gir': '15986',
  'euro2020-tur-ita': '3788741',
};

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

/** One match's ball path from its two files; an unreadable file fails with its name. */
export async function ballPathOfFiles(eventsPath: string, lineupsPath: string): Promise<PeriodStep[]> {
  try {
    return ballPathOf(await readJson(eventsPath), await readJson(lineupsPath));
  } catch (error) {
    throw new Error(`${eventsPath} + ${lineupsPath}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The ball path of every committed StatsBomb scenario whose files are in `dir`, by scenario id. */
export async function loadBallPaths(dir = process.env.FEED_STATSBOMB_DIR || defaultStatsBombDir): Promise<Map<string, PeriodStep[]>> {
  const paths = new Map<string, PeriodStep[]>();
  for (const [scenarioId, match] of Object.entries(statsBombMatchOf)) {
    const events = path.join(dir, `${match}_events.json`);
    const lineups = path.join(dir, `${match}_lineups.json`);
    if (!existsSync(events) || !existsSync(lineups)) continue;
    paths.set(scenarioId, await ballPathOfFiles(events, lineups));
  }
  return paths;
}
