import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Manifest } from './manifest.ts';
import { removeBundles } from './stale-bundles.ts';

let work: string;
let dist: string;
const file = { path: 'index.html', bytes: 10, gzipBytes: 30, integrity: 'sha384-x' };

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'cpp-stale-'));
  dist = path.join(work, 'dist');
  for (const brand of ['DEFAULT', 'NEW_BRAND']) {
    await mkdir(path.join(dist, brand), { recursive: true });
    await writeFile(path.join(dist, brand, 'index.html'), `<meta name="cpp-brand" content="${brand}" />`);
  }
  await mkdir(path.join(work, 'src'));
  await writeFile(path.join(work, 'src/main.tsx'), 'the widget');
  const manifest: Manifest = {
    brands: { DEFAULT: { entry: 'index.html', files: [file] }, NEW_BRAND: { entry: 'index.html', files: [file] } },
  };
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(manifest));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('removeBundles', () => {
  it("takes a failed brand's previous bundle out of dist/ and out of the manifest, and nothing else", async () => {
    expect(await removeBundles(dist, ['NEW_BRAND'])).toEqual(['NEW_BRAND']);
    expect(await readdir(dist)).toEqual(['DEFAULT', 'manifest.json']);
    const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as Manifest;
    expect(Object.keys(manifest.brands)).toEqual(['DEFAULT']);
  });

  it('never removes a path that a name which is not a brand name would reach', async () => {
    expect(await removeBundles(dist, ['../src', '..', 'default', ''])).toEqual([]);
    expect(await readFile(path.join(work, 'src/main.tsx'), 'utf8')).toBe('the widget');
    expect((await readdir(dist)).sort()).toEqual(['DEFAULT', 'NEW_BRAND', 'manifest.json']);
  });

  it('is content with a brand never built and a dist/ without a manifest', async () => {
    await rm(path.join(dist, 'manifest.json'));
    expect(await removeBundles(dist, ['MISSPELT'])).toEqual([]);
    expect((await readdir(dist)).sort()).toEqual(['DEFAULT', 'NEW_BRAND']);
  });
});
