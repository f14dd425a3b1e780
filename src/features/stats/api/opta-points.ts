import type { Language } from '../../../../contract/languages.ts';
import { optaPointsAnswerSchema } from '../../../../contract/match-data.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { liveStatsPollMs } from './live-refresh.ts';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';

/** `GET /opta_points/{eventId}`: each player's points in this match and how they were earned. */
export function useOptaPoints(eventId: string | undefined, lang: Language, live: boolean) {
  return useFeedAnswer('opta_points', optaPointsAnswerSchema, sectionQueryKeys.optaPoints(eventId ?? '', lang), eventId, lang, {
    pollMs: live ? liveStatsPollMs : false,
  });
}
