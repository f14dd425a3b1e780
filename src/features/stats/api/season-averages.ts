import type { Language } from '../../../../contract/languages.ts';
import { seasonAveragesAnswerSchema } from '../../../../contract/match-data.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';

/** `GET /season_avg/{eventId}`: both teams' per-match season averages. */
export function useSeasonAverages(eventId: string | undefined, lang: Language) {
  return useFeedAnswer('season_avg', seasonAveragesAnswerSchema, sectionQueryKeys.seasonAverages(eventId ?? '', lang), eventId, lang, {
    staleMs: 10 * 60_000,
  });
}
