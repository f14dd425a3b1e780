import { copyFile, link, mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspNoncePlaceholder, strictContentSecurityPolicy } from './content-security-policy.ts';
import { rawGet } from './raw-get.ts';
import { cacheControlFor, CompressionCache, fileIdentity, isHashedAsset, startStaticServer } from './static-server.ts';

const immutable = 'public, max-age=31536000, immutable';
// Large enough to be worth compressing, as real chunks are.
const mainJs = Buffer.from(
  Array.from({ length: 400 }, (_, minute) => `export const m${minute} = ${JSON.stringify({ minute, goals: minute % 7 })};`).join('\n'),
);
const indexHtml = Buffer.from(
  `<!doctype html><html><head><style>${'body { margin: 0 }\n'.repeat(100)}</style></head><body><div id="root"></div></body></html>`,
);
const embedJs = Buffer.from(`export function mountMatchCentre() {}\n${'// embed\n'.repeat(200)}`);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 2000 }, () => 0)]);

let work: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'cpp-static-'));
  const dir = path.join(work, 'DEFAULT');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, 'embed.js'), embedJs);
  await writeFile(path.join(dir, 'assets/main-Ab3_x-9Q.js'), mainJs);
  await writeFile(path.join(dir, 'assets/pitch-Zz00aa11.png'), png);
  await writeFile(path.join(dir, 'assets/tiny-Qq11Ww22.js'), 'x');
  // Beside the served folder: no request may reach it.
  await writeFile(path.join(work, 'secret.txt'), 'operator credentials');
  server = await startStaticServer({ dir, port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await rm(work, { recursive: true, force: true });
});

const get = (pathAndQuery: string, acceptEncoding?: string) =>
  rawGet(origin, pathAndQuery, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });

