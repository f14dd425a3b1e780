import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { compress, isCompressible, type Compression } from './content-encoding.ts';
import { fillNonce, freshNonce } from './content-security-policy.ts';
import { plainTextHeaders, sendBody } from './send-body.ts';

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

/**
 * Vite names every chunk and asset `assets/[name]-[hash][extname]` (vite.config.ts), the hash
 * being 8 characters of base64url: such a name changes whenever its bytes do.
 */
const hashedAsset = /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** `relativePath` is inside the served folder, with forward slashes. */
export function isHashedAsset(relativePath: string): boolean {
  return hashedAsset.test(relativePath);
}

/** embed.js at its version's path (scripts/bundles/embed-script.ts): published once, never changed (CHANGELOG.md). */
const versionedEmbed = /^embed\/\d+\.\d+\.\d+\/embed\.js$/;

/**
 * A hashed asset, and the versioned embed.js, never change under their names, so browsers and CDNs
 * keep them a year without asking. Everything else (index.html, the unversioned embed.js that
 * follows every release) is revalidated each time (docs/embedding.md "cache headers").
 */
export function cacheControlFor(relativePath: string): string {
  return isHashedAsset(relativePath) || versionedEmbed.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Serve index.html for paths that are not files, so deep links work (CONTRACT.md). */
  spaFallback?: boolean;
  /**
   * The Content-Security-Policy of every HTML response, made for that response's fresh nonce,
   * which also takes the place of the page's nonce placeholder (content-security-policy.ts).
   */
  contentSecurityPolicy?: (nonce: string) => string;
}

/**
 * Compressed bytes of each file, made on its first request and kept while the file's mtime and
 * size stay the same. In memory rather than .br/.gz files written by the build: every way of
 * making a bundle (npm start, the browser tests' temporary builds, the benchmarks, a dist/ built
 * by hand) is served right without a build step of its own, and dist/ holds only what operators
 * deploy. Promises are kept, so requests that arrive while a file compresses share that work.
 * A file is known by its device and inode, not its path: every brand's folder holds the same
 * JavaScript as hard links (build-bundles.ts), and one cache for all the servers of a process
 * compresses it once for every brand, not once a brand (brotli 11 takes about 1.4 s of processor
 * time for the 500 KB main chunk).
 */
export class CompressionCache {
  private readonly files = new Map<string, { version: string; codings: Map<Compression, Promise<Buffer>> }>();

  encoder(file: FileIdentity, body: Buffer): (coding: Compression) => Promise<Buffer> {
    let entry = this.files.get(file.id);
    if (entry?.version !== file.version) {
      entry = { version: file.version, codings: new Map() };
      this.files.set(file.id, entry);
    }
    const { codings } = entry;
    return (coding) => {
      let encoded = codings.get(coding);
      if (!encoded) {
        encoded = compress(body, coding);
        codings.set(coding, encoded);
        // A failure is not remembered: the next request tries again.
        encoded.catch(() => codings.delete(coding));
      }
      return encoded;
    };
  }
}

/** Which file, whatever its name (hard links are one file), and which version of it. */
export interface FileIdentity {
  id: string;
  version: string;
}

export function fileIdentity(info: Pick<Stats, 'dev' | 'ino' | 'mtimeMs' | 'size'>): FileIdentity {
  return { id: `${info.dev}:${info.ino}`, version: `${info.mtimeMs}:${info.size}` };
}

const compressed = new CompressionCache();

/** A small static file server for the demo and browser tests: no directory listing, no escapes. */
export function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  spaFallback = true,
  contentSecurityPolicy,
}: StaticServerOptions): Promise<Server> {
  const rootDir = path.resolve(dir);
  const server = createServer(async (request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400, plainTextHeaders).end('Bad request');
      return;
    }
    try {
      const requested = path.resolve(rootDir, `.${pathname}`);
      let file = requested.startsWith(rootDir + path.sep) || requested === rootDir ? requested : null;
      let info = file ? await stat(file).catch(() => null) : null;
      if (info?.isDirectory()) {
        file = path.join(file!, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile() && spaFallback && !path.extname(pathname)) {
        file = path.join(rootDir, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!file || !info?.isFile()) {
        response.writeHead(404, plainTextHeaders).end('Not found');
        return;
      }
      const contentType = contentTypes[path.extname(file)] ?? 'application/octet-stream';
      const headers = {
        'content-type': contentType,
        'cache-control': cacheControlFor(path.relative(rootDir, file).split(path.sep).join('/')),
        'x-content-type-options': 'nosniff',
        // embed.js is loaded as a module by operators' pages on other origins.
        'access-control-allow-origin': '*',
      };
      if (!isCompressible(contentType)) {
        // Images, fonts and video: streamed as they are, never held in memory.
        response.writeHead(200, { ...headers, 'content-length': info.size });
        createReadStream(file)
          .on('error', () => response.destroy())
          .pipe(response);
        return;
      }
      const body = await readFile(file);
      if (contentSecurityPolicy && contentType.startsWith('text/html')) {
        // A page made for this response alone: its nonce is never sent twice, so never cached here.
        const nonce = freshNonce();
        const page = Buffer.from(fillNonce(body.toString('utf8'), nonce));
        await sendBody(request, response, { headers: { ...headers, 'content-security-policy': contentSecurityPolicy(nonce) }, body: page });
        return;
      }
      await sendBody(request, response, { headers, body, encode: compressed.encoder(fileIdentity(info), body) });
    } catch (error) {
      if (response.headersSent) response.destroy();
      else response.writeHead(500, plainTextHeaders).end('Internal error');
      console.error(`static server: ${pathname}: ${(error as Error).message}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
