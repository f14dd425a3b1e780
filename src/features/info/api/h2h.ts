import type { Language } from '../../../../contract/languages.ts';
import { headToHeadAnswerSchema } from '../../../../contract/match-data.ts';
import { useInfoAnswer, type InfoQueryOptions } from './feed-answer.ts';

/** `GET /h2h/{eventId}`: Every earlier meeting of the two teams that the feed's data holds. */
export function useHeadToHead(eventId: string | undefined, lang: Language, options?: InfoQueryOptions) {
  return useInfoAnswer('h2h', headToHeadAnswerSchema, eventId, lang, options);
}
