import { writeFile } from 'node:fs/promises';
// `npm run bench:lighthouse`: Lighthouse's mobile preset (its default config: a mid-range phone,
// slow 4G and a 4x slower CPU, simulated) on two pages of the DEFAULT widget served as `npm start`
// serves it, against a match in play. Prints the median of BENCH_RUNS runs (default 3) per page
// with ✓/✗ against the budgets; asserts nothing, so it exits 0 when a budget is missed.
// BENCH_PAGE=/stats/live-stats/summary measures that page alone.
// BENCH_FACTS_FIRST=0 builds the demo's bundles without the facts-first script, for a
// before-and-after measure (docs/adr/021-facts-first.md).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoPortsFromEnv, startDemo } from '../demo/start-demo.ts';
import { assertChromium, chromiumArgs, chromiumPath } from '../lib/chromium.ts';
import { inPlayEventId } from './feed-events.ts';
import { formatLighthouseReport, pageRunOf, type PageResult } from './lighthouse-report.ts';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);

/**
 * The static server compresses each file on its first request (brotli 11 takes over a second for
 * the main chunk). A CDN serves precompressed bytes, so every file is asked for once before
 * measuring: the first run must not pay a cost no user would.
 */
async function warmCompression(origin: string, bundleDir: string): Promise<void> {
  const files = await readdir(bundleDir, { recursive: true, withFileTypes: true });
  for (const file of files.filter((entry) => entry.isFile())) {
    const url = `${origin}/${path.relative(bundleDir, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`;
    for (const coding of ['br', 'gzip']) await (await fetch(url, { headers: { 'accept-encoding': coding } })).arrayBuffer();
  }
}

assertChromium();
const demo = await startDemo({
  root,
  ...demoPortsFromEnv(),
  factsFirst: process.env.BENCH_FACTS_FIRST !== '0',
  onProgress: (line) => console.log(line),
});
try {
  const widgetOrigin = await demo.demo.widgetOrigin('DEFAULT');
  await warmCompression(widgetOrigin, path.join(demo.distDir, 'DEFAULT'));
  const eventId = await inPlayEventId(demo.feedOrigin);
  const allPages = [
    { name: '/scoreboard', url: `${widgetOrigin}/scoreboard?eventId=${eventId}&lang=en`, clsBudget: true },
    {
      name: '/stats/live-stats/summary',
      url: `${widgetOrigin}/stats/live-stats/summary?eventId=${eventId}&lang=en&stage=inPlay`,
      clsBudget: false,
    },
  ];
  const pages = allPages.filter((page) => !process.env.BENCH_PAGE || page.name === process.env.BENCH_PAGE);
  if (pages.length === 0) throw new Error(`BENCH_PAGE names no page: one of ${allPages.map((page) => page.name).join(', ')}`);

  // chrome-launcher starts Debian's Chromium (what CHROME_PATH would name) with our flags and a
  // fresh profile; Lighthouse drives it over the DevTools port and clears its cache before each run.
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  const results: PageResult[] = [];
  let environment = '';
  try {
    for (const page of pages) {
      const pageRuns = [];
      for (let index = 0; index < runs; index += 1) {
        const runner = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        pageRuns.push(pageRunOf(runner.lhr));
        // BENCH_REPORT_DIR keeps each run's full report, to see where the time went.
        if (process.env.BENCH_REPORT_DIR)
          await writeFile(
            path.join(process.env.BENCH_REPORT_DIR, `${page.name.replace(/\W+/g, '_')}-${index}.json`),
            JSON.stringify(runner.lhr),
          );
        const { lighthouseVersion, configSettings, environment: machine } = runner.lhr;
        environment = `Lighthouse ${lighthouseVersion}, ${configSettings.formFactor} preset, ${configSettings.throttlingMethod} throttling (CPU x${configSettings.throttling.cpuSlowdownMultiplier}, ${configSettings.throttling.rttMs} ms RTT, ${Math.round(configSettings.throttling.throughputKbps)} Kbps), ${machine.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, benchmark index ${machine.benchmarkIndex}`;
      }
      results.push({ name: page.name, runs: pageRuns, clsBudget: page.clsBudget });
    }
  } finally {
    chrome.kill();
  }

  console.log(`\nbench:lighthouse: DEFAULT widget at ${widgetOrigin}, event ${eventId} (in play), median of ${runs} run(s) per page`);
  console.log(`${environment}\n`);
  console.log(formatLighthouseReport(results));
} finally {
  await demo.close();
}
