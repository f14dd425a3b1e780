/**
 * The hand-over between the facts-first script (src/facts-first/) and the app: the feed answers
 * that script asked for before the app's bundle arrived, by URL, on the page's window (the two are
 * separate scripts). The app's client takes each answer once instead of asking the feed again
 * (docs/adr/021-facts-first.md).
 */
declare global {
  interface Window {
    /** Each feed answer the facts-first script asked for, by URL, until the app takes it. */
    cppSeeded?: Map<string, Promise<Response>>;
    /** Settles once the facts-first script has drawn its card, or has nothing to draw. */
    cppDrawn?: Promise<void>;
  }
}

/** A feed URL as the client asks it: the query string only when it names the language (SPEC section 7). */
export function feedUrl(origin: string, path: string, params: Record<string, string | undefined> = {}): URL {
  const url = new URL(path, origin);
  if ('lang' in params) {
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  }
  return url;
}

/** `GET /{endpoint}/{eventId}?lang=`, the URL of nearly every call of the feed. */
export function matchAnswerUrl(origin: string, endpoint: string, eventId: string, lang: string): URL {
  return feedUrl(origin, `/${endpoint}/${encodeURIComponent(eventId)}`, { lang });
}

/** Asks the feed now and keeps the response for the app's first request of the same URL. */
export function seedAnswer(url: URL): Promise<Response> {
  const response = fetch(url);
  // A failure is the app's to report when it takes the answer; unread, it is no page error.
  response.catch(() => undefined);
  (window.cppSeeded ??= new Map()).set(url.href, response);
  return response;
}

/**
 * The response already asked for at this URL, once; every later request goes to the feed. Only
 * the public answers of a match are seeded, never a URL the client asks with a token.
 */
export function takeSeededAnswer(url: URL): Promise<Response> | undefined {
  const seeded = window.cppSeeded;
  const response = seeded?.get(url.href);
  seeded?.delete(url.href);
  return response;
}