describe('isHashedAsset and cacheControlFor', () => {
  it('takes only names under assets/ that carry a content hash for immutable', () => {
    for (const file of ['assets/main-MB3ZQ1tZ.js', 'assets/hr-BuGy__w2.js', 'assets/ja-Do7-tXcl.js', 'assets/fonts/inter-Ab12Cd34.woff2']) {
      expect(isHashedAsset(file), file).toBe(true);
      expect(cacheControlFor(file)).toBe(immutable);
    }
    for (const file of ['index.html', 'embed.js', 'main-MB3ZQ1tZ.js', 'assets/logo.svg', 'assets/score-board.js']) {
      expect(isHashedAsset(file), file).toBe(false);
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('keeps the versioned embed.js a year too, and nothing else under embed/', () => {
    expect(cacheControlFor('embed/1.0.0/embed.js')).toBe(immutable);
    for (const file of ['embed/latest/embed.js', 'embed/1.0.0/other.js', 'embed/1.0/embed.js'])
      expect(cacheControlFor(file), file).toBe('no-cache');
  });
});

describe('the static server', () => {
  it('sends brotli when the browser accepts it, with the length of what it sent', async () => {
    const response = await get('/assets/main-Ab3_x-9Q.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
    expect(response.body.byteLength).toBeLessThan(mainJs.byteLength);
    expect(brotliDecompressSync(response.body).equals(mainJs)).toBe(true);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get('/assets/main-Ab3_x-9Q.js', header);
      expect(response.headers['content-encoding'], header).toBe('gzip');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
      expect(gunzipSync(response.body).equals(mainJs)).toBe(true);
    }
  });

  it('sends the file as it is when no coding is accepted', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/main-Ab3_x-9Q.js', header);
      expect(response.headers['content-encoding'], String(header)).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(mainJs.byteLength);
      expect(response.body.equals(mainJs)).toBe(true);
    }
  });

  it('sends the same compressed bytes again, and new ones once the file changes', async () => {
    const first = await get('/assets/main-Ab3_x-9Q.js', 'br');
    expect((await get('/assets/main-Ab3_x-9Q.js', 'br')).body.equals(first.body)).toBe(true);
    const changed = Buffer.concat([mainJs, Buffer.from('\nexport const extraTime = true;')]);
    const file = path.join(work, 'DEFAULT/assets/main-Ab3_x-9Q.js');
    await writeFile(file, changed);
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    expect(brotliDecompressSync((await get('/assets/main-Ab3_x-9Q.js', 'br')).body).equals(changed)).toBe(true);
    await writeFile(file, mainJs);
  });

  it('does not compress a file that would not get smaller, nor images', async () => {
    const tiny = await get('/assets/tiny-Qq11Ww22.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('x');
    const image = await get('/assets/pitch-Zz00aa11.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe(immutable);
    expect(Number(image.headers['content-length'])).toBe(png.byteLength);
    expect(image.body.equals(png)).toBe(true);
  });

  it('caches hashed assets for a year, and has index.html and embed.js revalidated', async () => {
    const asset = await get('/assets/main-Ab3_x-9Q.js', 'br');
    expect(asset.headers['cache-control']).toBe(immutable);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const url of ['/', '/index.html', '/scoreboard?eventId=demo-live&lang=en', '/embed.js']) {
      const response = await get(url, 'br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toBe('Accept-Encoding');
    }
    for (const response of [asset, await get('/', 'br')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('answers deep links with index.html, and a missing file with 404', async () => {
    const deepLink = await get('/stats/live-stats/summary?eventId=demo-live', 'gzip');
    expect(deepLink.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(deepLink.body).equals(indexHtml)).toBe(true);
    for (const url of ['/assets/missing-Ab3_x-9Q.js', '/favicon.ico']) {
      const response = await get(url, 'br');
      expect(response.status, url).toBe(404);
      expect(response.headers['cache-control'], url).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serves a file outside its folder', async () => {
    for (const url of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.body.toString(), url).not.toContain('credentials');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});

describe('the static server with a Content-Security-Policy', () => {
  let cspServer: Server;
  let cspOrigin: string;
  beforeAll(async () => {
    const dir = path.join(work, 'CSP');
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await writeFile(
      path.join(dir, 'index.html'),
      `<!doctype html><meta property="csp-nonce" nonce="${cspNoncePlaceholder}"><script type="module" src="/assets/main-Ab3_x-9Q.js" nonce="${cspNoncePlaceholder}"></script>`,
    );
    await writeFile(path.join(dir, 'assets/main-Ab3_x-9Q.js'), mainJs);
    cspServer = await startStaticServer({
      dir,
      port: 0,
      contentSecurityPolicy: (nonce) => strictContentSecurityPolicy({ nonce, feedOrigin: 'http://127.0.0.1:4000/' }),
    });
    cspOrigin = `http://127.0.0.1:${(cspServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => cspServer?.close(() => resolve()));
  });

  it('sends every page under the policy with a fresh nonce, the same one the page carries', async () => {
    const nonces = [];
    for (const url of ['/', '/index.html', '/stats/live-stats?eventId=demo-live']) {
      const response = await rawGet(cspOrigin, url, { 'accept-encoding': 'gzip' });
      const policy = String(response.headers['content-security-policy']);
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'/.exec(policy)?.[1];
      expect(nonce, policy).toBeDefined();
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(policy).toContain("connect-src 'self' http://127.0.0.1:4000 ws://127.0.0.1:4000");
      expect(policy).not.toContain('unsafe-inline');
      const page = gunzipSync(response.body).toString();
      expect(page).not.toContain(cspNoncePlaceholder);
      expect(page.split(`nonce="${nonce}"`)).toHaveLength(3);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('sends no policy with the scripts themselves, and leaves them as they are', async () => {
    const response = await rawGet(cspOrigin, '/assets/main-Ab3_x-9Q.js', {});
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.body.equals(mainJs)).toBe(true);
  });
});

describe('CompressionCache', () => {
  it("compresses a file once for every brand's folder that holds it as a hard link, and a copy on its own", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cpp-static-links-'));
    try {
      const file = (brand: string) => path.join(dir, brand, 'main-Ab3_x-9Q.js');
      for (const brand of ['DEFAULT', 'DEFAULT_LIGHT', 'COPY']) await mkdir(path.join(dir, brand));
      await writeFile(file('DEFAULT'), mainJs);
      await link(file('DEFAULT'), file('DEFAULT_LIGHT'));
      await copyFile(file('DEFAULT'), file('COPY'));
      const cache = new CompressionCache();
      const encoded = async (brand: string) => cache.encoder(fileIdentity(await stat(file(brand))), mainJs)('br');
      const first = await encoded('DEFAULT');
      expect(brotliDecompressSync(first).equals(mainJs)).toBe(true);
      // The very bytes made for the first brand, not the same bytes made again.
      expect(await encoded('DEFAULT_LIGHT')).toBe(first);
      expect(await encoded('COPY')).not.toBe(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
