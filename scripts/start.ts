import { stat, readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildFeedServer } from '../server/src/app.ts';
import { feedPlugins } from '../server/src/plugins.ts';
import { loadScenarios } from '../server/src/scenario/load.ts';
import { buildBundles } from './bundles/build-bundles.ts';
import { renderHostPage } from './demo/host-page.ts';
import { startStaticServer } from './lib/static-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const brand = 'DEFAULT';
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

/** The DEFAULT bundle is rebuilt only when a source it is made from changed since it was built. */
async function bundleIsStale(): Promise<boolean> {
  const built = await stat(path.join(root, 'dist', brand, 'index.html')).catch(() => null);
  if (!built) return true;
  const sources = ['src', 'tokens', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'];
  const newest = Math.max(...(await Promise.all(sources.map((source) => newestChange(path.join(root, source))))));
  return newest > built.mtimeMs;
}

if (await bundleIsStale()) {
  console.log(`Building the ${brand} bundle…`);
  await buildBundles({
    root,
    tokensDir: path.join(root, 'tokens'),
    themesDir: path.join(root, 'themes'),
    outDir: path.join(root, 'dist'),
    brands: [brand],
    feedOrigin: `http://${host}:${feedPort}`,
    onProgress: (line) => console.log(`  ${line}`),
  });
}

// The demo's feed has the control API on, so the host page can fire goals and force stages.
const { app: feed } = await buildFeedServer({ scenarios: await loadScenarios(), control: true, plugins: feedPlugins });
await feed.listen({ port: feedPort, host });
const feedOrigin = `http://${host}:${feedPort}`;

const widgetOrigin = `http://${host}:${widgetPort}`;
const widget = await startStaticServer({ dir: path.join(root, 'dist', brand), port: widgetPort, host });
const hostPage = renderHostPage({ widgetOrigin, feedOrigin, brand });
const demo = createServer((request, response) => {
  if (request.url === '/' || request.url?.startsWith('/?')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage);
  } else {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => demo.listen(hostPort, host, resolve));

console.log(`
  demo host page  http://${host}:${hostPort}/
  widget (${brand})  ${widgetOrigin}/
  feed server     ${feedOrigin}/  (events: ${feedOrigin}/events, API: ${feedOrigin}/openapi.json)
Press Ctrl+C to stop.`);

const stop = () => {
  widget.close();
  demo.close();
  void feed.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
