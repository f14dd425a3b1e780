import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { competitionSchema, headToHeadFileSchema, slugPattern, type Competition, type HeadToHeadFile } from './schema.ts';

/** server/data, where scripts/feed-data/import-competitions.ts writes. */
export const defaultDataDir = path.resolve(import.meta.dirname, '../../data');

export interface LoadOptions {
  /** Another data folder, for tests. */
  dataDir?: string;
}

/** A competition by id ("laliga-2018-19"); null when we have no such competition. */
export async function loadCompetition(id: string, options: LoadOptions = {}): Promise<Competition | null> {
  // The id comes from a request: anything but a slug could walk out of the data folder.
  if (!slugPattern.test(id)) return null;
  return readDataFile(path.join(options.dataDir ?? defaultDataDir, 'competitions', `${id}.json`), competitionSchema);
}

/**
 * Every recorded meeting of two teams, in whichever order the ids are given; null when we hold
 * no record for the pair (which is not the same as "never met": see the file's `coverage`).
 */
export async function loadHeadToHead(teamA: string, teamB: string, options: LoadOptions = {}): Promise<HeadToHeadFile | null> {
  if (!slugPattern.test(teamA) || !slugPattern.test(teamB) || teamA === teamB) return null;
  const folder = path.join(options.dataDir ?? defaultDataDir, 'h2h');
  return (
    (await readDataFile(path.join(folder, `${teamA}-${teamB}.json`), headToHeadFileSchema)) ??
    (await readDataFile(path.join(folder, `${teamB}-${teamA}.json`), headToHeadFileSchema))
  );
}

async function readDataFile<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw new Error(`${file}: cannot be read`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${file}: not a valid data file\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
