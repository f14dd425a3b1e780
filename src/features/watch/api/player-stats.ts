import type { Language } from '../../../../contract/languages.ts';
import { matchPlayerStatsAnswerSchema } from '../../../../contract/match-data.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';

/** `GET /player_stats/{eventId}`: Each player's statistics in this match so far, for the pitch view's player-stats overlay. */
export function usePlayerStats(eventId: string | undefined, lang: Language, options: { pollMs: number | false }) {
  return useFeedAnswer('player_stats', matchPlayerStatsAnswerSchema, sectionQueryKeys.playerStats(eventId ?? '', lang), eventId, lang, {
    ...options,
    staleMs: 0,
  });
}
