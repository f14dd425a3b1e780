import type { Parser } from '../../../contract/first-paint-parsers.ts';
import { feedUrl, takeSeededAnswer } from './seeded-answers.ts';

export class FeedError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface GetOptions<T> {
  /** Sent as the query string only when it contains lang (SPEC section 7 "Generic GET helper"). */
  params?: Record<string, string | undefined>;
  /** Checks the answer's shape: a first-paint parser, or a zod schema through `schemaParser`. */
  parse: Parser<T>;
  signal?: AbortSignal;
  /** Sent as a Bearer Authorization header when given. */
  token?: string;
}

/** `GET /{endpoint}/{eventId}?lang=`: the shape of nearly every call of the feed (SPEC section 7). */
export function getMatchJson<T>(origin: string, endpoint: string, eventId: string, lang: string, parse: Parser<T>, signal?: AbortSignal) {
  return getJson(origin, `/${endpoint}/${encodeURIComponent(eventId)}`, { params: { lang }, parse, signal });
}

/**
 * GET a feed path and parse the answer with its schema: what crosses the boundary is checked
 * once, here, and the rest of the app trusts the types.
 */
export async function getJson<T>(origin: string, path: string, options: GetOptions<T>): Promise<T> {
  const url = feedUrl(origin, path, options.params);
  // The facts-first script may have asked already (src/facts-first/): its answer, not a second request.
  const response = await (takeSeededAnswer(url) ??
    fetch(url, {
      signal: options.signal,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    }));
  if (!response.ok) throw new FeedError(`${path} answered ${response.status}`, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    console.error(`${path}: the answer is not JSON`, error);
    throw new FeedError(`${path} answered malformed JSON`, response.status);
  }
  const parsed = options.parse(body);
  if (parsed === null) throw new FeedError(`${path} answered an unexpected shape`, response.status);
  return parsed;
}
