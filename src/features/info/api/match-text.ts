import type { Language } from '../../../../contract/languages.ts';
import { matchTextAnswerSchema } from '../../../../contract/match-data.ts';
import { useInfoAnswer } from './feed-answer.ts';

/** `GET /preview/{eventId}` and `GET /insights/{eventId}`: paragraphs the feed writes in the fan's language. */
export function useMatchText(kind: 'preview' | 'insights', eventId: string | undefined, lang: Language) {
  return useInfoAnswer(kind, matchTextAnswerSchema, eventId, lang);
}
