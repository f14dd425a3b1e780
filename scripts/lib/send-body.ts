import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { compress, isCompressible, negotiateEncoding, type Compression } from './content-encoding.ts';

/** Headers of the short plain-text answers (400, 404, 500) every server here gives. */
export const plainTextHeaders = { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } as const;

export interface SendBodyOptions {
  status?: number;
  /** Must hold content-type: only text is compressed. */
  headers: OutgoingHttpHeaders & { 'content-type': string };
  body: Buffer;
  /** The body in one coding; compresses it on every call when omitted (pages made per request). */
  encode?: (coding: Compression) => Promise<Buffer>;
}

/**
 * Sends a whole body as a CDN would: brotli or gzip as the request's Accept-Encoding allows,
 * `Vary: Accept-Encoding` so caches keep one copy per coding, and the length of the bytes sent.
 * A compressed form that is not smaller than the body (a tiny file) is not worth decoding.
 */
export async function sendBody(
  request: IncomingMessage,
  response: ServerResponse,
  { status = 200, headers, body, encode = (coding) => compress(body, coding) }: SendBodyOptions,
): Promise<void> {
  if (!isCompressible(headers['content-type'])) {
    response.writeHead(status, { ...headers, 'content-length': body.byteLength }).end(body);
    return;
  }
  const coding = negotiateEncoding(request.headers['accept-encoding']);
  const encoded = coding === 'identity' ? null : await encode(coding);
  const sent = encoded && encoded.byteLength < body.byteLength ? encoded : null;
  response.writeHead(status, {
    ...headers,
    vary: 'Accept-Encoding',
    ...(sent ? { 'content-encoding': coding } : {}),
    'content-length': (sent ?? body).byteLength,
  });
  response.end(sent ?? body);
}
