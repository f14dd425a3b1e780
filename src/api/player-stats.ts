import type { Language } from '../../contract/languages.ts';
import * as endpoints from '../../contract/endpoints.ts';
import { useFeedAnswer } from '../lib/api/feed-answer.ts';

/**
 * `GET /player_stats/{eventId}`: each player's statistics in this match so far. The stats
 * section's table, the pitch view's overlay and the head-to-head comparison read the one cache
 * entry; each polls while it shows the answer, and an answer younger than `staleMs` serves a
 * screen that mounts.
 */
export function useMatchPlayerStats(eventId: string | undefined, lang: Language, { pollMs }: { pollMs: number | false }) {
  return useFeedAnswer(endpoints.playerStats, { eventId, lang }, { pollMs, staleMs: 5_000 });
}
