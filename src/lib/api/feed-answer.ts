import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../contract/languages.ts';
import type { $ZodType, output } from 'zod/v4/core';
import { infoKey, type Endpoint } from '../../../contract/endpoints.ts';
import { getJson } from './client.ts';
import { useFeedConfig } from './feed-context.tsx';
import { schemaParser } from './schema-parser.ts';

/** Which match an answer is about, in which language, with any query parameter besides the language. */
export interface FeedAnswerArgs {
  eventId: string | undefined;
  lang: Language;
  query?: Record<string, string>;
}

/**
 * The query-cache key of an endpoint's answer about a match, in a language (query-keys.ts' rules):
 * the event id, the endpoint's key from the catalogue, the language, and the query when one is
 * asked. An answer not yet asked for (no event id) has the blank id, as react-query needs a key.
 */
export function answerKey(endpoint: Pick<Endpoint, 'key'>, eventId: string | undefined, lang: Language, query?: Record<string, string>) {
  return [eventId ?? '', ...endpoint.key, lang, ...(query ? [query] : [])] as const;
}

/** Every info answer of a match, whatever its endpoint, language and query (the catalogue's `infoKey`). */
export const infoAnswersKey = (eventId: string) => [eventId, infoKey] as const;

/** The key of an answer of the analytics service: the event id first, then the operation and its variables. */
export const analyticsAnswerKey = (eventId: string, operation: string, variables: Record<string, unknown>) =>
  [eventId, 'analytics', operation, variables] as const;

export interface FeedAnswerOptions {
  /** Refetch interval while the match is live; false before and after it. */
  pollMs?: number | false;
  /** How long an answer counts as fresh (react-query's `staleTime`). */
  staleMs?: number;
  /** False holds the request back (a condition besides the eventId, which it always needs). */
  enabled?: boolean;
}

/**
 * The GET the sections make for a match's answer: the endpoint's path, key and answer schema come
 * from the catalogue (contract/endpoints.ts); the caller says how fresh it wants it. Nothing is
 * asked without an event id.
 */
export function feedAnswerQueryOptions<A extends $ZodType>(
  origin: string,
  endpoint: Endpoint<A>,
  { eventId, lang, query }: FeedAnswerArgs,
  { pollMs = false, staleMs = 60_000, enabled = true }: FeedAnswerOptions = {},
) {
  return queryOptions({
    queryKey: answerKey(endpoint, eventId, lang, query),
    queryFn: ({ signal }): Promise<output<A>> =>
      getJson(origin, endpoint.path.replace(':eventId', encodeURIComponent(eventId!)), {
        params: { lang, ...query },
        parse: schemaParser(endpoint.answer),
        signal,
      }),
    enabled: Boolean(eventId) && enabled,
    refetchInterval: pollMs,
    staleTime: staleMs,
  });
}

/** One answer of the feed through the query cache: `useFeedAnswer(endpoints.topScorers, { eventId, lang })`. */
export function useFeedAnswer<A extends $ZodType>(endpoint: Endpoint<A>, args: FeedAnswerArgs, options?: FeedAnswerOptions) {
  return useQuery(feedAnswerQueryOptions(useFeedConfig().origin, endpoint, args, options));
}
