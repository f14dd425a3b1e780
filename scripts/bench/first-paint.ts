import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { launchChromium } from '../lib/chromium.ts';

/** gzip -9 as a CDN precompresses: deterministic for the same bytes, unlike a transfer size. */
export const gzipBytes = (bytes: Buffer | string): number => gzipSync(bytes, { level: 9 }).byteLength;

export interface LoadedFile {
  /** Inside the bundle folder, with forward slashes: `assets/main-MB3ZQ1tZ.js`. */
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  /** What went over the wire, in the coding the server chose (`br` for Chromium). */
  sentBytes: number;
  contentEncoding: string;
}

export interface BundleChunk {
  path: string;
  bytes: number;
  gzipBytes: number;
  /** Part of the first paint (`FirstPaintFigures.loaded`); the rest are lazy (loaded later, or on a later action). */
  onFirstPaint: boolean;
  /** Asked for after `ready` showed, before the network went quiet (`FirstPaintFigures.afterReady`). */
  afterReady: boolean;
  /** Named in index.html (entry script, modulepreload or stylesheet): fetched before any script runs. */
  inHtml: boolean;
}

export interface FirstPaintFigures {
  url: string;
  /**
   * Every JavaScript and stylesheet response of the first paint, in the order they arrived: with
   * `ready`, those asked for before it showed; without, those of the whole first load.
   */
  loaded: LoadedFile[];
  /**
   * With `ready`: the files asked for after it showed, until the network was quiet (the socket's
   * code, which loads once the first answers are drawn). Not part of the first paint.
   */
  afterReady: LoadedFile[];
  /** The sum of each first-paint JavaScript file's gzip size (each file is a response of its own). */
  jsGzipBytes: number;
  /** Stylesheet files plus the inline styles below. */
  cssGzipBytes: number;
  /** The text of every `<style>` in the served document, gzipped together (they arrive in one response). */
  inlineStyleGzipBytes: number;
  /** The served document whole: inline styles, the theme JSON and the markup. */
  documentGzipBytes: number;
  /** Every .js and .css file under `assets/`, by path. */
  chunks: BundleChunk[];
}

export interface MeasureFirstPaintOptions {
  /** The bundle folder the server serves (`dist/DEFAULT`): file sizes are read from here. */
  bundleDir: string;
  /** The page to load, on the origin that serves `bundleDir`. */
  url: string;
  /** A Chromium to open the page in; one is launched and closed when omitted. */
  browser?: Browser;
  viewport?: { width: number; height: number };
  /**
   * What shows the page has painted its content (`[data-testid="side-score"]`, the app's score):
   * the first paint is every file asked for before it showed, however slowly the bundle ran; what
   * is asked for after it, until the network has been quiet for 500 ms, is listed apart. Without it,
   * the network's first 500 ms of quiet ends the load, which on a busy machine can come while the
   * app's bundle is still being parsed, before it asked for its strings.
   */
  ready?: string;
}

const kindOf = (response: Response): LoadedFile['kind'] | null => {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.startsWith('text/javascript')) return 'js';
  if (type === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  return null;
};

async function listAssets(bundleDir: string): Promise<string[]> {
  const entries = await readdir(path.join(bundleDir, 'assets'), { recursive: true }).catch(() => []);
  return entries
    .map((entry) => `assets/${entry.split(path.sep).join('/')}`)
    .filter((file) => /\.(js|css)$/.test(file))
    .sort();
}

/** The bundle file a response came from; loud when the page loaded code from anywhere else. */
function bundlePathOf(bundleDir: string, pageUrl: string, responseUrl: string): string {
  const { origin, pathname } = new URL(responseUrl);
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const resolved = path.resolve(bundleDir, relative);
  if (origin !== new URL(pageUrl).origin || !resolved.startsWith(path.resolve(bundleDir) + path.sep)) {
    throw new Error(
      `${pageUrl} loaded ${responseUrl}, which is not a file of ${bundleDir}: the first paint must come from the bundle alone`,
    );
  }
  return relative;
}

