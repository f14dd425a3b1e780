import type { Language } from '../../contract/languages.ts';
import * as endpoints from '../../contract/endpoints.ts';
import { useFeedAnswer } from '../lib/api/feed-answer.ts';

/** `GET /event_settings/{eventId}`: whether analytics (dbs) are enabled for the event. */
export function useEventSettings(eventId: string | undefined, lang: Language) {
  return useFeedAnswer(endpoints.eventSettings, { eventId, lang }, { staleMs: 5 * 60_000 });
}
