/**
 * The stats section's endpoints use the feed's one GET (src/lib/api/feed-answer.ts);
 * `live-stats.ts` and `player-stats.ts` still import it under this path.
 */
export { feedAnswerQueryOptions, useFeedAnswer } from '../../../lib/api/feed-answer.ts';
