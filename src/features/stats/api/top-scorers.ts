import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';

/** `GET /top_scorers/{eventId}`: the competition's top scorers, this match's goals so far included. */
export function useTopScorers(eventId: string | undefined, lang: Language) {
  return useFeedAnswer(endpoints.topScorers, { eventId, lang }, { staleMs: 10 * 60_000 });
}
