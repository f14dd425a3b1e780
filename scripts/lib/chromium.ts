import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium; tests never download a browser of their own (docs/testing.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same Chromium's engine, built as headless only. */
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the tests drive (the browser tests and the stories): Debian's headless shell where it
 * is installed (`.ci/run` and `npm test` install it beside Chromium), the full Chromium otherwise.
 * The same engine draws the same pixels (the visual baselines pass with both), but the shell has
 * no browser around the pages: no address bar, profile services or spare renderers. Over the
 * browser tests its browser process took 31 core-seconds where Chromium's took 66, and the suite
 * 356 where it took 401 (docs/adr/024-tests-on-the-headless-shell.md). Benchmarks and scripts keep
 * the full Chromium, as a fan's phone runs a full browser.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/** Without the background-networking flags Chromium keeps dialling hosts this network refuses. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Headless Chromium 156 still builds the address bar's suggestion popups, as WebUI pages in
  // renderers of their own, and builds them again and again: about 1.2 s of processor time for each
  // page a test opens, half of all the browser's work in the browser tests. Chromium adds these to
  // Playwright's own --disable-features rather than replacing them (the renderers' flags show both).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI',
];

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" or set CHROMIUM_PATH.`);
  }
}

/** Debian's Chromium, headless, with a fresh profile every launch: for browser tests, benchmarks and scripts alike. */
export async function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/**
 * One Chromium for many clients (`connectChromium`): the browser tests' setup starts one per vitest,
 * and each test file connects to it rather than launching its own (a launch and close costs about
 * 2.8 s of processor time, once per file).
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  assertChromium();
  return chromium.launchServer({ executablePath: testChromiumPath, args: chromiumArgs, headless: true });
}

/** A client of a Chromium started by `launchChromiumServer`: closing it closes its own contexts and leaves the browser running. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
