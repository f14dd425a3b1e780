import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../lib/raw-get.ts';
import { startDemoServer, type DemoServer } from './demo-server.ts';
import type * as stageControl from './stage-control.ts';

let distDir: string;
let demo: DemoServer;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'cpp-demo-'));
  for (const brand of ['DEFAULT', 'DEFAULT_LIGHT', 'AQUA_ARENA']) {
    await mkdir(path.join(distDir, brand));
    await writeFile(path.join(distDir, brand, 'index.html'), `<!doctype html><meta name="cpp-brand" content="${brand}" />`);
  }
  // Not a brand bundle: no index.html, or not a brand name.
  await mkdir(path.join(distDir, 'EMPTY'));
  await mkdir(path.join(distDir, '.app'));
  demo = await startDemoServer({ distDir, feedOrigin: 'http://127.0.0.1:9', hostPort: 0, widgetPort: 0 });
});
afterAll(async () => {
  await demo?.close();
  await rm(distDir, { recursive: true, force: true });
});

const hostPage = async (query = '') => (await fetch(`${demo.hostPageUrl}${query}`)).text();
const embeddedOrigin = (page: string) => JSON.parse(/import \{ mountMatchCentre \} from ("[^"]+")/.exec(page)![1]!) as string;

describe('the demo server', () => {
  it('lists the brand bundles in dist/', () => {
    expect(demo.brands).toEqual(['AQUA_ARENA', 'DEFAULT', 'DEFAULT_LIGHT']);
  });

  it('embeds the default brand, and offers every brand in the brand control', async () => {
    const page = await hostPage();
    expect(embeddedOrigin(page)).toBe(`${await demo.widgetOrigin('DEFAULT')}/embed.js`);
    expect(page).toContain('<option value="AQUA_ARENA">AQUA_ARENA</option>');
    expect(page).toContain('<option value="DEFAULT_LIGHT">DEFAULT_LIGHT</option>');
  });

  it('serves each brand from an origin of its own, deep links included', async () => {
    const page = await hostPage('?brand=AQUA_ARENA');
    const origin = new URL(embeddedOrigin(page)).origin;
    expect(origin).not.toBe(await demo.widgetOrigin('DEFAULT'));
    expect(await (await fetch(`${origin}/stats/live-stats?eventId=x`)).text()).toContain('content="AQUA_ARENA"');
    expect(await (await fetch(`${await demo.widgetOrigin('DEFAULT')}/`)).text()).toContain('content="DEFAULT"');
  });

  it('falls back to the default brand for an unknown or hostile name', async () => {
    for (const brand of ['NOPE', '../DEFAULT', '<script>', 'EMPTY']) {
      const page = await hostPage(`?brand=${encodeURIComponent(brand)}`);
      expect(embeddedOrigin(page)).toBe(`${await demo.widgetOrigin('DEFAULT')}/embed.js`);
      expect(page).not.toContain('<script>"');
    }
  });

  it('serves the host page as the bundles are served: compressed, never cached unasked, no sniffing', async () => {
    const response = await rawGet(demo.hostPageUrl, '/?brand=AQUA_ARENA', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
    expect(brotliDecompressSync(response.body).toString()).toBe(await hostPage('?brand=AQUA_ARENA'));
  });

  it("serves the host page's stage control beside it, as a module the page imports", async () => {
    const page = await hostPage();
    expect(page).toContain("import { forceStage, fromTheFeed } from '/stage-control.js';");
    expect(page).toContain('<span id="stage-status" role="status"></span>');
    const response = await fetch(`${demo.hostPageUrl}stage-control.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // What the browser runs: the module as served, with no import left to resolve.
    const served = path.join(distDir, 'stage-control.mjs');
    await writeFile(served, await response.text());
    const { stageControlRequest } = (await import(served)) as typeof stageControl;
    expect(stageControlRequest('http://feed', 'demo-live', '').url).toBe('http://feed/control/events/demo-live/stage');
  });

  it("sends each bundle's pages under the strict policy, for the demo's feed, with a fresh nonce each time", async () => {
    const origin = await demo.widgetOrigin('AQUA_ARENA');
    const policies = await Promise.all(
      ['/', '/scoreboard?eventId=demo-live'].map(async (url) => (await fetch(`${origin}${url}`)).headers.get('content-security-policy')),
    );
    for (const policy of policies) {
      expect(policy).toMatch(
        /^default-src 'self'; script-src 'self' 'nonce-[^']+'; style-src 'self' 'nonce-[^']+'; img-src 'self' data:; /,
      );
      expect(policy).toContain("connect-src 'self' http://127.0.0.1:9 ws://127.0.0.1:9");
    }
    expect(policies[0]).not.toBe(policies[1]);
  });

  it('says what the page shows and how, and links the documentation it serves', async () => {
    const page = await hostPage();
    const widget = await demo.widgetOrigin('DEFAULT');
    expect(page).toContain(`It embeds the match centre from another origin,\n    <code>${widget}</code>, through <code>embed.js</code>`);
    expect(page).toContain('<h2 id="snippet-title">Embed it as set here</h2>');
    for (const file of ['embedding.md', 'adding-a-brand.md', 'feed-server.md']) {
      expect(page).toContain(`<a href="/docs/${file}">`);
      const doc = await fetch(`${demo.hostPageUrl}docs/${file}`);
      expect(doc.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await doc.text()).toBe(await readFile(path.resolve(import.meta.dirname, '../../docs', file), 'utf8'));
    }
    for (const other of ['/docs/architecture.md', '/docs/../README.md', '/docs/']) {
      expect((await fetch(`${demo.hostPageUrl.slice(0, -1)}${other}`)).status, other).toBe(404);
    }
  });

  it('answers 404 off the host page', async () => {
    expect((await fetch(`${demo.hostPageUrl}favicon.ico`)).status).toBe(404);
  });
});
