import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../contract/languages.ts';
import { pitchViewAnswerSchema } from '../../../../contract/match-data.ts';
import { getJson } from '../../../lib/api/client.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { queryKeys } from '../../../lib/api/query-keys.ts';

/** `GET /competition_viz/{eventId}`: the pitch view's ball events (SPEC section 7). */
export function fetchCompetitionViz(origin: string, eventId: string, lang: Language, signal?: AbortSignal) {
  return getJson(origin, `/competition_viz/${encodeURIComponent(eventId)}`, {
    params: { lang },
    parse: schemaParser(pitchViewAnswerSchema),
    signal,
  });
}

export function competitionVizQueryOptions(
  origin: string,
  eventId: string | undefined,
  lang: Language,
  options: { pollMs: number | false },
) {
  return queryOptions({
    queryKey: queryKeys.competitionViz(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchCompetitionViz(origin, eventId!, lang, signal),
    enabled: Boolean(eventId),
    refetchInterval: options.pollMs,
  });
}

export function useCompetitionViz(eventId: string | undefined, lang: Language, options: { pollMs: number | false }) {
  return useQuery(competitionVizQueryOptions(useFeedConfig().origin, eventId, lang, options));
}
