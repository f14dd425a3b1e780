import type { Language } from '../../../../contract/languages.ts';
import { liveStatsAnswerSchema } from '../../../../contract/match-data.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';

/** `GET /live_stats/{eventId}`: The live statistics and every shot so far with its xG, for the pitch view's shots, xG and team-stats overlay. */
export function useLiveStats(eventId: string | undefined, lang: Language, options: { pollMs: number | false }) {
  return useFeedAnswer('live_stats', liveStatsAnswerSchema, sectionQueryKeys.liveStats(eventId ?? '', lang), eventId, lang, {
    ...options,
    staleMs: 0,
  });
}
