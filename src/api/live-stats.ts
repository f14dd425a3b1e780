import type { Language } from '../../contract/languages.ts';
import { liveStatsAnswerSchema } from '../../contract/match-data.ts';
import { useFeedAnswer } from '../lib/api/feed-answer.ts';
import { sectionQueryKeys } from '../lib/api/section-query-keys.ts';

/**
 * `GET /live_stats/{eventId}`: the live statistics, momentum, every shot with its xG and the xG
 * timeline. The stats section and the pitch view read the one cache entry; each polls while it
 * shows the answer, and an answer younger than `staleMs` serves a screen that mounts.
 */
export function useLiveStats(eventId: string | undefined, lang: Language, { pollMs }: { pollMs: number | false }) {
  return useFeedAnswer('live_stats', liveStatsAnswerSchema, sectionQueryKeys.liveStats(eventId ?? '', lang), eventId, lang, {
    pollMs,
    staleMs: 5_000,
  });
}
