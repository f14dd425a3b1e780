import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { infoStaleMs } from './info-freshness.ts';

/** `GET /preview/{eventId}` and `GET /insights/{eventId}`: paragraphs the feed writes in the fan's language. */
export function useMatchText(kind: 'preview' | 'insights', eventId: string | undefined, lang: Language) {
  return useFeedAnswer(endpoints[kind], { eventId, lang }, { staleMs: infoStaleMs });
}
