import { readFile } from 'node:fs/promises';
import type { Scenario } from '../scenario/schema.ts';
import { importStatsBomb, type StatsBombImportOptions } from './import.ts';

/**
 * Files for the feed server's `--statsbomb events.json lineups.json` option and for local tools.
 * The files stay where they are (../shared/data): StatsBomb data never enters the repository.
 */

async function readJson(path: string): Promise<unknown> {
  const text = await readFile(path, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export async function loadStatsBombFiles(eventsPath: string, lineupsPath: string, options: StatsBombImportOptions): Promise<Scenario> {
  const [events, lineups] = await Promise.all([readJson(eventsPath), readJson(lineupsPath)]);
  try {
    return importStatsBomb(events, lineups, options);
  } catch (error) {
    // Say which files: the importer only knows the events inside them.
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${eventsPath} + ${lineupsPath}: ${message}`, { cause: error });
  }
}
