import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildBundles } from '../scripts/bundles/build-bundles.ts';
import type { Manifest } from '../scripts/bundles/manifest.ts';
import { strictContentSecurityPolicy } from '../scripts/lib/content-security-policy.ts';
import { assertChromium, chromiumArgs, testChromiumPath } from '../scripts/lib/chromium.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';

/**
 * An operator's page as the issue found it: on a plain-http origin that is not localhost (so not a
 * secure context), embedding a bundle built with `--base /widgets/mc/` from another origin, with
 * embed.js pinned by its versioned path and integrity. Chromium resolves operator.test to this
 * machine. The host page listens to the widget's events through on() and the container's DOM events.
 */
const feed = inject('feedUrl');
const root = path.resolve(import.meta.dirname, '..');
const base = '/widgets/mc/';
const hostName = 'operator.test';
let browser: Browser;
let work: string;
let manifest: Manifest;
let widgetOrigin: string;
let deadFeedWidgetOrigin: string;
let hostOrigin: string;
const servers: Server[] = [];

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** A port nothing answers on: the feed of the outage test. */
async function deadPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The bundle under `base` on an origin of its own, every route answered with its index.html, under the strict policy. */
async function serveUnderBase(bundleDir: string, siteDir: string, feedOrigin: string): Promise<string> {
  await cp(bundleDir, path.join(siteDir, base), { recursive: true });
  // A deep link (`/widgets/mc/stats`) that is not a file falls back to the site's index.html: the bundle's own.
  await cp(path.join(bundleDir, 'index.html'), path.join(siteDir, 'index.html'));
  const server = await startStaticServer({
    dir: siteDir,
    port: 0,
    spaFallback: true,
    contentSecurityPolicy: (nonce) => strictContentSecurityPolicy({ nonce, feedOrigin }),
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Mount {
  /** The container's id. */
  id: string;
  eventId: string;
  /** The widget's origin (the bundle's), the `--base` path added. */
  origin: string;
}

/**
 * The host page: embed.js by a classic `<script>` with its integrity (or the module), one widget per
 * container, no `route`. Every event each widget's on() listener and container hears is kept in
 * `window.heard[containerId]`, as `on:<type>` and `dom:<type>`.
 */
function hostPage(mounts: Mount[], { integrity = manifest.embed!.integrity, module = false } = {}): string {
  const script = `${mounts[0]!.origin}${base}${manifest.embed!.path}`;
  const mountAll = `
    window.heard = {};
    for (const { id, eventId, origin } of ${JSON.stringify(mounts)}) {
      const heard = (window.heard[id] = []);
      const container = document.getElementById(id);
      const widget = mount(container, { widgetUrl: origin + ${JSON.stringify(base)}, eventId, lang: 'en' });
      for (const type of ['ready', 'goal', 'navigate', 'error', 'height']) {
        widget.on(type, (detail) => heard.push({ via: 'on', type, detail }));
        container.addEventListener('matchcentre:' + type, (event) => heard.push({ via: 'dom', type, detail: event.detail }));
      }
    }`;
  const containers = mounts.map(({ id }) => `<div id="${id}"></div>`).join('\n');
  const loader = module
    ? `<script type="module">
        import { mountMatchCentre as mount } from ${JSON.stringify(`${mounts[0]!.origin}${base}embed.js`)};
        ${mountAll}
      </script>`
    : `<script src="${script}" integrity="${integrity}" crossorigin="anonymous" onerror="window.pinRefused = true"></script>
      <script>
        const mount = (...args) => window.MatchCentre.mount(...args);
        if (window.MatchCentre) { ${mountAll} }
      </script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator</title></head><body>${containers}${loader}</body></html>`;
}

let pages = new Map<string, string>();
// The machine runs other suites beside this one: a widget may take a while to load.
const wait = 60_000;

/** How many of the page's feed sockets (its widgets') have had their first frame: subscribed to their match. */
const subscribedSockets = new WeakMap<Page, () => number>();

async function openHost(html: string): Promise<Page> {
  const name = `/page-${pages.size}`;
  pages.set(name, html);
  const page = await browser.newPage({ viewport: { width: 480, height: 900 } });
  let subscribed = 0;
  page.on('websocket', (socket) => socket.once('framereceived', () => (subscribed += 1)));
  subscribedSockets.set(page, () => subscribed);
  // The host page's own load; the widgets load after it, each at its pace.
  await page.goto(`${hostOrigin}${name}`, { waitUntil: 'domcontentloaded' });
  return page;
}

type Heard = { via: 'on' | 'dom'; type: string; detail: Record<string, unknown> }[];
const heard = (page: Page, id: string) =>
  page.evaluate((key) => (window as unknown as { heard: Record<string, Heard> }).heard[key] ?? [], id);
const heardOf = async (page: Page, id: string, type: string, via: 'on' | 'dom' = 'on') =>
  (await heard(page, id)).filter((entry) => entry.type === type && entry.via === via).map((entry) => entry.detail);

/** The widget's frame inside container `id`. */
async function frameOf(page: Page, id: string): Promise<Frame> {
  const handle = await page.locator(`#${id} iframe`).elementHandle();
  const frame = await handle!.contentFrame();
  if (!frame) throw new Error(`no frame in #${id}`);
  return frame;
}

const control = (urlPath: string, body: unknown) =>
  fetch(`${feed}${urlPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const scoreOf = async (eventId: string) => {
  const details = (await (await fetch(`${feed}/event_details/${eventId}?lang=en`)).json()) as {
    home: { score: number };
    away: { score: number };
  };
  return { home: details.home.score, away: details.away.score };
};

beforeAll(async () => {
  assertChromium();
  work = await mkdtemp(path.join(os.tmpdir(), 'cpp-embed-e2e-'));
  manifest = await buildBundles({
    root,
    tokensDir: path.join(root, 'tokens'),
    themesDir: path.join(work, 'themes'),
    outDir: path.join(work, 'dist'),
    brands: ['DEFAULT'],
    base,
    feedOrigin: feed,
  });
  const bundleDir = path.join(work, 'dist/DEFAULT');
  widgetOrigin = await serveUnderBase(bundleDir, path.join(work, 'site'), feed);
  // The same bundle pointed at a feed that is not there: the outage on first load.
  const deadFeed = `http://127.0.0.1:${await deadPort()}`;
  const deadDir = path.join(work, 'dead-feed-bundle');
  await cp(bundleDir, deadDir, { recursive: true });
  const html = await readFile(path.join(deadDir, 'index.html'), 'utf8');
  expect(html).toContain(`content="${new URL(feed).origin}"`);
  await writeFile(path.join(deadDir, 'index.html'), html.replaceAll(new URL(feed).origin, deadFeed));
  deadFeedWidgetOrigin = await serveUnderBase(deadDir, path.join(work, 'dead-site'), deadFeed);

  const host = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://host').pathname);
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
  });
  servers.push(host);
  hostOrigin = `http://${hostName}:${await listen(host)}`;
  browser = await chromium.launch({
    executablePath: testChromiumPath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${hostName} 127.0.0.1`],
    headless: true,
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  if (work) await rm(work, { recursive: true, force: true });
  pages = new Map();
});

describe('embed.js on a plain-http host page of another origin', () => {
  it('mounts a --base bundle from its pinned path, keeps the sub-path, and hears ready, goal, navigate and height', async () => {
    const eventId = 'demo-second-half';
    const page = await openHost(hostPage([{ id: 'widget', eventId, origin: widgetOrigin }]));
    // Not a secure context: the API the old embed.js called is not there.
    expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID, window.location.hostname])).toEqual([
      false,
      'undefined',
      hostName,
    ]);
    const src = new URL((await page.locator('#widget iframe').getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe(`${widgetOrigin}/widgets/mc/scoreboard`);
    expect(src.searchParams.get('hostOrigin')).toBe(hostOrigin);

    await expect.poll(() => heardOf(page, 'widget', 'ready'), { timeout: wait }).toEqual([{ eventId }]);
    expect(await heardOf(page, 'widget', 'ready', 'dom')).toEqual([{ eventId }]);
    // The last height heard is the iframe's: read together, in one turn of the page.
    const [lastHeight, iframeHeight] = await page.evaluate(() => {
      const heights = (window as unknown as { heard: Record<string, Heard> }).heard.widget!.filter((entry) => entry.type === 'height');
      return [heights.at(-1)?.detail.value, document.querySelector<HTMLIFrameElement>('#widget iframe')!.style.height];
    });
    expect(typeof lastHeight).toBe('number');
    expect(iframeHeight).toBe(`${String(lastHeight)}px`);
    const frame = await frameOf(page, 'widget');
    // The goal is fired once the widget's socket has the match: a goal before it would be in the past.
    await expect.poll(() => subscribedSockets.get(page)!(), { timeout: wait }).toBe(1);

    // A goal fired through the control API: the side, the score it made, the minute of the second half.
    const before = await scoreOf(eventId);
    await control(`/control/events/${eventId}/goal`, { side: 'away' });
    await expect.poll(() => heardOf(page, 'widget', 'goal'), { timeout: wait }).toHaveLength(1);
    const [goal] = await heardOf(page, 'widget', 'goal');
    expect(goal).toMatchObject({ side: 'away', score: { home: before.home, away: before.away + 1 } });
    expect(Number(goal!.minute)).toBeGreaterThanOrEqual(46);
    expect(Number(goal!.minute)).toBeLessThanOrEqual(90);
    expect(await heardOf(page, 'widget', 'goal', 'dom')).toEqual([goal]);

    // A click inside the widget: the host hears where it went, inside the bundle's base path.
    await frame.getByTestId('side-item-stats').click();
    // The section's root leads on to its first tab: the host hears each route, the one shown last,
    // inside the bundle's base path in the frame's URL.
    const lastPath = async () => (await heardOf(page, 'widget', 'navigate')).at(-1)?.path;
    await expect
      .poll(
        async () => {
          const heardPath = String(await lastPath());
          return [heardPath.startsWith('/stats/'), new URL(frame.url()).pathname === `/widgets/mc${heardPath}`];
        },
        { timeout: wait },
      )
      .toEqual([true, true]);
    expect(await heardOf(page, 'widget', 'error')).toEqual([]);
    await page.close();
  }, 180_000);

  it('gives each of two widgets on one page only its own events, through the module API too', async () => {
    const eventId = 'demo-injury-time';
    const mounts = [
      { id: 'first', eventId, origin: widgetOrigin },
      { id: 'second', eventId, origin: widgetOrigin },
      { id: 'unknown', eventId: 'no-such-match', origin: widgetOrigin },
    ];
    const page = await openHost(hostPage(mounts, { module: true }));
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await expect.poll(() => heardOf(page, 'first', 'ready'), { timeout: wait }).toEqual([{ eventId }]);
    await expect.poll(() => heardOf(page, 'second', 'ready'), { timeout: wait }).toEqual([{ eventId }]);
    await expect.poll(() => heardOf(page, 'unknown', 'error'), { timeout: wait }).toEqual([{ kind: 'notFound' }]);
    expect(await heardOf(page, 'unknown', 'ready')).toEqual([]);
    const names = await page.locator('iframe').evaluateAll((frames) => frames.map((frame) => (frame as HTMLIFrameElement).name));
    expect(new Set(names).size).toBe(3);

    // One goal of their match: each widget posts it once, and each hears its own once (not its neighbour's too).
    await expect.poll(() => subscribedSockets.get(page)!(), { timeout: wait }).toBeGreaterThanOrEqual(2);
    await control(`/control/events/${eventId}/goal`, { side: 'home' });
    await expect.poll(() => heardOf(page, 'first', 'goal'), { timeout: wait }).toHaveLength(1);
    await expect.poll(() => heardOf(page, 'second', 'goal'), { timeout: wait }).toHaveLength(1);
    expect(await heardOf(page, 'second', 'goal')).toEqual(await heardOf(page, 'first', 'goal'));
    expect(await heardOf(page, 'unknown', 'goal')).toEqual([]);

    // A click in the first: the host page's listeners all run on the same message, so the second's
    // would have run by the time the first's has.
    await (await frameOf(page, 'first')).getByTestId('side-item-info').click();
    await expect.poll(() => heardOf(page, 'first', 'navigate'), { timeout: wait }).not.toEqual([]);
    expect(await heardOf(page, 'second', 'navigate')).toEqual([]);
    expect(await heardOf(page, 'unknown', 'navigate')).toEqual([]);
    await page.close();
  }, 180_000);

  it('says the feed cannot be reached when it is down on first load, never "No result found", and tells the host', async () => {
    const page = await openHost(hostPage([{ id: 'widget', eventId: 'demo-live', origin: deadFeedWidgetOrigin }]));
    await expect.poll(() => heardOf(page, 'widget', 'error'), { timeout: wait }).toEqual([{ kind: 'feedUnreachable' }]);
    const frame = await frameOf(page, 'widget');
    await frame.getByText("Live data can't be reached, retrying").waitFor({ timeout: wait });
    expect(await frame.getByText('No result found').count()).toBe(0);
    expect(await frame.getByText('Match not found').count()).toBe(0);
    expect(await heardOf(page, 'widget', 'ready')).toEqual([]);
    await page.close();
  }, 180_000);

  it('loads embed.js by its versioned path only with the integrity the manifest gives', async () => {
    expect(manifest.embed!.path).toMatch(/^embed\/\d+\.\d+\.\d+\/embed\.js$/);
    const pinned = await openHost(hostPage([{ id: 'widget', eventId: 'demo-live', origin: widgetOrigin }]));
    await expect.poll(() => heardOf(pinned, 'widget', 'ready'), { timeout: wait }).toEqual([{ eventId: 'demo-live' }]);
    expect(await pinned.evaluate(() => (window as unknown as { MatchCentre: { version: string } }).MatchCentre.version)).toBe(
      manifest.embed!.path.split('/')[1],
    );
    await pinned.close();

    // One byte of difference is enough for the browser to refuse it: no widget.
    const wrong = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
    const refused = await openHost(hostPage([{ id: 'widget', eventId: 'demo-live', origin: widgetOrigin }], { integrity: wrong }));
    await expect
      .poll(() => refused.evaluate(() => (window as unknown as { pinRefused?: boolean }).pinRefused === true), { timeout: wait })
      .toBe(true);
    expect(await refused.evaluate(() => typeof (window as unknown as { MatchCentre?: unknown }).MatchCentre)).toBe('undefined');
    expect(await refused.locator('iframe').count()).toBe(0);
    await refused.close();
  }, 180_000);
});
