import { copyFile, link, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { buildTokens } from '../tokens/build.ts';
import type { FeatureFlagName } from '../../src/rules/feature-flags.ts';
import { brandHead, brandStylesheet, injectBrandHead } from './brand-head.ts';
import { embedVersion } from '../../src/embed/version.ts';
import { buildClassicEmbed, versionedEmbedPath } from './embed-script.ts';
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
  /** The feed the bundles talk to (FEED_ORIGIN); the local demo feed when omitted. */
  feedOrigin?: string;
  /** Feature flags turned on in every bundle of this build; none when omitted (SPEC section 9). */
  flags?: readonly FeatureFlagName[];
  /**
   * Every bundle's page names the facts-first script before the app's bundle (ADR 021): an entry
   * of the app's build whose chunk the app's chunk imports, so no code ships twice. Default true;
   * false builds the page without it (`npm run build -- --no-facts-first`, for a before-and-after
   * measure).
   */
  factsFirst?: boolean;
  /**
   * Where to write Vite's build manifest (which source each chunk was made from), outside the
   * brands' folders, which never carry it. None when omitted; `npm run bench:size` names the lazy
   * chunks from it, whose file names are hashes alone (vite.config.ts).
   */
  viteManifestPath?: string;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : Promise.resolve([`${prefix}${entry.name}`]),
    ),
  );
  return nested.flat().sort();
}

/**
 * Every brand gets the same JavaScript: hard links when the file system allows (no bytes copied),
 * plain copies otherwise. Each brand folder is still complete and self-contained.
 */
async function placeSharedFiles(fromDir: string, toDir: string, files: string[]): Promise<void> {
  const folders = new Set(files.map((file) => path.dirname(file)).filter((folder) => folder !== '.'));
  await Promise.all([...folders].map((folder) => mkdir(path.join(toDir, folder), { recursive: true })));
  await Promise.all(
    files.map((file) =>
      link(path.join(fromDir, file), path.join(toDir, file)).catch(() => copyFile(path.join(fromDir, file), path.join(toDir, file))),
    ),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The facts-first entry's chunk of the app's build (vite.config.ts names it `assets/facts-first-<hash>.js`). */
async function builtFactsFirstPath(appDir: string): Promise<string> {
  const file = (await readdir(path.join(appDir, 'assets'))).find((name) => /^facts-first-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('the app build has no facts-first chunk');
  return `assets/${file}`;
}

/**
 * One brand-neutral Vite build, then one folder per brand: the same JavaScript and assets, and an
 * `index.html` that carries only that brand's theme (docs/adr/001-one-build-brand-in-html.md). A failure in any brand fails all.
 */
export async function buildBundles(options: BuildBundlesOptions): Promise<Manifest> {
  const { root, tokensDir, themesDir, outDir, base = '/', onProgress = () => {}, factsFirst = true } = options;
  // The JavaScript does not depend on any theme, so the one Vite build runs while the tokens
  // compile: the bundler works on its own threads while this one resolves tokens.
  // A single-brand build compiles only that brand's tokens; build:brands compiles and checks all.
  const appDir = path.join(outDir, '.app');
  const tokensStarted = performance.now();
  const compileTokens = buildTokens({ tokensDir, outDir: themesDir, only: options.brands }).then((themes) => {
    onProgress(`${themes.length} brand theme(s) validated and compiled in ${Math.round(performance.now() - tokensStarted)} ms`);
    return themes;
  });
  // Building every brand starts from an empty dist/ so no removed brand lingers.
  if (!options.brands) await rm(outDir, { recursive: true, force: true });
  // A bundle is a production build wherever it is made. Vite and the React plugin take NODE_ENV
  // over the mode, and test runners set it to "test": the browser tests then ran React's
  // development build, with StrictMode's double effects. Set for the build, put back after it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // With the facts first, vite.config.ts makes the script an entry whose chunk the app's imports.
  const factsFirstEnv = process.env.CPP_FACTS_FIRST;
  if (factsFirst) process.env.CPP_FACTS_FIRST = '1';
  else delete process.env.CPP_FACTS_FIRST;
  const buildApp = build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    base,
    logLevel: 'warn',
    build: { outDir: appDir, emptyOutDir: true, manifest: Boolean(options.viteManifestPath) },
  })
    .then(() => onProgress(`app built once for every brand in ${Math.round(performance.now() - tokensStarted)} ms`))
    .finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      if (factsFirstEnv === undefined) delete process.env.CPP_FACTS_FIRST;
      else process.env.CPP_FACTS_FIRST = factsFirstEnv;
    });
  const [themes, , classicEmbed] = await Promise.all([compileTokens, buildApp, buildClassicEmbed(root)]);
  // embed.js once more, as a classic script at a versioned path that never changes (docs/embedding.md).
  await mkdir(path.join(appDir, path.dirname(versionedEmbedPath)), { recursive: true });
  await writeFile(path.join(appDir, versionedEmbedPath), classicEmbed);
  const factsFirstPath = factsFirst ? await builtFactsFirstPath(appDir) : undefined;
  if (options.viteManifestPath) {
    await rename(path.join(appDir, '.vite/manifest.json'), options.viteManifestPath);
    await rm(path.join(appDir, '.vite'), { recursive: true });
  }

  const sharedPaths = (await listFiles(appDir)).filter((file) => file !== 'index.html');
  const sharedFiles: ManifestFile[] = await Promise.all(
    sharedPaths.map(async (file) => describeFile(file, await readFile(path.join(appDir, file)))),
  );
  const template = await readFile(path.join(appDir, 'index.html'), 'utf8');

  const manifestPath = path.join(outDir, 'manifest.json');
  const manifest: Manifest = options.brands
    ? await readFile(manifestPath, 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
        () => ({ brands: {} }),
      )
    : { brands: {} };

  const assemblyStarted = performance.now();
  for (const [index, theme] of themes.entries()) {
    const brand = theme.name;
    try {
      const brandDir = path.join(outDir, brand);
      await rm(brandDir, { recursive: true, force: true });
      await mkdir(brandDir, { recursive: true });
      await placeSharedFiles(appDir, brandDir, sharedPaths);
      const stylesheet = brandStylesheet(theme);
      const css = Buffer.from(stylesheet.css);
      await writeFile(path.join(brandDir, stylesheet.path), css);
      const head = brandHead(theme, {
        feedOrigin: options.feedOrigin ?? process.env.FEED_ORIGIN,
        flags: options.flags,
        stylesheetHref: `${base}${stylesheet.path}`,
        factsFirstSrc: factsFirstPath ? `${base}${factsFirstPath}` : undefined,
      });
      const html = Buffer.from(injectBrandHead(template, head));
      await writeFile(path.join(brandDir, 'index.html'), html);
      const files = [describeFile('index.html', html), describeFile(stylesheet.path, css), ...sharedFiles];
      manifest.brands[brand] = { entry: 'index.html', files };
      const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      onProgress(`[${String(index + 1).padStart(2)}/${themes.length}] ${brand.padEnd(20)} ${files.length} files, ${kb(total)} gzip`);
    } catch (error) {
      throw new Error(`Brand ${brand} failed to bundle: ${(error as Error).message}`, { cause: error });
    }
  }
  onProgress(`${themes.length} brand folder(s) assembled in ${Math.round(performance.now() - assemblyStarted)} ms`);
  await rm(appDir, { recursive: true, force: true });
  const { integrity } = describeFile(versionedEmbedPath, classicEmbed);
  manifest.embed = { version: embedVersion, path: versionedEmbedPath, integrity };
  manifest.brands = Object.fromEntries(Object.entries(manifest.brands).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
