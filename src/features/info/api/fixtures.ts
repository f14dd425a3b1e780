import type { Language } from '../../../../contract/languages.ts';
import { fixturesAnswerSchema } from '../../../../contract/match-data.ts';
import { useInfoAnswer, type InfoQueryOptions } from './feed-answer.ts';

/** `GET /fixtures/{eventId}`: The round's other matches and each team's previous and next matches. */
export function useFixtures(eventId: string | undefined, lang: Language, options?: InfoQueryOptions) {
  return useInfoAnswer('fixtures', fixturesAnswerSchema, eventId, lang, options);
}
