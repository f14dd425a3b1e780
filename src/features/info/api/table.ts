import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { infoStaleMs, type InfoQueryOptions } from './info-freshness.ts';

/** `GET /table/{eventId}`: The league or group table, the current match counted as it stands. */
export function useTable(eventId: string | undefined, lang: Language, { pollMs = false }: InfoQueryOptions = {}) {
  return useFeedAnswer(endpoints.table, { eventId, lang }, { pollMs, staleMs: infoStaleMs });
}
