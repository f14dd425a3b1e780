import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/languages.ts';
import { parseEventData } from '../../contract/first-paint-parsers.ts';
import type { EventData } from '../../contract/protocol.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { queryKeys } from '../lib/api/query-keys.ts';

/** `GET /event_data/{eventId}`: teams, kick-off and stage. SPEC section 5: a blank id yields null without a call. */
export function fetchEventData(
  origin: string,
  eventId: string | undefined,
  lang: Language,
  signal?: AbortSignal,
): Promise<EventData | null> {
  if (!eventId) return Promise.resolve(null);
  return getMatchJson(origin, 'event_data', eventId, lang, parseEventData, signal);
}

export function eventDataQueryOptions(origin: string, eventId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: queryKeys.eventData(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchEventData(origin, eventId, lang, signal),
    staleTime: 60_000,
    // A 404 is a verdict (match not found): a component mounting later does not ask again.
    retryOnMount: false,
  });
}

export function useEventData(eventId: string | undefined, lang: Language) {
  return useQuery(eventDataQueryOptions(useFeedConfig().origin, eventId, lang));
}
