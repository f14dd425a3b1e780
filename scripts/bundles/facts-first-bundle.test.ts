import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundles } from './build-bundles.ts';

const root = path.resolve(import.meta.dirname, '../..');
let work: string;
let bundleDir: string;
let html: string;
let assets: string[];

const read = (file: string) => readFile(path.join(bundleDir, file), 'utf8');

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'cpp-facts-first-'));
  await cp(path.join(root, 'tokens'), path.join(work, 'tokens'), { recursive: true });
  await buildBundles({
    root,
    tokensDir: path.join(work, 'tokens'),
    themesDir: path.join(work, 'themes'),
    outDir: path.join(work, 'dist'),
    brands: ['DEFAULT'],
    factsFirst: true,
  });
  bundleDir = path.join(work, 'dist/DEFAULT');
  html = await read('index.html');
  assets = (await readdir(path.join(bundleDir, 'assets'))).filter((file) => file.endsWith('.js'));
  // A whole Vite build: longer than a hook's default on a busy machine.
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// Every bundle's build (docs/adr/021-facts-first.md): the facts-first script is an entry of the
// app's build, and what it shares with the app ships once, in its chunk.
describe('a bundle built with the facts first', () => {
  it("names the script's chunk in the head, before the app's, and the app's chunk imports it", async () => {
    const scripts = assets.filter((file) => /^facts-first-[\w-]+\.js$/.test(file));
    expect(scripts).toHaveLength(1);
    const script = `assets/${scripts[0]}`;
    // The app's chunk at low priority: the script, its strings and the feed's answers go first.
    const main = /<script type="module" fetchpriority="low" crossorigin src="\/(assets\/main-[\w-]+\.js)"/.exec(html)?.[1];
    expect(main).toBeDefined();
    const named = html.indexOf(`<script type="module" crossorigin src="/${script}"`);
    expect(named).toBeGreaterThan(-1);
    expect(named).toBeLessThan(html.indexOf(`src="/${main}"`));
    expect(await read(main!)).toContain(`from"./${scripts[0]}"`);
    // It runs before the app's chunk is in: it imports nothing statically (its summary and the
    // language's strings come later, with `import()`).
    const code = await read(script);
    expect(code).not.toMatch(/\bimport(?![(.])|\bfrom\s*["'`]/);
    expect(code).toMatch(/\bimport\(/);
  });

  it('ships the clock rule the script and the app share once, in the script', async () => {
    // The clock's fallback labels (src/rules/match-clock.ts), in whichever quotes the minifier chose.
    const holding = [];
    for (const file of assets) if (/\bafterExtraTime:.AET./.test(await read(`assets/${file}`))) holding.push(file);
    expect(holding).toEqual([expect.stringMatching(/^facts-first-/)]);
  });
});
