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
export function loadHeadToHead(teamA: string, teamB: string, options: LoadOptions = {}): Promise<HeadToHeadFile | null> {
  return loadPairFile('h2h', teamA, teamB, headToHeadFileSchema, options);
}

/**
 * A file about two teams in a folder of server/data (`<a>-<b>.json`, in whichever order it was
 * written); null when we hold none. The ids come from requests: anything but two slugs is refused.
 */
export async function loadPairFile<T>(
  folder: string,
  teamA: string,
  teamB: string,
  schema: z.ZodType<T>,
  options: LoadOptions = {},
): Promise<T | null> {
  if (!slugPattern.test(teamA) || !slugPattern.test(teamB) || teamA === teamB) return null;
  const dir = path.join(options.dataDir ?? defaultDataDir, folder);
  return (
    (await readDataFile(path.join(dir, `${teamA}-${teamB}.json`), schema)) ??
    (await readDataFile(path.join(dir, `${teamB}-${teamA}.json`), schema))
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
