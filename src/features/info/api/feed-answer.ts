import { useQuery } from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
import type { Language } from '../../../../contract/languages.ts';
import { feedAnswerQueryOptions } from '../../../lib/api/feed-answer.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';

/** The info section's endpoints: `GET /{name}/{eventId}` with the language and any extra parameters. */
export type InfoEndpoint = 'lineups' | 'table' | 'fixtures' | 'form' | 'h2h' | 'preview' | 'insights';

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
  const key = sectionQueryKeys.info(eventId ?? '', endpoint, lang, params);
  return feedAnswerQueryOptions(origin, endpoint, schema, key, eventId, lang, { pollMs, params, staleMs: 30_000 });
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
