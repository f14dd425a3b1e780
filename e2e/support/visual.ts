import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pushLocation } from './browser.ts';

/** Where the committed baselines live, and the switch that rewrites them. */
export const baselineDir = path.resolve(import.meta.dirname, '../visual-baselines');
export const updatingBaselines = process.env.UPDATE_VISUAL === '1';

/**
 * One screen to keep the looks of: a path of the widget (with its query) on a finished match, so
 * nothing moves between runs, and a selector that is there once the screen has everything it shows.
 */
export interface VisualCase {
  name: string;
  path: string;
  ready: string;
  /** The widths it is taken at; default 320 and 480 px. */
  widths?: readonly number[];
}

/** The context every screenshot is taken in: a fixed time zone and locale, reduced motion, one device pixel per CSS pixel. */
export function stableContext(browser: Browser, width: number, height: number): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    timezoneId: 'UTC',
    locale: 'en-GB',
    reducedMotion: 'reduce',
    colorScheme: 'dark',
  });
}

/**
 * Waits until the screen is still: its ready selector is there, no section is busy, the tab rows
 * have their tabs, the web fonts
 * and every image (the teams' flags come just after the first paint) have loaded, and three frames
 * have been drawn since with no tab row scrolling. Waiting for these, not for the network to go quiet, is what makes the
 * picture the same every run: a live socket or a poll keeps the network busy without changing it.
 */
async function settle(page: Page, ready: string): Promise<void> {
  await page.locator(ready).first().waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  // The tab rows hold their place until the availability answer says which tabs there are.
  await page.locator('[data-testid="tab-row-placeholder"]').first().waitFor({ state: 'detached' });
  await page.waitForFunction(
    () => Array.from(document.images).every((image) => image.complete) && document.fonts.status === 'loaded',
    undefined,
    { polling: 50 },
  );
  // A tab row whose selected tab changed while it stayed on screen (a screen reached inside the app)
  // scrolls it into view over a few frames of its own, which reduced motion does not stop: the
  // picture is taken once no tab row has moved for three frames.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const offsets = () =>
          Array.from(document.querySelectorAll('[role="tablist"]'), (list) => list.parentElement?.scrollLeft ?? 0).join();
        let last = offsets();
        let still = 0;
        const frame = () => {
          const now = offsets();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** A screenshot of what the page shows now, the same way every run: animations stopped, the caret hidden. */
async function still(page: Page, ready: string): Promise<Buffer> {
  await settle(page, ready);
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
}

/** One page of a bundle in its own stable context, moved from screen to screen inside the app. */
export interface AppPage {
  /** The screen at `path` (the app's path with its query) once it is still: its screenshot. */
  show(path: string, ready: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Screens of one bundle as a fan moves between them: the first loaded, the others reached inside
 * the app (the router follows the history, as when a tab is pressed), so the bundle, its fonts and
 * the match's shared answers load once, not once a screen. A screen reached so is drawn as the same
 * pixels as the screen loaded afresh: the baselines of both agree.
 */
export async function openAppPage(browser: Browser, origin: string, width: number, height: number): Promise<AppPage> {
  const context = await stableContext(browser, width, height);
  const page = await context.newPage();
  let loaded = false;
  return {
    async show(path, ready) {
      if (!loaded) {
        await page.goto(`${origin}${path}`);
        loaded = true;
      } else {
        // The router applies a location in a transition, after the URL has changed: two frames pass
        // before the screen is waited for (as goInApp does). The screen left keeps showing until the
        // new one is ready, so a screen's ready mark must not be on the screen shown before it.
        await pushLocation(page, path);
        await page.waitForURL(`${origin}${path}`);
      }
      return still(page, ready);
    },
    close: () => context.close(),
  };
}

export interface Comparison {
  /** Pixels that differ beyond pixelmatch's colour threshold. */
  differentPixels: number;
  totalPixels: number;
  /** A PNG of the differences, written beside the run's temporary files when there are any. */
  diffPath?: string;
  /** Why there is no comparison (no baseline yet, or a size change). */
  problem?: string;
}

/** Compares a screenshot with its baseline, or writes the baseline when UPDATE_VISUAL=1. */
export async function compareWithBaseline(name: string, actual: Buffer): Promise<Comparison> {
  const file = path.join(baselineDir, `${name}.png`);
  if (updatingBaselines) {
    await mkdir(baselineDir, { recursive: true });
    await writeFile(file, actual);
    return { differentPixels: 0, totalPixels: 0 };
  }
  const expected = await readFile(file).catch(() => null);
  if (!expected) return { differentPixels: 0, totalPixels: 0, problem: `no baseline ${file}: run the update command of docs/testing.md` };
  // The same bytes are the same picture: Chromium encodes a screenshot the same way every time, so
  // most screens need neither image decoded.
  // (A PNG's width and height are the first two numbers of its header chunk, bytes 16 to 23.)
  if (actual.equals(expected)) return { differentPixels: 0, totalPixels: expected.readUInt32BE(16) * expected.readUInt32BE(20) };
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  if (a.width !== b.width || a.height !== b.height) {
    return { differentPixels: 0, totalPixels: 0, problem: `${name}: ${a.width}x${a.height} now, ${b.width}x${b.height} in the baseline` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  // threshold: how far apart two colours may be and still count as the same (anti-aliasing aside).
  const differentPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  const comparison: Comparison = { differentPixels, totalPixels: a.width * a.height };
  if (differentPixels > 0) {
    const dir = path.join(os.tmpdir(), 'cpp-visual-diff');
    await mkdir(dir, { recursive: true });
    comparison.diffPath = path.join(dir, `${name}.diff.png`);
    await writeFile(comparison.diffPath, PNG.sync.write(diff));
    await writeFile(path.join(dir, `${name}.actual.png`), actual);
    await writeFile(path.join(dir, `${name}.expected.png`), expected);
    await writeDiffReport(dir);
  }
  return comparison;
}

/**
 * `index.html` beside the differences: each screen that differs, its baseline, this run and the
 * differing pixels side by side, to open in a browser after a failed run.
 */
async function writeDiffReport(dir: string): Promise<void> {
  const names = (await readdir(dir))
    .filter((file) => file.endsWith('.diff.png'))
    .map((file) => file.slice(0, -'.diff.png'.length))
    .sort();
  const rows = names
    .map(
      (name) =>
        `<h2>${name}</h2><div class="row">${['expected', 'actual', 'diff']
          .map((kind) => `<figure><img src="${name}.${kind}.png" alt="${name}, ${kind}"><figcaption>${kind}</figcaption></figure>`)
          .join('')}</div>`,
    )
    .join('\n');
  const page = `<!doctype html><meta charset="utf-8"><title>Visual differences</title>
<style>body{font:14px sans-serif;margin:16px}.row{display:flex;gap:12px;align-items:flex-start}figure{margin:0}img{border:1px solid #999;max-width:480px}</style>
<h1>${names.length} screen(s) differ from their baselines</h1>
${rows}`;
  await writeFile(path.join(dir, 'index.html'), page);
}
