import { queryOptions, useQuery } from '@tanstack/react-query';
import type { $ZodType, output } from 'zod/v4/core';
import type { Language } from '../../../contract/languages.ts';
import { getJson } from './client.ts';
import { useFeedConfig } from './feed-context.tsx';
import { schemaParser } from './schema-parser.ts';

export interface FeedAnswerOptions {
  /** Refetch interval while the match is live; false before and after it. */
  pollMs?: number | false;
  /** How long an answer counts as fresh (react-query's `staleTime`). */
  staleMs?: number;
  /** Query parameters besides the language. */
  params?: Record<string, string>;
}

/**
 * The GET the sections make for a match's answer: `/{endpoint}/{eventId}?lang=` and any further
 * parameters, parsed with its contract schema. Each endpoint file names its path, schema, key (from
 * query-keys.ts) and polling; nothing is asked without an event id.
 */
export function feedAnswerQueryOptions<S extends $ZodType>(
  origin: string,
  endpoint: string,
  schema: S,
  key: readonly unknown[],
  eventId: string | undefined,
  lang: Language,
  { pollMs = false, staleMs = 60_000, params = {} }: FeedAnswerOptions = {},
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }): Promise<output<S>> =>
      getJson(origin, `/${endpoint}/${encodeURIComponent(eventId!)}`, { params: { lang, ...params }, parse: schemaParser(schema), signal }),
    enabled: Boolean(eventId),
    refetchInterval: pollMs,
    staleTime: staleMs,
  });
}

/** One answer of the feed through the query cache. */
export function useFeedAnswer<S extends $ZodType>(
  endpoint: string,
  schema: S,
  key: readonly unknown[],
  eventId: string | undefined,
  lang: Language,
  options?: FeedAnswerOptions,
) {
  return useQuery(feedAnswerQueryOptions(useFeedConfig().origin, endpoint, schema, key, eventId, lang, options));
}
