import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../contract/languages.ts';
import { matchPlayerStatsAnswerSchema } from '../../../../contract/match-data.ts';
import { getJson } from '../../../lib/api/client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';

/** `GET /player_stats/{eventId}`: Each player's statistics in this match so far, for the pitch view's player-stats overlay. */
export function fetchPlayerStats(origin: string, eventId: string, lang: Language, signal?: AbortSignal) {
  return getJson(origin, `/player_stats/${encodeURIComponent(eventId)}`, {
    params: { lang },
    parse: schemaParser(matchPlayerStatsAnswerSchema),
    signal,
  });
}

export function playerStatsQueryOptions(origin: string, eventId: string | undefined, lang: Language, options: { pollMs: number | false }) {
  return queryOptions({
    queryKey: queryKeys.playerStats(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchPlayerStats(origin, eventId!, lang, signal),
    enabled: Boolean(eventId),
    refetchInterval: options.pollMs,
  });
}

export function usePlayerStats(eventId: string | undefined, lang: Language, options: { pollMs: number | false }) {
  return useQuery(playerStatsQueryOptions(useFeedConfig().origin, eventId, lang, options));
}
