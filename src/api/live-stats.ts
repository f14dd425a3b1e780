import type { Language } from '../../contract/languages.ts';
import * as endpoints from '../../contract/endpoints.ts';
import { useFeedAnswer } from '../lib/api/feed-answer.ts';

/**
 * `GET /live_stats/{eventId}`: the live statistics, momentum, every shot with its xG and the xG
 * timeline. The stats section and the pitch view read the one cache entry; each polls while it
 * shows the answer, and an answer younger than `staleMs` serves a screen that mounts.
 */
export function useLiveStats(eventId: string | undefined, lang: Language, { pollMs }: { pollMs: number | false }) {
  return useFeedAnswer(endpoints.liveStats, { eventId, lang }, { pollMs, staleMs: 5_000 });
}
