import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { availabilitySchema, eventDataSchema, eventStatusSchema, type Stage } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';
import { getJson } from './client.ts';
import { useFeedConfig } from './feed-context.tsx';

/** How often the event status is polled besides the socket's `status` messages. */
export const statusPollMs = 30_000;

export const matchKeys = {
  eventData: (eventId: string, lang: Language) => ['eventData', eventId, lang] as const,
  eventStatus: (eventId: string, stage: string) => ['eventStatus', eventId, stage] as const,
  availability: (eventId: string, lang: Language) => ['availability', eventId, lang] as const,
};

export function eventDataQuery(origin: string, eventId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: matchKeys.eventData(eventId ?? '', lang),
    // SPEC section 5: a blank event id yields null without a call.
    queryFn: ({ signal }) =>
      eventId ? getJson(origin, `/event_data/${encodeURIComponent(eventId)}`, { params: { lang }, schema: eventDataSchema, signal }) : null,
    staleTime: 60_000,
  });
}

/**
 * Keyed on event and stage (SPEC section 7), polled, refreshed by the socket. When the URL stage
 * changes the key changes too; the answer before it stands in until the new one arrives, so the
 * side header and the tab rows (which wait for a status) do not vanish at every stage change.
 */
export function eventStatusQuery(origin: string, eventId: string | undefined, stage: Stage | undefined, lang: Language) {
  return queryOptions({
    queryKey: matchKeys.eventStatus(eventId ?? '', stage ?? ''),
    queryFn: ({ signal }) => getJson(origin, `/event_status/${encodeURIComponent(eventId!)}`, { params: { lang }, schema: eventStatusSchema, signal }),
    enabled: Boolean(eventId),
    refetchInterval: statusPollMs,
    placeholderData: keepPreviousData,
  });
}

export function availabilityQuery(origin: string, eventId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: matchKeys.availability(eventId ?? '', lang),
    queryFn: ({ signal }) => getJson(origin, `/availability/${encodeURIComponent(eventId!)}`, { params: { lang }, schema: availabilitySchema, signal }),
    enabled: Boolean(eventId),
    refetchInterval: 60_000,
  });
}

export function useEventData(eventId: string | undefined, lang: Language) {
  return useQuery(eventDataQuery(useFeedConfig().origin, eventId, lang));
}

export function useEventStatus(eventId: string | undefined, stage: Stage | undefined, lang: Language) {
  return useQuery(eventStatusQuery(useFeedConfig().origin, eventId, stage, lang));
}

export function useAvailability(eventId: string | undefined, lang: Language) {
  return useQuery(availabilityQuery(useFeedConfig().origin, eventId, lang));
}
