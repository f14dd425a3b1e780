import { readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildFeedServer } from '../../server/src/app.ts';
import { feedPlugins } from '../../server/src/routes/plugins.ts';
import { loadBallPaths } from '../../server/src/replay/ball-path-files.ts';
import { loadScenarios } from '../../server/src/scenario/load.ts';
import { renderFeatureFlagsMeta } from '../../scripts/bundles/brand-head.ts';
import { launchChromiumServer } from '../../scripts/lib/chromium.ts';
import { buildBundles } from '../../scripts/bundles/build-bundles.ts';
import { startDemoServer } from '../../scripts/demo/demo-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    widgetUrls: Record<string, string>;
    /** Each served brand's folder in the temporary dist/: what the size gate reads file sizes from. */
    bundleDirs: Record<string, string>;
    hostPageUrl: string;
    feedUrl: string;
    /** The one Chromium of this vitest, which every test file connects to (support/browser.ts). */
    chromiumEndpoint: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
// Every brand: DEFAULT and DEFAULT_LIGHT for every browser test, all of them for the visual
// baselines (e2e/visual.e2e.ts). Each brand is a copy of the one build: cheap.
const brands = readdirSync(path.join(root, 'tokens/brands'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

/**
 * The real thing, as an operator runs it: the feed server (control API on), real bundles built into
 * a temporary dist/ pointing at that feed, each served on its own port, and a host page on another.
 */
export default async function setup(project: TestProject) {
  const { app: feed, context: feedContext } = await buildFeedServer({
    scenarios: await loadScenarios(),
    // The live tracker's ball path, from StatsBomb's files where they are at hand (FEED_STATSBOMB_DIR).
    ballPaths: await loadBallPaths(),
    control: true,
    plugins: feedPlugins,
    // Every page of the suite comes from 127.0.0.1: the per-address rates are for fans, not for it.
    limits: { requestsPerMinute: 100_000, socketHandshakesPerSecond: 1000 },
  });
  await feed.listen({ port: 0, host: '127.0.0.1' });
  // The pre-match moment is ten minutes before kick-off when the feed starts; the suite runs longer
  // than that, so it is held there: every test that opens it finds the line-ups out and no ball kicked.
  await feedContext.control.setPaused(feedContext.replayOf('demo-prematch'), true);
  const feedUrl = `http://127.0.0.1:${(feed.server.address() as AddressInfo).port}`;
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'cpp-e2e-'));
  await buildBundles({
    root,
    tokensDir: path.join(root, 'tokens'),
    themesDir: path.join(root, 'themes'),
    outDir,
    brands,
    feedOrigin: feedUrl,
  });
  // The DEFAULT bundle as `--flags customLayout` builds it: the same files, one more meta tag.
  const customLayoutDir = path.join(outDir, 'DEFAULT_CUSTOM_LAYOUT');
  await cp(path.join(outDir, 'DEFAULT'), customLayoutDir, { recursive: true });
  const html = await readFile(path.join(customLayoutDir, 'index.html'), 'utf8');
  await writeFile(
    path.join(customLayoutDir, 'index.html'),
    html.replace('<meta name="cpp-brand"', `${renderFeatureFlagsMeta(['customLayout'])}\n    <meta name="cpp-brand"`),
  );
  // As `npm start` serves them: each bundle on an origin of its own, the host page on another.
  const demo = await startDemoServer({ distDir: outDir, feedOrigin: feedUrl, hostPort: 0, widgetPort: 0 });
  const widgetUrls: Record<string, string> = {};
  const bundleDirs: Record<string, string> = {};
  for (const brand of [...brands, 'DEFAULT_CUSTOM_LAYOUT']) {
    widgetUrls[brand] = await demo.widgetOrigin(brand);
    bundleDirs[brand] = path.join(outDir, brand);
  }
  project.provide('widgetUrls', widgetUrls);
  project.provide('bundleDirs', bundleDirs);
  project.provide('hostPageUrl', demo.hostPageUrl);
  project.provide('feedUrl', feedUrl);
  const chromium = await launchChromiumServer();
  project.provide('chromiumEndpoint', chromium.wsEndpoint());

  return async () => {
    await chromium.close();
    await demo.close();
    await feed.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
