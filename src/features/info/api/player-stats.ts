import type { Language } from '../../../../contract/languages.ts';
import { matchPlayerStatsAnswerSchema } from '../../../../contract/match-data.ts';
import { useInfoAnswer, type InfoQueryOptions } from './feed-answer.ts';

/** `GET /player_stats/{eventId}`: Each player's figures in this match, for the head-to-head player comparison. */
export function usePlayerStats(eventId: string | undefined, lang: Language, options?: InfoQueryOptions) {
  return useInfoAnswer('player_stats', matchPlayerStatsAnswerSchema, eventId, lang, options);
}
