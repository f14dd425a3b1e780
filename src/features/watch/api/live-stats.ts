import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../contract/languages.ts';
import { liveStatsAnswerSchema } from '../../../../contract/match-data.ts';
import { getJson } from '../../../lib/api/client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';

/** `GET /live_stats/{eventId}`: The live statistics and every shot so far with its xG, for the pitch view's shots, xG and team-stats overlay. */
export function fetchLiveStats(origin: string, eventId: string, lang: Language, signal?: AbortSignal) {
  return getJson(origin, `/live_stats/${encodeURIComponent(eventId)}`, {
    params: { lang },
    parse: schemaParser(liveStatsAnswerSchema),
    signal,
  });
}

export function liveStatsQueryOptions(origin: string, eventId: string | undefined, lang: Language, options: { pollMs: number | false }) {
  return queryOptions({
    queryKey: queryKeys.liveStats(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchLiveStats(origin, eventId!, lang, signal),
    enabled: Boolean(eventId),
    refetchInterval: options.pollMs,
  });
}

export function useLiveStats(eventId: string | undefined, lang: Language, options: { pollMs: number | false }) {
  return useQuery(liveStatsQueryOptions(useFeedConfig().origin, eventId, lang, options));
}
