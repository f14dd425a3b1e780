import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/languages.ts';
import * as endpoints from '../../contract/endpoints.ts';
import { analyticsClientConfig, type AnalyticsClientConfig } from '../lib/api/analytics.ts';
import { feedAnswerQueryOptions } from '../lib/api/feed-answer.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { useEventSettings } from './event-settings.ts';

/**
 * `GET /dbs_auth/{eventId}`: the analytics authentication record (SPEC section 3). SPEC section 4:
 * fetched only with an eventId and when the event's settings say dbs.
 */
export function dbsAuthQueryOptions(origin: string, eventId: string | undefined, lang: Language, dbs: boolean) {
  return feedAnswerQueryOptions(origin, endpoints.dbsAuth, { eventId, lang }, { staleMs: 5 * 60_000, enabled: dbs });
}

/** The analytics client's endpoint and headers: empty until the authentication has arrived. */
export function useAnalyticsClient(eventId: string | undefined, lang: Language): AnalyticsClientConfig {
  const { origin } = useFeedConfig();
  const settings = useEventSettings(eventId, lang);
  const auth = useQuery(dbsAuthQueryOptions(origin, eventId, lang, settings.data?.dbs === true));
  return analyticsClientConfig(origin, auth.data);
}
