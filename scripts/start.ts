import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFeedServer } from '../server/src/app.ts';
import { feedPlugins } from '../server/src/plugins.ts';
import { loadScenarios } from '../server/src/scenario/load.ts';
import { buildBundles } from './bundles/build-bundles.ts';
import { startDemoServer } from './demo/demo-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const host = '127.0.0.1';
const widgetPort = Number(process.env.WIDGET_PORT ?? 4173);
const hostPort = Number(process.env.HOST_PORT ?? 8080);
const feedPort = Number(process.env.FEED_PORT ?? 4000);

async function newestChange(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestChange(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

const distDir = path.join(root, 'dist');
const feedOrigin = `http://${host}:${feedPort}`;
/** Written after the demo's own build: what it was built for. */
const stampPath = path.join(distDir, '.demo-build.json');
const stamp = JSON.stringify({ feedOrigin });

/**
 * Every brand is rebuilt only when a source changed since the demo last built them, or when dist/
 * was since built by another command (another feed origin, feature flags on).
 */
async function bundlesAreStale(): Promise<boolean> {
  const [built, manifest] = await Promise.all([stat(stampPath).catch(() => null), stat(path.join(distDir, 'manifest.json')).catch(() => null)]);
  if (!built || !manifest || manifest.mtimeMs > built.mtimeMs) return true;
  if ((await readFile(stampPath, 'utf8').catch(() => '')) !== stamp) return true;
  const sources = ['src', 'tokens', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'];
  const newest = Math.max(...(await Promise.all(sources.map((source) => newestChange(path.join(root, source))))));
  return newest > built.mtimeMs;
}

if (await bundlesAreStale()) {
  console.log('Building every brand bundle…');
  await buildBundles({
    root,
    tokensDir: path.join(root, 'tokens'),
    themesDir: path.join(root, 'themes'),
    outDir: distDir,
    feedOrigin,
    onProgress: (line) => console.log(`  ${line}`),
  });
  await writeFile(stampPath, stamp);
}

// The demo's feed has the control API on, so the host page can fire goals and force stages.
const { app: feed } = await buildFeedServer({ scenarios: await loadScenarios(), control: true, plugins: feedPlugins });
await feed.listen({ port: feedPort, host });

const demo = await startDemoServer({ distDir, feedOrigin, host, hostPort, widgetPort });

console.log(`
  demo host page  ${demo.hostPageUrl}  (${demo.brands.length} brands: ${demo.hostPageUrl}?brand=DEFAULT_LIGHT)
  widget (DEFAULT)  ${await demo.widgetOrigin('DEFAULT')}/
  feed server     ${feedOrigin}/  (events: ${feedOrigin}/events, API: ${feedOrigin}/openapi.json)
Press Ctrl+C to stop.`);

const stop = () => {
  void Promise.all([demo.close(), feed.close()]).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
