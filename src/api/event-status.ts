import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/languages.ts';
import { parseEventStatus } from '../../contract/first-paint-parsers.ts';
import type { EventStatus, Stage } from '../../contract/protocol.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { queryKeys } from '../lib/api/query-keys.ts';
import { statusPollMs } from '../rules/timings.ts';

/** `GET /event_status/{eventId}`: stage, periods and when the last period started. */
export function fetchEventStatus(origin: string, eventId: string, lang: Language, signal?: AbortSignal): Promise<EventStatus> {
  return getMatchJson(origin, 'event_status', eventId, lang, parseEventStatus, signal);
}

/**
 * Keyed on event and stage (SPEC section 7), polled, refreshed by the socket. When the URL stage
 * changes the key changes too; the answer before it stands in until the new one arrives, so the
 * side header and the tab rows (which wait for a status) do not vanish at every stage change.
 */
export function eventStatusQueryOptions(
  origin: string,
  eventId: string | undefined,
  stage: Stage | undefined,
  lang: Language,
  { enabled = true } = {},
) {
  return queryOptions({
    queryKey: queryKeys.eventStatus(eventId ?? '', stage ?? ''),
    queryFn: ({ signal }) => fetchEventStatus(origin, eventId!, lang, signal),
    enabled: Boolean(eventId) && enabled,
    refetchInterval: statusPollMs,
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` stops the polling, for an event the feed has said does not exist. */
export function useEventStatus(eventId: string | undefined, stage: Stage | undefined, lang: Language, options: { enabled?: boolean } = {}) {
  return useQuery(eventStatusQueryOptions(useFeedConfig().origin, eventId, stage, lang, options));
}
