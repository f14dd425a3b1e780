import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { buildTokens } from '../tokens/build.ts';
import { injectBrandHead, renderBrandHead } from './brand-head.ts';
import { describeFile, type Manifest, type ManifestFile } from './manifest.ts';

export interface BuildBundlesOptions {
  /** Repository root: where vite.config.ts and index.html live. */
  root: string;
  tokensDir: string;
  themesDir: string;
  outDir: string;
  /** Brands to build; every brand in tokens/brands when omitted. */
  brands?: string[];
  /** Public base path; `/` serves the bundle from the root of its origin. */
  base?: string;
  onProgress?: (line: string) => void;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : Promise.resolve([`${prefix}${entry.name}`]),
    ),
  );
  return nested.flat().sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * One brand-neutral Vite build, then one folder per brand: the same JavaScript and assets, and an
 * `index.html` that carries only that brand's theme (docs/adr/001-one-build-brand-in-html.md). A failure in any brand fails all.
 */
export async function buildBundles(options: BuildBundlesOptions): Promise<Manifest> {
  const { root, tokensDir, themesDir, outDir, base = '/', onProgress = () => {} } = options;
  const allBrands = await buildTokens({ tokensDir, outDir: themesDir });
  const brands = options.brands ?? allBrands;
  const unknown = brands.filter((brand) => !allBrands.includes(brand));
  if (unknown.length > 0) {
    throw new Error(`Unknown brand ${unknown.join(', ')}: there is no tokens/brands/${unknown[0]}.json`);
  }

  // Building every brand starts from an empty dist/ so no removed brand lingers.
  if (!options.brands) await rm(outDir, { recursive: true, force: true });
  const appDir = path.join(outDir, '.app');
  const started = performance.now();
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    base,
    logLevel: 'warn',
    build: { outDir: appDir, emptyOutDir: true },
  });
  onProgress(`app built once for every brand in ${Math.round(performance.now() - started)} ms`);

  const sharedPaths = (await listFiles(appDir)).filter((file) => file !== 'index.html');
  const sharedFiles: ManifestFile[] = await Promise.all(
    sharedPaths.map(async (file) => describeFile(file, await readFile(path.join(appDir, file)))),
  );
  const template = await readFile(path.join(appDir, 'index.html'), 'utf8');

  const manifestPath = path.join(outDir, 'manifest.json');
  const manifest: Manifest = options.brands
    ? await readFile(manifestPath, 'utf8').then((text) => JSON.parse(text) as Manifest, () => ({ brands: {} }))
    : { brands: {} };

  for (const [index, brand] of brands.entries()) {
    try {
      const brandDir = path.join(outDir, brand);
      await rm(brandDir, { recursive: true, force: true });
      await mkdir(brandDir, { recursive: true });
      await cp(appDir, brandDir, { recursive: true });
      const html = Buffer.from(injectBrandHead(template, await renderBrandHead(themesDir, brand)));
      await writeFile(path.join(brandDir, 'index.html'), html);
      const files = [describeFile('index.html', html), ...sharedFiles];
      manifest.brands[brand] = { entry: 'index.html', files };
      const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      onProgress(`[${String(index + 1).padStart(2)}/${brands.length}] ${brand.padEnd(20)} ${files.length} files, ${kb(total)} gzip`);
    } catch (error) {
      throw new Error(`Brand ${brand} failed to bundle: ${(error as Error).message}`, { cause: error });
    }
  }
  await rm(appDir, { recursive: true, force: true });
  manifest.brands = Object.fromEntries(Object.entries(manifest.brands).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
