import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/languages.ts';
import { eventSettingsSchema } from '../../contract/protocol.ts';
import { schemaParser } from '../lib/api/schema-parser.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { sectionQueryKeys } from '../lib/api/section-query-keys.ts';

/** `GET /event_settings/{eventId}`: whether analytics (dbs) are enabled for the event. */
export function fetchEventSettings(origin: string, eventId: string, lang: Language, signal?: AbortSignal) {
  return getMatchJson(origin, 'event_settings', eventId, lang, schemaParser(eventSettingsSchema), signal);
}

export function eventSettingsQueryOptions(origin: string, eventId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: sectionQueryKeys.eventSettings(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchEventSettings(origin, eventId!, lang, signal),
    enabled: Boolean(eventId),
    staleTime: 5 * 60_000,
  });
}

export function useEventSettings(eventId: string | undefined, lang: Language) {
  return useQuery(eventSettingsQueryOptions(useFeedConfig().origin, eventId, lang));
}
