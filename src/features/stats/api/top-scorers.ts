import type { Language } from '../../../../contract/languages.ts';
import { topScorersAnswerSchema } from '../../../../contract/match-data.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';

/** `GET /top_scorers/{eventId}`: the competition's top scorers before this match. */
export function useTopScorers(eventId: string | undefined, lang: Language) {
  return useFeedAnswer('top_scorers', topScorersAnswerSchema, sectionQueryKeys.topScorers(eventId ?? '', lang), eventId, lang, {
    staleMs: 10 * 60_000,
  });
}
