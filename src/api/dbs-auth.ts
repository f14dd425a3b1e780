import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/languages.ts';
import { dbsAuthSchema, type DbsAuth } from '../../contract/protocol.ts';
import { schemaParser } from '../lib/api/schema-parser.ts';
import { analyticsClientConfig, type AnalyticsClientConfig } from '../lib/api/analytics.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { sectionQueryKeys } from '../lib/api/section-query-keys.ts';
import { useEventSettings } from './event-settings.ts';

/** `GET /dbs_auth/{eventId}`: the analytics authentication record (SPEC section 3). */
export function fetchDbsAuth(origin: string, eventId: string, lang: Language, signal?: AbortSignal): Promise<DbsAuth> {
  return getMatchJson(origin, 'dbs_auth', eventId, lang, schemaParser(dbsAuthSchema), signal);
}

/** SPEC section 4: fetched only with an eventId and when the event's settings say dbs. */
export function dbsAuthQueryOptions(origin: string, eventId: string | undefined, lang: Language, dbs: boolean) {
  return queryOptions({
    queryKey: sectionQueryKeys.dbsAuth(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchDbsAuth(origin, eventId!, lang, signal),
    enabled: Boolean(eventId) && dbs,
    staleTime: 5 * 60_000,
  });
}

/** The analytics client's endpoint and headers: empty until the authentication has arrived. */
export function useAnalyticsClient(eventId: string | undefined, lang: Language): AnalyticsClientConfig {
  const { origin } = useFeedConfig();
  const settings = useEventSettings(eventId, lang);
  const auth = useQuery(dbsAuthQueryOptions(origin, eventId, lang, settings.data?.dbs === true));
  return analyticsClientConfig(origin, auth.data);
}
