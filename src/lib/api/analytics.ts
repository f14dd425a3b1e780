import { queryOptions, useQuery } from '@tanstack/react-query';
import { dbsAuthSchema, eventSettingsSchema, type DbsAuth } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';
import { getJson } from './client.ts';
import { useFeedConfig } from './feed-context.tsx';

export interface AnalyticsClientConfig {
  /** The GraphQL endpoint; null until the authentication has arrived. */
  endpoint: string | null;
  headers: { 'Content-Type': 'application/json'; Authorization: string; 'outlet-key': string };
}

/**
 * SPEC section 4 "Analytics authentication": until it arrives the client has no endpoint and
 * empty authorization and outlet-key headers.
 */
export function analyticsClientConfig(serviceOrigin: string, auth: DbsAuth | undefined): AnalyticsClientConfig {
  if (!auth) return { endpoint: null, headers: { 'Content-Type': 'application/json', Authorization: '', 'outlet-key': '' } };
  return {
    endpoint: new URL(`/betanalytics/${encodeURIComponent(auth.outlet)}/graphql`, serviceOrigin).href,
    headers: { 'Content-Type': 'application/json', Authorization: auth.token, 'outlet-key': auth.outlet },
  };
}

export function eventSettingsQuery(origin: string, eventId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: ['eventSettings', eventId ?? '', lang],
    queryFn: ({ signal }) => getJson(origin, `/event_settings/${encodeURIComponent(eventId!)}`, { params: { lang }, schema: eventSettingsSchema, signal }),
    enabled: Boolean(eventId),
    staleTime: 5 * 60_000,
  });
}

/** Fetched only with an eventId and when the event's settings say dbs. */
export function dbsAuthQuery(origin: string, eventId: string | undefined, lang: Language, dbs: boolean) {
  return queryOptions({
    queryKey: ['dbsAuth', eventId ?? '', lang],
    queryFn: ({ signal }) => getJson(origin, `/dbs_auth/${encodeURIComponent(eventId!)}`, { params: { lang }, schema: dbsAuthSchema, signal }),
    enabled: Boolean(eventId) && dbs,
    staleTime: 5 * 60_000,
  });
}

export function useAnalyticsClient(eventId: string | undefined, lang: Language): AnalyticsClientConfig {
  const { origin } = useFeedConfig();
  const settings = useQuery(eventSettingsQuery(origin, eventId, lang));
  const auth = useQuery(dbsAuthQuery(origin, eventId, lang, settings.data?.dbs === true));
  return analyticsClientConfig(origin, auth.data);
}
