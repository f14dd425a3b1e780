import type { Language } from '../../../../contract/languages.ts';
import { lineupsAnswerSchema } from '../../../../contract/match-data.ts';
import { useInfoAnswer, type InfoQueryOptions } from './feed-answer.ts';

/** `GET /lineups/{eventId}`: Line-ups, formations and substitutes with goals, cards and substitutions so far. */
export function useLineups(eventId: string | undefined, lang: Language, options?: InfoQueryOptions) {
  return useInfoAnswer('lineups', lineupsAnswerSchema, eventId, lang, options);
}
