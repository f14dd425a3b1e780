import type { Language } from '../../../../contract/languages.ts';
import { tableAnswerSchema } from '../../../../contract/match-data.ts';
import { useInfoAnswer, type InfoQueryOptions } from './feed-answer.ts';

/** `GET /table/{eventId}`: The league or group table, the current match counted as it stands. */
export function useTable(eventId: string | undefined, lang: Language, options?: InfoQueryOptions) {
  return useInfoAnswer('table', tableAnswerSchema, eventId, lang, options);
}
