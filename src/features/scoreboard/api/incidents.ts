import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '../../../../contract/languages.ts';
import { getJson } from '../../../lib/api/client.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';
import { parseIncident, parseIncidentsAnswer, type IncidentsAnswer } from './parsers.ts';

/** `GET /incidents/{eventId}`: goals, cards, substitutions and VAR decisions so far, with the shoot-out. */
export function fetchIncidents(origin: string, eventId: string, lang: Language, signal?: AbortSignal): Promise<IncidentsAnswer> {
  return getJson(origin, `/incidents/${encodeURIComponent(eventId)}`, { params: { lang }, parse: parseIncidentsAnswer, signal });
}

export function incidentsQueryOptions(origin: string, eventId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: queryKeys.incidents(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchIncidents(origin, eventId!, lang, signal),
    enabled: Boolean(eventId),
  });
}

/**
 * The incidents, kept live: an `incident` socket message is added to the cached answer at once (or
 * replaces the line of the same id, a VAR correction). Every goal, card and VAR decision comes as
 * one, in the same frame as its `majorIncident`, so a goal costs no request. A commentary line of
 * the shoot-out refetches, since shoot-out kicks come with the answer, not as incidents. A
 * reconnect refetches everything of the match (LiveFeedProvider).
 */
export function useIncidents(eventId: string | undefined, lang: Language) {
  const queryClient = useQueryClient();
  const live = useLiveFeed();
  const query = useQuery(incidentsQueryOptions(useFeedConfig().origin, eventId, lang));
  useEffect(() => {
    if (!eventId) return;
    const key = queryKeys.incidents(eventId, lang);
    const offIncident = live.onMessage('incident', parseIncident, (incident) => {
      queryClient.setQueryData<IncidentsAnswer>(key, (answer) =>
        answer ? { ...answer, incidents: [...answer.incidents.filter((line) => line.id !== incident.id), incident] } : answer,
      );
    });
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    // Shoot-out kicks come with the answer: a commentary line of the shoot-out asks for it again.
    const offKick = live.onMessage(
      'commentary',
      (value) => (typeof value === 'object' && value !== null && 'period' in value && value.period === 'penaltyShootout' ? true : null),
      refetch,
    );
    return () => {
      offKick();
      offIncident();
    };
  }, [eventId, lang, live, queryClient]);
  return query;
}
