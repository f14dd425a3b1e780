import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { liveStatsPollMs } from './live-refresh.ts';

/** `GET /opta_points/{eventId}`: each player's points in this match and how they were earned. */
export function useOptaPoints(eventId: string | undefined, lang: Language, live: boolean) {
  return useFeedAnswer(endpoints.optaPoints, { eventId, lang }, { pollMs: live ? liveStatsPollMs : false });
}
