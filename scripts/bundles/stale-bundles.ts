import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brandNamePattern } from '../../contract/brand-theme.ts';
import type { Manifest } from './manifest.ts';

/**
 * Takes the named brands' bundles out of `dist/`: their folders and their entries in
 * `manifest.json`. A build of these brands that failed calls it, so no bundle of an earlier build is
 * left to be served or deployed as if it were this one. A name that is not a brand name (`../src`)
 * is never a path to remove. Returns the brands whose folder was there.
 */
export async function removeBundles(distDir: string, brands: readonly string[]): Promise<string[]> {
  const names = brands.filter((brand) => brandNamePattern.test(brand));
  const present = await Promise.all(
    names.map((brand) =>
      stat(path.join(distDir, brand)).then(
        () => true,
        () => false,
      ),
    ),
  );
  await Promise.all(names.map((brand) => rm(path.join(distDir, brand), { recursive: true, force: true })));
  const manifestPath = path.join(distDir, 'manifest.json');
  const manifest = await readFile(manifestPath, 'utf8').then(
    (text) => JSON.parse(text) as Manifest,
    () => null,
  );
  if (manifest && names.some((brand) => brand in manifest.brands)) {
    for (const brand of names) delete manifest.brands[brand];
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return names.filter((_, index) => present[index]);
}
