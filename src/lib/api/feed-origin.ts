/**
 * Where the feed lives. A bundle's index.html carries it (`<meta name="cpp-feed-origin">`, written
 * by the bundle build from FEED_ORIGIN), so one JavaScript build serves any deployment; without
 * it the local feed of `npm start` is assumed.
 */
export const defaultFeedOrigin = 'http://127.0.0.1:4000';

export function readFeedOrigin(doc: Document = document): string {
  const content = doc.querySelector('meta[name="cpp-feed-origin"]')?.getAttribute('content')?.trim();
  if (!content) return defaultFeedOrigin;
  try {
    const url = new URL(content);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return defaultFeedOrigin;
    return url.origin;
  } catch {
    return defaultFeedOrigin;
  }
}

/** The socket base for an HTTP origin: ws for http, wss for https. */
export function socketBaseOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}
