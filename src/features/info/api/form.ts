import type { Language } from '../../../../contract/languages.ts';
import { formAnswerSchema } from '../../../../contract/match-data.ts';
import { useInfoAnswer, type InfoQueryOptions } from './feed-answer.ts';

/** `GET /form/{eventId}`: Each team's last results in the competition before this match. */
export function useForm(eventId: string | undefined, lang: Language, options?: InfoQueryOptions) {
  return useInfoAnswer('form', formAnswerSchema, eventId, lang, options);
}