/** Resolves once no request of the page has been open for `quietMs`. */
function networkQuiet(page: Page, quietMs: number): { settled: () => Promise<void> } {
  let open = 0;
  let changedAt = performance.now();
  const change = (by: number) => {
    open += by;
    changedAt = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    settled: async () => {
      while (open > 0 || performance.now() - changedAt < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/**
 * In the page, before its scripts: notes `performance.now()` when `selector` first matches. (No
 * named inner function: tsx would wrap it in a helper the page does not have.)
 */
function markWhenShown(selector: string): void {
  new MutationObserver((_records, observer) => {
    if (!document.querySelector(selector)) return;
    (window as unknown as { cppReadyAt?: number }).cppReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** In the page: when each resource's fetch started, and when `ready` showed, on the page's clock. */
function fetchStarts(): { starts: Record<string, number>; readyAt: number | null } {
  const starts: Record<string, number> = {};
  for (const entry of performance.getEntriesByType('resource')) starts[entry.name] ??= entry.startTime;
  return { starts, readyAt: (window as unknown as { cppReadyAt?: number }).cppReadyAt ?? null };
}

/**
 * Loads `url` once in a fresh page, waits until the network has been idle for 500 ms (after
 * `ready` shows, when given), and sizes every JavaScript and CSS response of that first load from
 * the bundle's own files. Nothing is clicked, so what the page did not fetch by then is lazy.
 */
export async function measureFirstPaint({
  bundleDir,
  url,
  browser,
  viewport = { width: 360, height: 640 },
  ready,
}: MeasureFirstPaintOptions): Promise<FirstPaintFigures> {
  const ownBrowser = browser ? null : await launchChromium();
  const page = await (browser ?? ownBrowser)!.newPage({ viewport });
  try {
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const network = networkQuiet(page, 500);
    // The page's own clock when `ready` first shows, to compare with each file's fetch start.
    if (ready) await page.addInitScript(markWhenShown, ready);
    const document = await page.goto(url, { waitUntil: 'networkidle' });
    if (!document?.ok()) throw new Error(`${url} answered ${document?.status() ?? 'nothing'}`);
    if (ready) {
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await network.settled();
    }
    const firstLoad = [...responses];
    const askedAt = ready ? await page.evaluate(fetchStarts) : null;
    if (askedAt && askedAt.readyAt === null) throw new Error(`${url}: the page never noted when ${ready} showed`);
    const beforeReady = (response: Response): boolean => {
      if (!askedAt) return true;
      const start = askedAt.starts[response.url()];
      // A file the page's timeline does not list is counted, never left out.
      return start === undefined || start < askedAt.readyAt!;
    };

    const html = await document.text();
    const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '').join('\n');

    const loaded: LoadedFile[] = [];
    const afterReady: LoadedFile[] = [];
    for (const response of firstLoad) {
      const kind = kindOf(response);
      if (!kind || response.status() !== 200) continue;
      const file = bundlePathOf(bundleDir, url, response.url());
      const list = beforeReady(response) ? loaded : afterReady;
      if (list.some((seen) => seen.path === file)) continue;
      const bytes = await readFile(path.join(bundleDir, file));
      const sizes = await response.request().sizes();
      list.push({
        path: file,
        kind,
        bytes: bytes.byteLength,
        gzipBytes: gzipBytes(bytes),
        sentBytes: sizes.responseBodySize,
        contentEncoding: response.headers()['content-encoding'] ?? 'identity',
      });
    }

    const chunks: BundleChunk[] = [];
    for (const file of await listAssets(bundleDir)) {
      const bytes = await readFile(path.join(bundleDir, file));
      chunks.push({
        path: file,
        bytes: bytes.byteLength,
        gzipBytes: gzipBytes(bytes),
        onFirstPaint: loaded.some((seen) => seen.path === file),
        afterReady: afterReady.some((seen) => seen.path === file),
        inHtml: html.includes(`${file}"`),
      });
    }

    const sum = (kind: LoadedFile['kind']) =>
      loaded.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
    const inlineStyleGzipBytes = inlineStyles ? gzipBytes(inlineStyles) : 0;
    return {
      url,
      loaded,
      afterReady,
      jsGzipBytes: sum('js'),
      cssGzipBytes: sum('css') + inlineStyleGzipBytes,
      inlineStyleGzipBytes,
      documentGzipBytes: gzipBytes(html),
      chunks,
    };
  } finally {
    await page.close();
    await ownBrowser?.close();
  }
}
