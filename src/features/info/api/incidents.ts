import type { Language } from '../../../../contract/languages.ts';
import { incidentsAnswerSchema } from '../../../../contract/match-data.ts';
import { useInfoAnswer, type InfoQueryOptions } from './feed-answer.ts';

/** `GET /incidents/{eventId}`: Goals, cards and substitutions so far: the line-ups read penalties and who replaced whom here. */
export function useIncidents(eventId: string | undefined, lang: Language, options?: InfoQueryOptions) {
  return useInfoAnswer('incidents', incidentsAnswerSchema, eventId, lang, options);
}
