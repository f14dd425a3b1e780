import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';

export class FeedError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface GetOptions<T extends $ZodType> {
  /** Sent as the query string only when it contains lang (SPEC section 7 "Generic GET helper"). */
  params?: Record<string, string | undefined>;
  schema: T;
  signal?: AbortSignal;
  /** Sent as a Bearer Authorization header when given. */
  token?: string;
}

/**
 * GET a feed path and parse the answer with its schema: what crosses the boundary is checked
 * once, here, and the rest of the app trusts the types.
 */
export async function getJson<T extends $ZodType>(origin: string, path: string, options: GetOptions<T>): Promise<output<T>> {
  const url = new URL(path, origin);
  const params = options.params ?? {};
  if ('lang' in params) {
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  }
  const response = await fetch(url, {
    signal: options.signal,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  if (!response.ok) throw new FeedError(`${path} answered ${response.status}`, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    console.error(`${path}: the answer is not JSON`, error);
    throw new FeedError(`${path} answered malformed JSON`, response.status);
  }
  // The function form takes both zod/mini schemas (the first paint's) and full zod ones (features').
  const parsed = z.safeParse(options.schema, body);
  if (!parsed.success) throw new FeedError(`${path} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`, response.status);
  return parsed.data;
}
