import { queryOptions, useQuery } from '@tanstack/react-query';
import type { $ZodType, output } from 'zod/v4/core';
import type { Language } from '../../../../contract/languages.ts';
import { getJson } from '../../../lib/api/client.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';

/** The info section's endpoints: `GET /{name}/{eventId}` with the language and any extra parameters. */
export type InfoEndpoint = 'lineups' | 'incidents' | 'table' | 'fixtures' | 'form' | 'h2h' | 'preview' | 'insights' | 'player_stats';

export interface InfoQueryOptions {
  /** Refetch interval while the match is live; false before and after it. */
  pollMs?: number | false;
  params?: Record<string, string>;
}

export function infoAnswerQueryOptions<S extends $ZodType>(
  origin: string,
  endpoint: InfoEndpoint,
  schema: S,
  eventId: string | undefined,
  lang: Language,
  { pollMs = false, params = {} }: InfoQueryOptions = {},
) {
  return queryOptions({
    queryKey: queryKeys.info(eventId ?? '', endpoint, lang, params),
    queryFn: ({ signal }): Promise<output<S>> =>
      getJson(origin, `/${endpoint}/${encodeURIComponent(eventId!)}`, { params: { lang, ...params }, parse: schemaParser(schema), signal }),
    enabled: Boolean(eventId),
    refetchInterval: pollMs,
    staleTime: 30_000,
  });
}

/** One info answer through the query cache. */
export function useInfoAnswer<S extends $ZodType>(
  endpoint: InfoEndpoint,
  schema: S,
  eventId: string | undefined,
  lang: Language,
  options?: InfoQueryOptions,
) {
  return useQuery(infoAnswerQueryOptions(useFeedConfig().origin, endpoint, schema, eventId, lang, options));
}
