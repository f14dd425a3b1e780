import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What a response body may be sent as, best first: what CDNs send to browsers. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';
export type Compression = Exclude<ContentEncoding, 'identity'>;

/** One coding of an Accept-Encoding header with its weight (RFC 9110 section 12.5.3). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * Brotli whenever the client accepts it, else gzip, else the bytes as they are. The order is ours,
 * not the client's weights: brotli is smaller for the same text, and every browser that sends
 * `br` decodes it. A coding is refused by `;q=0`, or by `*;q=0` when it is not named.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const weights = parseAcceptEncoding(header);
  const accepts = (coding: Compression) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

const textTypes = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

/** Text is worth compressing; images, fonts and video are compressed formats already. */
export function isCompressible(contentType: string): boolean {
  return textTypes.test(contentType);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The strongest settings (brotli 11, gzip 9), as files precompressed for a CDN are: the cost is
 * paid once per file (brotli 11 takes about 1.3 s for a 650 KB chunk), never per request. Both run
 * on libuv's thread pool, so the server keeps answering while a file compresses.
 */
export function compress(bytes: Buffer, coding: Compression): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}
