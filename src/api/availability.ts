import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/languages.ts';
import { parseAvailability } from '../../contract/first-paint-parsers.ts';
import type { Availability } from '../../contract/protocol.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { queryKeys } from '../lib/api/query-keys.ts';
import { availabilityPollMs } from '../rules/timings.ts';

/** `GET /availability/{eventId}`: the paths with data, the pitch-view and stream flags, features. */
export function fetchAvailability(origin: string, eventId: string, lang: Language, signal?: AbortSignal): Promise<Availability> {
  return getMatchJson(origin, 'availability', eventId, lang, parseAvailability, signal);
}

export function availabilityQueryOptions(origin: string, eventId: string | undefined, lang: Language, { enabled = true } = {}) {
  return queryOptions({
    queryKey: queryKeys.availability(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchAvailability(origin, eventId!, lang, signal),
    enabled: Boolean(eventId) && enabled,
    refetchInterval: availabilityPollMs,
    // A screen that mounts later reads the answer the shell has, and a failed answer is not asked
    // again by every new reader: the poll decides when to ask (one request per call).
    staleTime: availabilityPollMs,
    retryOnMount: false,
  });
}

/** `enabled: false` stops the polling, for an event the feed has said does not exist. */
export function useAvailability(eventId: string | undefined, lang: Language, options: { enabled?: boolean } = {}) {
  return useQuery(availabilityQueryOptions(useFeedConfig().origin, eventId, lang, options));
}
