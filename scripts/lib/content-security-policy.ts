import { randomBytes } from 'node:crypto';

/**
 * What a bundle's `index.html` carries where the nonce goes (vite.config.ts `html.cspNonce`): the
 * `<meta property="csp-nonce">` the widget reads it from, and every script, stylesheet and style
 * tag. The server or CDN that sends the page puts a fresh nonce in its place on every response
 * (docs/embedding.md, "Content Security Policy").
 */
export const cspNoncePlaceholder = '__CSP_NONCE__';

/** 128 random bits, base64: a nonce for one response. */
export function freshNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The page with every placeholder replaced by this response's nonce. */
export function fillNonce(html: string, nonce: string): string {
  return html.replaceAll(cspNoncePlaceholder, nonce);
}

/** The feed's origin as `connect-src` must name it: http(s) for the API and ws(s) for the socket. */
function feedSources(feedOrigin: string): string[] {
  const origin = new URL(feedOrigin).origin;
  return [origin, origin.replace(/^http/, 'ws')];
}

/**
 * The strict policy a bundle renders under (docs/embedding.md): nothing inline without the
 * response's nonce, no eval, data only from the page's origin and the feed. The stream is the
 * feed's clip (`media-src`), or hls.js's MediaSource, which the video element plays from a `blob:`
 * address. hls.js's ESM build starts no worker, and the bundle loads no web font.
 */
export function strictContentSecurityPolicy({ nonce, feedOrigin }: { nonce: string; feedOrigin: string }): string {
  const feed = feedSources(feedOrigin);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `connect-src 'self' ${feed.join(' ')}`,
    `media-src 'self' ${feed[0]} blob:`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
