import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildFeedServer } from '../../server/src/app.ts';
import { feedPlugins } from '../../server/src/routes/plugins.ts';
import { loadScenarios } from '../../server/src/scenario/load.ts';
import { buildBundles } from '../bundles/build-bundles.ts';
import { startStaticServer } from '../lib/static-server.ts';
import { chunkSourcesOf, type ViteManifest } from './size-report.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface FreshBundle {
  feedUrl: string;
  /** The brand's folder in a temporary dist/, removed by close(). */
  bundleDir: string;
  /** The origin that serves `bundleDir`, as the demo serves a brand. */
  widgetUrl: string;
  /** Each chunk's file (`assets/c-<hash>.js`) and what it was made from, by Vite's build manifest. */
  chunkSources: Map<string, string>;
  close(): Promise<void>;
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * As the browser tests' global setup does (e2e/support/global-setup.ts): the feed server with the
 * control API on, then one brand built into a temporary dist/ against it, so the page really runs
 * and measures what a fresh checkout builds, never a stale dist/.
 */
export async function startFreshBundle({
  brand = 'DEFAULT',
  factsFirst = true,
  onProgress,
}: { brand?: string; factsFirst?: boolean; onProgress?: (line: string) => void } = {}): Promise<FreshBundle> {
  const { app: feed } = await buildFeedServer({ scenarios: await loadScenarios(), control: true, plugins: feedPlugins });
  await feed.listen({ port: 0, host: '127.0.0.1' });
  const feedUrl = `http://127.0.0.1:${(feed.server.address() as AddressInfo).port}`;
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'cpp-bench-'));
  const cleanUp = async (widget?: Server) => {
    if (widget) await closeServer(widget);
    await feed.close();
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    await buildBundles({
      root,
      tokensDir: path.join(root, 'tokens'),
      themesDir: path.join(root, 'themes'),
      outDir,
      brands: [brand],
      feedOrigin: feedUrl,
      factsFirst,
      onProgress,
      viteManifestPath: path.join(outDir, 'vite-manifest.json'),
    });
    const chunkSources = chunkSourcesOf(JSON.parse(await readFile(path.join(outDir, 'vite-manifest.json'), 'utf8')) as ViteManifest);
    const bundleDir = path.join(outDir, brand);
    const widget = await startStaticServer({ dir: bundleDir, port: 0 });
    return {
      feedUrl,
      bundleDir,
      chunkSources,
      widgetUrl: `http://127.0.0.1:${(widget.address() as AddressInfo).port}`,
      close: () => cleanUp(widget),
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
