import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDataDir } from './data.ts';

/**
 * The committed server/data files are exactly what the importer writes, and writing them twice
 * gives the same bytes. Needs the sources, which live outside the repository (../shared/data);
 * without them the test is skipped, and the other tests still check the committed files.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const sourceDir = path.resolve(repoRoot, '../shared/data');
const importer = path.join(repoRoot, 'scripts/feed-data/import-competitions.ts');
const run = promisify(execFile);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('the importer', () => {
  const outDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function importInto(): Promise<string> {
    const outDir = await mkdtemp(path.join(tmpdir(), 'feed-data-'));
    outDirs.push(outDir);
    await run(process.execPath, ['--import', 'tsx', importer, '--data', sourceDir, '--out', outDir], { cwd: repoRoot });
    return outDir;
  }

  it.runIf(existsSync(sourceDir))('writes the same bytes on every run, and those are the committed files', async () => {
    const [first, second] = await Promise.all([importInto(), importInto()]);
    const written = await listFiles(first);
    expect(written).toEqual([
      'competitions/bundesliga-2018-19.json',
      'competitions/champions-league-2018-19.json',
      'competitions/euro-2020.json',
      'competitions/laliga-2018-19.json',
      'competitions/ligue-1-2018-19.json',
      'competitions/premier-league-2018-19.json',
      'competitions/serie-a-2018-19.json',
      'competitions/worldcup-2018.json',
      'competitions/worldcup-2022.json',
      'h2h/argentina-france.json',
      'h2h/barcelona-alaves.json',
      'h2h/barcelona-girona.json',
      'h2h/turkey-italy.json',
      'histories/argentina-france.json',
      'histories/turkey-italy.json',
    ]);
    expect(await listFiles(second)).toEqual(written);
    for (const file of written) {
      const content = await readFile(path.join(first, file), 'utf8');
      expect(await readFile(path.join(second, file), 'utf8'), file).toBe(content);
      expect(await readFile(path.join(defaultDataDir, file), 'utf8'), `${file} is stale: re-run the importer`).toBe(content);
    }
  });
});
