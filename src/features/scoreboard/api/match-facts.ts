import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../contract/languages.ts';
import { getMatchJson } from '../../../lib/api/client.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { parseMatchFacts } from './parsers.ts';

/**
 * `GET /lineups/{eventId}`, read for its match facts only: venue, referee, attendance. They do not
 * change during a match, so the answer is asked once per visit.
 */
export function matchFactsQueryOptions(origin: string, eventId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: queryKeys.matchFacts(eventId ?? '', lang),
    queryFn: ({ signal }) => getMatchJson(origin, 'lineups', eventId!, lang, parseMatchFacts, signal),
    enabled: Boolean(eventId),
    staleTime: Infinity,
  });
}

export function useMatchFacts(eventId: string | undefined, lang: Language) {
  return useQuery(matchFactsQueryOptions(useFeedConfig().origin, eventId, lang));
}
