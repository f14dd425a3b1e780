import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { infoStaleMs, type InfoQueryOptions } from './info-freshness.ts';

/** `GET /h2h/{eventId}`: Every earlier meeting of the two teams that the feed's data holds. */
export function useHeadToHead(eventId: string | undefined, lang: Language, { pollMs = false }: InfoQueryOptions = {}) {
  return useFeedAnswer(endpoints.h2h, { eventId, lang }, { pollMs, staleMs: infoStaleMs });
}
