import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Serve index.html for paths that are not files, so deep links work (CONTRACT.md). */
  spaFallback?: boolean;
}

/** A small static file server for the demo and browser tests: no directory listing, no escapes. */
export function startStaticServer({ dir, port, host = '127.0.0.1', spaFallback = true }: StaticServerOptions): Promise<Server> {
  const rootDir = path.resolve(dir);
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const requested = path.resolve(rootDir, `.${decodeURIComponent(url.pathname)}`);
      let file = requested.startsWith(rootDir + path.sep) || requested === rootDir ? requested : null;
      let info = file ? await stat(file).catch(() => null) : null;
      if (info?.isDirectory()) {
        file = path.join(file!, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile() && spaFallback && !path.extname(url.pathname)) {
        file = path.join(rootDir, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!file || !info?.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const isHtml = file.endsWith('.html');
      response.writeHead(200, {
        'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
        'content-length': info.size,
        // Hashed assets never change; the HTML entry must always be revalidated.
        'cache-control': isHtml ? 'no-cache' : 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        // embed.js is loaded as a module by operators' pages on other origins.
        'access-control-allow-origin': '*',
      });
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
