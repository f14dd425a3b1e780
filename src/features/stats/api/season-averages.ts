import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';

/** `GET /season_avg/{eventId}`: both teams' per-match season averages. */
export function useSeasonAverages(eventId: string | undefined, lang: Language) {
  return useFeedAnswer(endpoints.seasonAverages, { eventId, lang }, { staleMs: 10 * 60_000 });
}
