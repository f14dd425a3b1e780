import { useQuery } from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
import type { Language } from '../../../../contract/languages.ts';
import { feedAnswerQueryOptions } from '../../../lib/api/feed-answer.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';

export interface InfoQueryOptions {
  /** Refetch interval while the match is live; false before and after it. */
  pollMs?: number | false;
  params?: Record<string, string>;
}

/**
 * One of the info section's answers, `GET /{endpoint}/{eventId}` with the language and any extra
 * parameters; each endpoint's file (table.ts, fixtures.ts, …) names its path.
 */
export function infoAnswerQueryOptions<S extends $ZodType>(
  origin: string,
  endpoint: string,
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
  endpoint: string,
  schema: S,
  eventId: string | undefined,
  lang: Language,
  options?: InfoQueryOptions,
) {
  return useQuery(infoAnswerQueryOptions(useFeedConfig().origin, endpoint, schema, eventId, lang, options));
}
