import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { strictContentSecurityPolicy } from '../lib/content-security-policy.ts';
import { plainTextHeaders, sendBody } from '../lib/send-body.ts';
import { startStaticServer } from '../lib/static-server.ts';
import { transpileBrowserModule } from './browser-module.ts';
import { linkedDocs, renderHostPage } from './host-page.ts';

export interface DemoServerOptions {
  /** Holds one folder per brand bundle (`dist/`). */
  distDir: string;
  feedOrigin: string;
  host?: string;
  /** The host page; 0 picks a free port. */
  hostPort: number;
  /** The default brand's widget origin; other brands get free ports of their own. */
  widgetPort: number;
  defaultBrand?: string;
  /** The feed's control token, handed to the host page for its control calls. */
  controlToken?: string;
  /** Mints a stream key for an event, served to the host page at `/stream-key/<eventId>` as an operator's backend would. */
  streamKeyFor?: (eventId: string) => string;
}

export interface DemoServer {
  hostPageUrl: string;
  brands: string[];
  /** The origin that serves a brand's bundle, started on first use. */
  widgetOrigin(brand: string): Promise<string>;
  /** Whether an origin is this demo's (the host page or a brand's bundle): the feed's allowed origins. */
  serves(origin: string): boolean;
  close(): Promise<void>;
}

const brandName = /^[A-Z0-9_]+$/;

/** Brand folders present in dist/ (each holds an index.html written by the bundle build). */
export async function listBuiltBrands(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true }).catch(() => []);
  const brands = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && brandName.test(entry.name))
      .map(async (entry) => ((await readdir(path.join(distDir, entry.name))).includes('index.html') ? entry.name : null)),
  );
  return brands.filter((brand): brand is string => brand !== null).sort();
}

const hostPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
} as const;

/** What the host page imports from its own origin, and the TypeScript file each is made from. */
const hostModules = { '/stage-control.js': path.join(import.meta.dirname, 'stage-control.ts') } as const;

const hostModuleHeaders = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
} as const;

/** The documents the host page links, served from the repository's docs/ as text. */
const docsDir = path.resolve(import.meta.dirname, '../../docs');
const docsPath = '/docs/';
const docHeaders = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
} as const;

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * The demo as operators would run it: each brand's bundle on an origin of its own (DEFAULT on the
 * widget port), and a host page on another origin that embeds one of them through embed.js.
 * Each bundle's pages are sent under the strict Content-Security-Policy with a fresh nonce
 * (docs/embedding.md), so the demo and every browser test run under it.
 * `/?brand=NAME` picks the brand; an unknown name falls back to the default brand. The host page's
 * own scripts (`/stage-control.js`) are served beside it.
 */
export async function startDemoServer({
  distDir,
  feedOrigin,
  host = '127.0.0.1',
  hostPort,
  widgetPort,
  defaultBrand = 'DEFAULT',
  controlToken,
  streamKeyFor,
}: DemoServerOptions): Promise<DemoServer> {
  const brands = await listBuiltBrands(distDir);
  if (!brands.includes(defaultBrand))
    throw new Error(`${path.join(distDir, defaultBrand)} has no bundle: build it first (npm run build -- --brand ${defaultBrand})`);
  const servers = new Map<string, Promise<Server>>();
  const widgetOrigins = new Set<string>();
  const widgetOrigin = async (brand: string) => {
    let server = servers.get(brand);
    if (!server) {
      server = startStaticServer({
        dir: path.join(distDir, brand),
        port: brand === defaultBrand ? widgetPort : 0,
        host,
        // As a strict operator serves it: every page under the policy, with a nonce of its own.
        contentSecurityPolicy: (nonce) => strictContentSecurityPolicy({ nonce, feedOrigin }),
      });
      servers.set(brand, server);
    }
    const origin = `http://${host}:${((await server).address() as AddressInfo).port}`;
    widgetOrigins.add(origin);
    return origin;
  };
  await widgetOrigin(defaultBrand);
  const modules = new Map(
    await Promise.all(
      Object.entries(hostModules).map(async ([urlPath, file]) => [urlPath, Buffer.from(await transpileBrowserModule(file))] as const),
    ),
  );

  const hostServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const hostModule = modules.get(url.pathname);
    if (hostModule) {
      sendBody(request, response, { headers: hostModuleHeaders, body: hostModule }).catch(() => response.destroy());
      return;
    }
    const doc = linkedDocs.find(([file]) => url.pathname === `${docsPath}${file}`);
    if (doc) {
      readFile(path.join(docsDir, doc[0]))
        .then((body) => sendBody(request, response, { headers: docHeaders, body }))
        .catch(() => (response.headersSent ? response.destroy() : response.writeHead(404, plainTextHeaders).end('Not found')));
      return;
    }
    const streamKeyFrom = /^\/stream-key\/([^/]+)$/.exec(url.pathname);
    if (streamKeyFor && streamKeyFrom) {
      let eventId: string;
      try {
        eventId = decodeURIComponent(streamKeyFrom[1]!);
      } catch {
        response.writeHead(400, plainTextHeaders).end('Malformed event id');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ key: streamKeyFor(eventId) }));
      return;
    }
    if (url.pathname !== '/') {
      response.writeHead(404, plainTextHeaders).end('Not found');
      return;
    }
    const asked = url.searchParams.get('brand') ?? defaultBrand;
    const brand = brands.includes(asked) ? asked : defaultBrand;
    // Served like the bundles' index.html: compressed as the browser allows, never cached unasked.
    widgetOrigin(brand)
      .then((origin) =>
        sendBody(request, response, {
          headers: hostPageHeaders,
          body: Buffer.from(
            renderHostPage({
              widgetOrigin: origin,
              feedOrigin,
              brand,
              brands,
              controlToken,
              streamKeys: streamKeyFor !== undefined,
              docsPath,
            }),
          ),
        }),
      )
      .catch((error: unknown) => {
        if (response.headersSent) response.destroy();
        else response.writeHead(500, plainTextHeaders).end(`The ${brand} bundle could not be served: ${(error as Error).message}`);
      });
  });
  await new Promise<void>((resolve, reject) => {
    hostServer.once('error', reject);
    hostServer.listen(hostPort, host, resolve);
  });

  const hostPageOrigin = `http://${host}:${(hostServer.address() as AddressInfo).port}`;
  return {
    hostPageUrl: `${hostPageOrigin}/`,
    brands,
    widgetOrigin,
    serves: (given) => {
      // The same demo reached as localhost (what a reader may type) is the same origin to us.
      const origin = host === '127.0.0.1' ? given.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:') : given;
      return origin === hostPageOrigin || widgetOrigins.has(origin);
    },
    async close() {
      await close(hostServer);
      await Promise.all([...servers.values()].map(async (server) => close(await server)));
    },
  };
}
