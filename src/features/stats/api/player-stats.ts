import type { Language } from '../../../../contract/languages.ts';
import { matchPlayerStatsAnswerSchema } from '../../../../contract/match-data.ts';
import { useFeedAnswer } from './feed-answer.ts';
import { statsKeys } from './stats-keys.ts';
import { liveStatsPollMs } from './live-stats.ts';

/** `GET /player_stats/{eventId}`: each player's statistics in this match so far. */
export function usePlayerStats(eventId: string | undefined, lang: Language, live: boolean) {
  return useFeedAnswer('player_stats', matchPlayerStatsAnswerSchema, statsKeys.playerStats(eventId ?? '', lang), eventId, lang, {
    pollMs: live ? liveStatsPollMs : false,
  });
}
