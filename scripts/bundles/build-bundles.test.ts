import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from './manifest.ts';
import { embedVersion } from '../../src/embed/version.ts';
import { buildBundles } from './build-bundles.ts';
import { versionedEmbedPath } from './embed-script.ts';

const root = path.resolve(import.meta.dirname, '../..');
const extraBrand = 'ZZ_TEMPORARY_EXTRA';
let work: string;
let manifest: Manifest;
let brands: string[];
const lines: string[] = [];

async function filesOf(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesOf(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat().sort();
}

const hexColours = (text: string) => new Set([...text.toLowerCase().matchAll(/#[0-9a-f]{6}\b/g)].map((match) => match[0]));

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'cpp-bundles-'));
  await cp(path.join(root, 'tokens'), path.join(work, 'tokens'), { recursive: true });
  // Adding a brand is one new token file and nothing else (docs/adding-a-brand.md).
  const extra = JSON.parse(await readFile(path.join(root, 'tokens/brands/DEFAULT.json'), 'utf8'));
  extra.color.team.home.main.$value = '#fe5d26';
  extra.color.gradient.end.$value = '#2bd9c7';
  await writeFile(path.join(work, 'tokens/brands', `${extraBrand}.json`), JSON.stringify(extra));
  manifest = await buildBundles({
    root,
    tokensDir: path.join(work, 'tokens'),
    themesDir: path.join(work, 'themes'),
    outDir: path.join(work, 'dist'),
    onProgress: (line) => lines.push(line),
  });
  brands = (await readdir(path.join(work, 'tokens/brands'))).map((file) => file.replace(/\.json$/, '')).sort();
  // A whole Vite build and every brand: longer than a hook's default on a busy machine.
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('buildBundles', () => {
  it('writes one folder per brand, the extra brand included, and reports progress', async () => {
    const folders = (await readdir(path.join(work, 'dist'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(brands);
    expect(folders).toContain(extraBrand);
    expect(Object.keys(manifest.brands)).toEqual(brands);
    expect(lines.filter((line) => /^\[\s*\d+\/\d+\]/.test(line))).toHaveLength(brands.length);
  });

  it('lists every file with its size, gzip size and SRI hash, as CONTRACT.md says', async () => {
    const written = JSON.parse(await readFile(path.join(work, 'dist/manifest.json'), 'utf8')) as Manifest;
    expect(written).toEqual(manifest);
    for (const brand of brands) {
      const entry = manifest.brands[brand]!;
      expect(entry.entry).toBe('index.html');
      expect(entry.files.map((file) => file.path).sort()).toEqual(await filesOf(path.join(work, 'dist', brand)));
      for (const file of entry.files) {
        const content = await readFile(path.join(work, 'dist', brand, file.path));
        expect(file.bytes).toBe(content.byteLength);
        expect(file.gzipBytes).toBeGreaterThan(0);
        expect(file.gzipBytes).toBeLessThan(file.bytes + 64);
        expect(file.integrity).toBe(`sha384-${createHash('sha384').update(content).digest('base64')}`);
      }
    }
  });

  it('is a production build with no eval, whatever NODE_ENV the test runner set', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const scripts = (await filesOf(path.join(work, 'dist/DEFAULT'))).filter((file) => file.endsWith('.js'));
    const code = (await Promise.all(scripts.map((file) => readFile(path.join(work, 'dist/DEFAULT', file), 'utf8')))).join('\n');
    // React's development build carries these; the production build does not.
    expect(code).not.toContain('react-dom.development');
    expect(code).not.toMatch(/\bjsxDEV\b/);
    // An operator's CSP without 'unsafe-eval' must not break the widget.
    expect(code).not.toMatch(/\beval\(/);
  });

  it("ships the same JavaScript to every brand: only index.html and the brand's stylesheet differ", () => {
    const shared = (brand: string) =>
      manifest.brands[brand]!.files.filter((file) => file.path !== 'index.html' && !/^assets\/brand-[^/]+\.css$/.test(file.path)).map(
        (file) => `${file.path} ${file.integrity}`,
      );
    for (const brand of brands) expect(shared(brand)).toEqual(shared('DEFAULT'));
  });

  it('keeps every colour unique to one brand out of every other brand bundle', async () => {
    const colours = new Map<string, Set<string>>();
    for (const brand of brands) {
      colours.set(brand, hexColours(await readFile(path.join(work, 'themes', `${brand}.json`), 'utf8')));
    }
    // Every colour each bundle contains, reading each distinct file once (the JS is shared).
    const byIntegrity = new Map<string, Set<string>>();
    const present = new Map<string, Set<string>>();
    for (const brand of brands) {
      const found = new Set<string>();
      for (const file of manifest.brands[brand]!.files) {
        // The flags carry the nations' colours, which a brand may happen to share: not a leak.
        if (file.path.startsWith('flags/')) continue;
        if (!byIntegrity.has(file.integrity)) {
          byIntegrity.set(file.integrity, hexColours(await readFile(path.join(work, 'dist', brand, file.path), 'utf8')));
        }
        for (const colour of byIntegrity.get(file.integrity)!) found.add(colour);
      }
      present.set(brand, found);
    }
    const leaks: string[] = [];
    for (const brand of brands) {
      const others = brands.filter((other) => other !== brand);
      const unique = [...colours.get(brand)!].filter((colour) => others.every((other) => !colours.get(other)!.has(colour)));
      for (const other of others) {
        for (const colour of unique) if (present.get(other)!.has(colour)) leaks.push(`${brand} ${colour} in ${other}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('ships embed.js as a module that imports nothing, and as a classic script at its versioned path, its integrity in the manifest', async () => {
    const dir = path.join(work, 'dist/DEFAULT');
    // The operators' module loads alone: an import of the widget's chunks would run the widget in the host page.
    const module = await readFile(path.join(dir, 'embed.js'), 'utf8');
    expect(module).not.toMatch(/\bimport\s*[("'{*\w]/);
    expect(module).toMatch(/export\s*\{[^}]*\bmountMatchCentre\b/);
    expect(manifest.embed).toEqual({ version: embedVersion, path: versionedEmbedPath, integrity: expect.stringMatching(/^sha384-/) });
    expect(versionedEmbedPath).toBe(`embed/${embedVersion}/embed.js`);
    const classic = await readFile(path.join(dir, versionedEmbedPath));
    expect(manifest.embed!.integrity).toBe(`sha384-${createHash('sha384').update(classic).digest('base64')}`);
    for (const brand of brands) {
      expect(manifest.brands[brand]!.files.find((file) => file.path === versionedEmbedPath)?.integrity).toBe(manifest.embed!.integrity);
    }
    expect(classic.toString('utf8')).not.toMatch(/\bimport\s*[("'{*\w]|\bexport\s*\{/);
  });

  it('carries the extra brand theme in its own index.html only', async () => {
    const html = await readFile(path.join(work, 'dist', extraBrand, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="cpp-brand" content="${extraBrand}" />`);
    expect(html).toContain('#fe5d26');
    expect(html).not.toContain('<!--cpp:brand-head-->');
    // The frame's skeleton paints in this brand before the script: its markup, and its rules in
    // the brand's stylesheet, a file of the bundle the page links with the nonce (no inline style).
    expect(html).toContain('<div class="cpp-sk" id="cpp-skeleton">');
    const href = /<link rel="stylesheet" id="cpp-brand-css" href="\/(assets\/brand-[A-Za-z0-9_-]{8}\.css)" nonce="__CSP_NONCE__" \/>/.exec(
      html,
    );
    expect(href).not.toBeNull();
    const css = await readFile(path.join(work, 'dist', extraBrand, href![1]!), 'utf8');
    expect(css).toContain('.cpp-sk-nav{width:40px;');
    expect(css).toContain('--cpp-home:#fe5d26;');
    expect(html).not.toMatch(/<style[\s>]/);
    expect(html).toContain('<meta property="csp-nonce" nonce="__CSP_NONCE__">');
  });
});
