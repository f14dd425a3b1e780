import { queryOptions, useQuery } from '@tanstack/react-query';
import type { $ZodType, output } from 'zod/v4/core';
import type { Language } from '../../../../contract/languages.ts';
import { getJson } from '../../../lib/api/client.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { schemaParser } from '../../../lib/api/schema-parser.ts';

/**
 * The GET every stats endpoint makes: `/{endpoint}/{eventId}?lang=`, parsed with its contract
 * schema. Each endpoint file names its path, schema, key and polling.
 */
export function feedAnswerQueryOptions<S extends $ZodType>(
  origin: string,
  endpoint: string,
  schema: S,
  key: readonly unknown[],
  eventId: string | undefined,
  lang: Language,
  { pollMs = false as number | false, staleMs = 60_000 } = {},
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }): Promise<output<S>> =>
      getJson(origin, `/${endpoint}/${encodeURIComponent(eventId!)}`, { params: { lang }, parse: schemaParser(schema), signal }),
    enabled: Boolean(eventId),
    refetchInterval: pollMs,
    staleTime: staleMs,
  });
}

export function useFeedAnswer<S extends $ZodType>(
  endpoint: string,
  schema: S,
  key: readonly unknown[],
  eventId: string | undefined,
  lang: Language,
  options?: { pollMs?: number | false; staleMs?: number },
) {
  return useQuery(feedAnswerQueryOptions(useFeedConfig().origin, endpoint, schema, key, eventId, lang, options));
}
