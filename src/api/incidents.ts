import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRecord, parseIncident, parseIncidentsAnswer, type IncidentsAnswer } from '../../contract/first-paint-parsers.ts';
import type { Language } from '../../contract/languages.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { queryKeys } from '../lib/api/query-keys.ts';
import { useLiveFeed } from '../lib/realtime/LiveFeedProvider.tsx';

/** `GET /incidents/{eventId}`: goals, cards, substitutions and VAR decisions so far, with the shoot-out. */
export function fetchIncidents(origin: string, eventId: string, lang: Language, signal?: AbortSignal): Promise<IncidentsAnswer> {
  return getMatchJson(origin, 'incidents', eventId, lang, parseIncidentsAnswer, signal);
}

/**
 * React-query's default `staleTime`, 0: an answer is fresh only until the next mount, since the
 * scoreboard does not poll and opening a screen is where a line the socket missed is caught.
 * Readers that poll pass `pollMs` while the match is live.
 */
export function incidentsQueryOptions(origin: string, eventId: string | undefined, lang: Language, pollMs?: number | false) {
  return queryOptions({
    queryKey: queryKeys.incidents(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchIncidents(origin, eventId!, lang, signal),
    enabled: Boolean(eventId),
    refetchInterval: pollMs,
  });
}

/**
 * The incidents, kept live: an `incident` socket message is added to the cached answer at once (or
 * replaces the line of the same id, a VAR correction). Every goal, card and VAR decision comes as
 * one, in the same frame as its `majorIncident`, so a goal costs no request. A commentary line of
 * the shoot-out refetches, since shoot-out kicks come with the answer, not as incidents. A
 * reconnect refetches everything of the match (LiveFeedProvider).
 */
export function useIncidents(
  eventId: string | undefined,
  lang: Language,
  /**
   * `refetchOnMount: false` for a reader that is not a screen of its own (the goal's card): it takes
   * the answer the socket keeps live, where a fetch at its mount would be every fan's at each goal.
   */
  options: { pollMs?: number | false; refetchOnMount?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const live = useLiveFeed();
  const query = useQuery({
    ...incidentsQueryOptions(useFeedConfig().origin, eventId, lang, options.pollMs),
    refetchOnMount: options.refetchOnMount ?? true,
  });
  useEffect(() => {
    if (!eventId) return;
    const key = queryKeys.incidents(eventId, lang);
    const offIncident = live.on('incident', parseIncident, (incident) => {
      queryClient.setQueryData<IncidentsAnswer>(key, (answer) =>
        answer ? { ...answer, incidents: [...answer.incidents.filter((line) => line.id !== incident.id), incident] } : answer,
      );
    });
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    // Shoot-out kicks come with the answer: a commentary line of the shoot-out asks for it again
    // (the parser passes on nothing of the line, only that it came).
    const offKick = live.on('commentary', (value) => (isRecord(value) && value.period === 'penaltyShootout' ? {} : null), refetch);
    return () => {
      offKick();
      offIncident();
    };
  }, [eventId, lang, live, queryClient]);
  return query;
}
