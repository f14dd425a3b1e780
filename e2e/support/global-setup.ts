import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBundles } from '../../scripts/bundles/build-bundles.ts';
import { renderHostPage } from '../../scripts/demo/host-page.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { createServer, type Server } from 'node:http';

declare module 'vitest' {
  export interface ProvidedContext {
    widgetUrls: Record<string, string>;
    hostPageUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const brands = ['DEFAULT', 'DEFAULT_LIGHT'];

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Builds real bundles into a temporary dist/ and serves each on its own port, as an operator would. */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'cpp-e2e-'));
  await buildBundles({
    root,
    tokensDir: path.join(root, 'tokens'),
    themesDir: path.join(root, 'themes'),
    outDir,
    brands,
  });
  const servers: Server[] = [];
  const widgetUrls: Record<string, string> = {};
  for (const brand of brands) {
    const server = await startStaticServer({ dir: path.join(outDir, brand), port: 0 });
    servers.push(server);
    widgetUrls[brand] = urlOf(server);
  }
  const page = renderHostPage({ widgetOrigin: widgetUrls.DEFAULT!, brand: 'DEFAULT' });
  const host = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  servers.push(host);
  project.provide('widgetUrls', widgetUrls);
  project.provide('hostPageUrl', `${urlOf(host)}/`);

  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await rm(outDir, { recursive: true, force: true });
  };
}
