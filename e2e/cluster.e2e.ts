import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCluster, type RunningCluster } from '../scripts/cluster/feed-cluster.ts';
import { startDemoServer, type DemoServer } from '../scripts/demo/demo-server.ts';
import { chromiumForFile } from './support/browser.ts';
import { overlayShows, recordSockets, watchOverlay } from './support/goal-overlay.ts';
import { pauseClock } from './support/clock.ts';

// Two feed instances sharing a Redis behind HAProxy, as `npm run feed:cluster` runs them, and the
// DEFAULT bundle pointed at the balancer: the widget's calls and socket all go through it.
const eventId = 'demo-second-half';
const chromium = chromiumForFile();
let cluster: RunningCluster;
let demo: DemoServer;
let folder: string;
let widget: string;

beforeAll(async () => {
  cluster = await startCluster({
    instances: 2,
    port: 0,
    feedArgs: ['--control'],
    // Every page comes from 127.0.0.1: the per-address request rate is for fans, not for the suite.
    env: { FEED_LOG_LEVEL: 'warn', FEED_RATE_LIMIT: '100000' },
  });
  // The suite's DEFAULT bundle, with the balancer as its feed (the origin is in its index.html).
  folder = await mkdtemp(path.join(os.tmpdir(), 'cpp-cluster-e2e-'));
  await cp(inject('bundleDirs').DEFAULT!, path.join(folder, 'DEFAULT'), { recursive: true });
  const index = path.join(folder, 'DEFAULT', 'index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replaceAll(inject('feedUrl'), cluster.origin));
  demo = await startDemoServer({ distDir: folder, feedOrigin: cluster.origin, hostPort: 0, widgetPort: 0 });
  widget = await demo.widgetOrigin('DEFAULT');
  // Held still, so only the goals fired here change the score. Asked of an instance itself: an
  // unlocked control API refuses a call relayed by the balancer (it carries X-Forwarded-For).
  await post(cluster.instances[0]!.origin, `/control/events/${eventId}/pause`, { paused: true });
});

afterAll(async () => {
  await demo?.close();
  await cluster?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function post(origin: string, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Sockets of the event on each instance, asked of the instance itself (not through the balancer); a dead one has none. */
async function socketsPerInstance(): Promise<number[]> {
  return Promise.all(
    cluster.instances.map(async (instance) => {
      const response = await fetch(`${instance.origin}/control/state`).catch(() => null);
      if (!response?.ok) return 0;
      const state = (await response.json()) as { events: Record<string, { sockets: number }> };
      return state.events[eventId]?.sockets ?? 0;
    }),
  );
}

const shows = overlayShows;
const sideScore = (page: Page) => page.getByTestId('side-score').textContent();
const scoreText = (score: unknown) => {
  const { home, away } = score as { home: number; away: number };
  return `${home}-${away}`;
};

describe('the widget on a cluster of two feeds behind a balancer', () => {
  it('shows a goal fired on the other instance, and is live again with the right score once its instance is killed', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 480, height: 640 } });
    // The page's timers on Playwright's clock, flowing as real time does until the test moves them.
    await page.clock.install();
    // The widget asks for batches (docs/feed-protocol.md): its socket's address and the frames it is sent.
    const { socketUrls, frames } = recordSockets(page);
    await page.goto(`${widget}/scoreboard?eventId=${eventId}&lang=en`);
    await page.getByTestId('side-header').waitFor();
    await expect.poll(async () => (await socketsPerInstance()).reduce((sum, count) => sum + count, 0)).toBe(1);
    const holder = (await socketsPerInstance()).findIndex((count) => count === 1);
    const other = cluster.instances[1 - holder]!;
    await watchOverlay(page);

    // Fired on the instance the widget is not connected to.
    const first = await post(other.origin, `/control/events/${eventId}/goal`, { side: 'home' });
    await page.getByTestId('goal-overlay').waitFor();
    await expect.poll(() => sideScore(page)).toBe(scoreText(first));
    expect(new URL(socketUrls[0]!).searchParams.get('batch')).toBe('1');
    // The goal came as the first message of a batch, with its score in the same frame.
    const goalFrame = frames
      .map((frame) => JSON.parse(frame))
      .find((message) => message.type === 'batch' && message.value[0].type === 'majorIncident');
    expect(goalFrame?.value.find((message: { type: string }) => message.type === 'score')?.value).toEqual(first);
    // Past the overlay's 3 s and its 5 s guard, so a goal shown again would show.
    await page.clock.fastForward(6000);
    await page.getByTestId('goal-overlay').waitFor({ state: 'detached' });

    // The page's time stands still while its instance dies and a goal is fired elsewhere, so the
    // widget cannot reconnect before that goal: it must come back with it in the score.
    await pauseClock(page);
    await cluster.kill(holder);
    const missed = await post(other.origin, `/control/events/${eventId}/goal`, { side: 'away' });
    await page.clock.resume();
    await expect.poll(socketsPerInstance, { timeout: 10_000 }).toEqual(holder === 0 ? [0, 1] : [1, 0]);
    // The widget resumes after the last seq it applied (docs/feed-protocol.md, "Resume"): the goal it
    // missed comes as it happened, once the other instance has taken the match over (within the
    // dead one's 3 s lease), and plays once; the first is not sent again.
    await expect.poll(() => sideScore(page), { timeout: 10_000 }).toBe(scoreText(missed));
    await expect.poll(() => shows(page), { timeout: 10_000 }).toBe(2);
    expect(socketUrls.length).toBeGreaterThan(1);
    expect(new URL(socketUrls.at(-1)!).searchParams.get('since')).toMatch(/^\d+$/);
    await page.clock.fastForward(6000);
    await page.getByTestId('goal-overlay').waitFor({ state: 'detached' });

    // And it is live: the next goal plays once, with its score.
    const next = await post(other.origin, `/control/events/${eventId}/goal`, { side: 'home' });
    await page.getByTestId('goal-overlay').waitFor();
    await expect.poll(() => sideScore(page)).toBe(scoreText(next));
    expect(await shows(page)).toBe(3);
    await page.close();
  });
});
