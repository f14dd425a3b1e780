import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../scripts/demo/demo-server.ts';
import { buildFeedServer } from '../server/src/app.ts';
import { feedPlugins } from '../server/src/routes/plugins.ts';
import { loadScenarios } from '../server/src/scenario/load.ts';
import { chromiumForFile } from './support/browser.ts';

// A feed that takes one socket per address (a stadium's NAT, in small) and the DEFAULT bundle
// pointed at it: a second page's socket is refused with 1013 "try again later", and its widget
// says it is reconnecting (never "match not found") and connects once the first page goes.
const eventId = 'demo-finished';
const chromium = chromiumForFile();
let feed: FastifyInstance;
let feedOrigin: string;
let demo: DemoServer;
let folder: string;
let widget: string;

beforeAll(async () => {
  ({ app: feed } = await buildFeedServer({
    scenarios: await loadScenarios(),
    plugins: feedPlugins,
    limits: { requestsPerMinute: 100_000, socketsPerAddress: 1 },
  }));
  await feed.listen({ port: 0, host: '127.0.0.1' });
  feedOrigin = `http://127.0.0.1:${(feed.server.address() as AddressInfo).port}`;
  folder = await mkdtemp(path.join(os.tmpdir(), 'cpp-busy-feed-e2e-'));
  await cp(inject('bundleDirs').DEFAULT!, path.join(folder, 'DEFAULT'), { recursive: true });
  const index = path.join(folder, 'DEFAULT', 'index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replaceAll(inject('feedUrl'), feedOrigin));
  demo = await startDemoServer({ distDir: folder, feedOrigin, hostPort: 0, widgetPort: 0 });
  widget = await demo.widgetOrigin('DEFAULT');
});

afterAll(async () => {
  await demo?.close();
  await feed?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const refusedWith1013 = async () =>
  Number(/^feed_websocket_closes_total\{code="1013"\} (\d+)$/m.exec(await (await fetch(`${feedOrigin}/metrics`)).text())?.[1] ?? 0);

describe('the widget on a feed past its sockets per address', () => {
  it('is refused with 1013, says reconnecting (not match not found), and is live once the first page goes', async () => {
    const first = await chromium.browser.newPage({ viewport: { width: 480, height: 640 } });
    const firstFrames: string[] = [];
    first.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => firstFrames.push(String(payload))));
    await first.goto(`${widget}/scoreboard?eventId=${eventId}&lang=en`);
    await expect.poll(() => firstFrames.length, { timeout: 10_000 }).toBeGreaterThan(0);

    const second = await chromium.browser.newPage({ viewport: { width: 480, height: 640 } });
    const secondFrames: string[] = [];
    second.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => secondFrames.push(String(payload))));
    await second.goto(`${widget}/scoreboard?eventId=${eventId}&lang=en`);
    await second.getByText('Reconnecting…').waitFor({ timeout: 15_000 });
    await expect.poll(refusedWith1013, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await second.getByText('Match not found').count()).toBe(0);
    expect(secondFrames).toEqual([]);

    await first.close();
    await expect.poll(() => secondFrames.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await second.getByText('Reconnecting…').waitFor({ state: 'detached', timeout: 10_000 });
    await second.close();
  }, 90_000);
});
