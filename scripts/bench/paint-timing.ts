// `npm run bench:first-paint`: what a fan on a slow connection sees first. Chromium (through
// playwright-core) with the network emulated at 400 kbps down and up and 400 ms latency and its cache
// off opens each route of the first tab row (the scoreboard, finished and in play, live stats,
// line-ups) of the DEFAULT widget served as `npm start` serves it, and prints first paint, first
// contentful paint, when the score was first readable (from the facts-first script or the app), LCP,
// when the app's frame replaced the skeleton, CLS and the JavaScript that came over the wire: the
// median of BENCH_RUNS runs (default 3) per page. BENCH_FACTS_FIRST=0 builds the demo's bundles
// without the facts-first script (`npm run build -- --no-facts-first`), for a before-and-after
// measure (docs/adr/021-facts-first.md); the next `npm start` builds them with it again.
// Asserts nothing; the CPU is not slowed.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { demoPortsFromEnv, startDemo } from '../demo/start-demo.ts';
import { launchChromium } from '../lib/chromium.ts';
import { inPlayEventId } from './feed-events.ts';
import { formatLargestElements, formatPaintReport, type PaintPage, type PaintRun } from './paint-timing-report.ts';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** The slow connection of the complaint this bench answers: 400 kbps each way, 400 ms latency. */
const network = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const viewport = { width: 360, height: 640 };
const factsFirst = process.env.BENCH_FACTS_FIRST !== '0';

/** Installed before the page's own code: paint, LCP and layout-shift entries, and the app's frame. */
function observePaints(): void {
  const seen = { lcp: 0, cls: 0, appFrame: 0, score: 0, largestElement: '' };
  (window as unknown as { paintTiming: typeof seen }).paintTiming = seen;
  // No named function in here: tsx would wrap it in a helper the page does not have.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { startTime: number; size: number; element: Element | null }[]) {
      seen.lcp = entry.startTime;
      const element = entry.element;
      const name = element ? `${element.localName}${element.classList[0] ? `.${element.classList[0]}` : ''}` : '(removed)';
      const text = (element?.textContent ?? '').trim().slice(0, 24);
      seen.largestElement = `${name} "${text}" ${entry.size} px²`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const frame = new MutationObserver(() => {
    // The score in the side header: the app's, or the one the facts-first script wrote into the skeleton.
    if (!seen.score && document.querySelector('[data-testid="side-score"], #cpp-skeleton .cpp-sk-item > .cpp-sk-b')?.textContent)
      seen.score = performance.now();
    if (!seen.appFrame && document.querySelector('[data-testid="side-header"]')) seen.appFrame = performance.now();
    if (seen.score && seen.appFrame) frame.disconnect();
  });
  frame.observe(document, { childList: true, subtree: true, characterData: true });
}

async function measure(browser: Browser, url: string, ready: string, throttled: boolean): Promise<PaintRun> {
  // A fresh context per run: no cache, no storage, nothing from the previous load.
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(observePaints);
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.goto(url, { timeout: 120_000 });
    await page.locator(ready).first().waitFor({ timeout: 120_000 });
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 120_000 });
    // Late answers land and the last LCP and layout-shift entries are reported.
    await page.waitForTimeout(3_000);
    const figures = await page.evaluate(() => {
      const paints = Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]));
      const seen = (
        window as unknown as { paintTiming: { lcp: number; cls: number; appFrame: number; score: number; largestElement: string } }
      ).paintTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && /\.js(\?|$)/.test(entry.name));
      const jsBytes = scripts.reduce((sum, entry) => sum + entry.transferSize, 0);
      return { firstPaint: paints['first-paint'], firstContentfulPaint: paints['first-contentful-paint'], jsBytes, ...seen };
    });
    if (figures.firstPaint === undefined || figures.firstContentfulPaint === undefined)
      throw new Error(`${url}: Chromium reported no paint timing`);
    return {
      firstPaintMs: figures.firstPaint,
      firstContentfulPaintMs: figures.firstContentfulPaint,
      scoreMs: figures.score,
      largestContentfulPaintMs: figures.lcp,
      appFrameMs: figures.appFrame,
      cumulativeLayoutShift: figures.cls,
      jsBytes: figures.jsBytes,
      largestElement: figures.largestElement,
    };
  } finally {
    await context.close();
  }
}

const demo = await startDemo({
  root,
  ...demoPortsFromEnv(),
  factsFirst,
  onProgress: (line) => console.log(line),
});
const browser = await launchChromium();
try {
  const widgetOrigin = await demo.demo.widgetOrigin('DEFAULT');
  const liveEventId = await inPlayEventId(demo.feedOrigin);
  const pages = [
    // Finished: the post-match summary above the score, the page of the complaint.
    { name: '/scoreboard (2022 final)', url: `${widgetOrigin}/scoreboard?eventId=wc2022-final&lang=en`, ready: '[data-testid="timeline"]' },
    {
      name: `/scoreboard (${liveEventId}, in play)`,
      url: `${widgetOrigin}/scoreboard?eventId=${liveEventId}&lang=en`,
      ready: '[data-testid="side-score"]',
    },
    // The other routes of the first tab row, deep-linked: their section's chunk comes after the frame's.
    {
      name: '/stats/live-stats/summary (2022 final)',
      url: `${widgetOrigin}/stats/live-stats/summary?eventId=wc2022-final&lang=en`,
      ready: '[data-testid="stat-bars"] li',
    },
    {
      name: '/info/teams/lineups (2022 final)',
      url: `${widgetOrigin}/info/teams/lineups?eventId=wc2022-final&lang=en`,
      ready: '[aria-label="Argentina: Starting line-up"] li',
    },
  ];
  const results: PaintPage[] = [];
  for (const page of pages) {
    // One unthrottled load first: the static server compresses each file on its first request, as
    // a CDN would have done before any fan asked, so the measured runs get precompressed bytes.
    await measure(browser, page.url, page.ready, false);
    const pageRuns: PaintRun[] = [];
    for (let index = 0; index < runs; index += 1) pageRuns.push(await measure(browser, page.url, page.ready, true));
    results.push({ name: page.name, runs: pageRuns });
  }
  console.log(
    `\nbench:first-paint: DEFAULT widget at ${widgetOrigin}, ${viewport.width} x ${viewport.height}, network ${(network.downloadThroughput * 8) / 1000} kbps / ${network.latency} ms latency (CDP emulation), cache off, CPU not slowed, facts-first script ${factsFirst ? 'on' : 'off'}, ${browser.version()}; median of ${runs} run(s), every run in brackets\n`,
  );
  console.log(formatPaintReport(results));
  console.log(`\n${formatLargestElements(results)}`);
} finally {
  await browser.close();
  await demo.close();
}
