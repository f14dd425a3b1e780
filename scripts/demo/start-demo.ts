import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFeedServer } from '../../server/src/app.ts';
import { feedPlugins } from '../../server/src/routes/plugins.ts';
import { loadBallPaths } from '../../server/src/replay/ball-path-files.ts';
import { loadScenarios } from '../../server/src/scenario/load.ts';
import { buildBundles } from '../bundles/build-bundles.ts';
import { startDemoServer, type DemoServer } from './demo-server.ts';

export interface StartDemoOptions {
  /** Repository root: sources are checked for changes here, bundles are built into `dist/`. */
  root: string;
  host?: string;
  /** The DEFAULT brand's widget origin (`npm start`: WIDGET_PORT or 4173). */
  widgetPort: number;
  /** The host page (`npm start`: HOST_PORT or 8080). */
  hostPort: number;
  /** The feed server (`npm start`: FEED_PORT or 4000); the bundles are built to talk to it. */
  feedPort: number;
  /** The facts-first script in every page (default); false for a before-and-after measure (ADR 021). */
  factsFirst?: boolean;
  onProgress?: (line: string) => void;
}

export interface RunningDemo {
  demo: DemoServer;
  feedOrigin: string;
  /** The feed's control token (FEED_CONTROL_TOKEN, or one made for this run): `Authorization: Bearer <token>`. */
  controlToken: string;
  distDir: string;
  close(): Promise<void>;
}

async function newestChange(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestChange(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/**
 * Every brand is rebuilt only when a source changed since the demo last built them, or when dist/
 * was since built by another command (another feed origin, feature flags on).
 */
async function bundlesAreStale(root: string, distDir: string, stampPath: string, stamp: string): Promise<boolean> {
  const [built, manifest] = await Promise.all([
    stat(stampPath).catch(() => null),
    stat(path.join(distDir, 'manifest.json')).catch(() => null),
  ]);
  if (!built || !manifest || manifest.mtimeMs > built.mtimeMs) return true;
  if ((await readFile(stampPath, 'utf8').catch(() => '')) !== stamp) return true;
  const sources = ['src', 'tokens', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'];
  const newest = Math.max(...(await Promise.all(sources.map((source) => newestChange(path.join(root, source))))));
  return newest > built.mtimeMs;
}

/** A port taken (often by another `npm start`) gets a message that says what to do. */
const explainPortInUse = (error: unknown, advice: string): unknown =>
  (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new Error(`${(error as Error).message}: ${advice}`, { cause: error }) : error;

/** The demo's ports as `npm start` takes them: WIDGET_PORT, HOST_PORT and FEED_PORT, else 4173, 8080 and 4000. */
export function demoPortsFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<StartDemoOptions, 'widgetPort' | 'hostPort' | 'feedPort'> {
  return {
    widgetPort: Number(env.WIDGET_PORT ?? 4173),
    hostPort: Number(env.HOST_PORT ?? 8080),
    feedPort: Number(env.FEED_PORT ?? 4000),
  };
}

/**
 * The demo as `npm start` runs it (README): every brand built into dist/ when stale, the feed
 * server in-process with the control API on (the host page fires goals and forces stages), each
 * brand's bundle on an origin of its own and the host page on another. Benchmarks that must
 * measure what a reader of the README sees start it the same way.
 */
export async function startDemo({
  root,
  host = '127.0.0.1',
  widgetPort,
  hostPort,
  feedPort,
  factsFirst = true,
  onProgress = () => {},
}: StartDemoOptions): Promise<RunningDemo> {
  const distDir = path.join(root, 'dist');
  const feedOrigin = `http://${host}:${feedPort}`;
  // Written after the demo's own build: what it was built for.
  const stampPath = path.join(distDir, '.demo-build.json');
  const stamp = JSON.stringify({ feedOrigin, ...(factsFirst ? {} : { factsFirst }) });
  if (await bundlesAreStale(root, distDir, stampPath, stamp)) {
    onProgress('Building every brand bundle…');
    await buildBundles({
      root,
      tokensDir: path.join(root, 'tokens'),
      themesDir: path.join(root, 'themes'),
      outDir: distDir,
      feedOrigin,
      factsFirst,
      onProgress: (line) => onProgress(`  ${line}`),
    });
    await writeFile(stampPath, stamp);
  }

  // Locked as an operator would run it: tokens signed with a secret of this run, stream
  // keys checked, a control token the host page is handed, and only the demo's own origins.
  let demo: DemoServer | undefined;
  const controlToken = process.env.FEED_CONTROL_TOKEN || randomBytes(24).toString('base64url');
  const { app: feed, context } = await buildFeedServer({
    scenarios: await loadScenarios(),
    // The live tracker's ball path, from StatsBomb's files where they are at hand (FEED_STATSBOMB_DIR).
    ballPaths: await loadBallPaths(),
    control: true,
    plugins: feedPlugins,
    secret: process.env.FEED_SECRET || undefined,
    streamKeys: 'signed',
    controlToken,
    allowedOrigins: (origin) => demo?.serves(origin) ?? false,
    logLevel: process.env.FEED_LOG_LEVEL || 'warn',
  });
  await feed.listen({ port: feedPort, host }).catch((error: unknown) => {
    throw explainPortInUse(error, 'stop the other demo (npm start) or set FEED_PORT');
  });
  try {
    demo = await startDemoServer({
      distDir,
      feedOrigin,
      host,
      hostPort,
      widgetPort,
      controlToken,
      streamKeyFor: (eventId) => context.credentials.streamKey(eventId),
    });
    const running = demo;
    return {
      demo: running,
      feedOrigin,
      controlToken,
      distDir,
      close: async () => void (await Promise.all([running.close(), feed.close()])),
    };
  } catch (error) {
    await feed.close();
    throw explainPortInUse(error, 'stop the other demo (npm start) or set WIDGET_PORT and HOST_PORT');
  }
}
