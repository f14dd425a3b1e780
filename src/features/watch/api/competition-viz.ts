import type { Language } from '../../../../contract/languages.ts';
import { pitchViewAnswerSchema } from '../../../../contract/match-data.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';

/** `GET /competition_viz/{eventId}`: the pitch view's ball events (SPEC section 7). */
export function useCompetitionViz(eventId: string | undefined, lang: Language, options: { pollMs: number | false }) {
  return useFeedAnswer('competition_viz', pitchViewAnswerSchema, sectionQueryKeys.competitionViz(eventId ?? '', lang), eventId, lang, {
    ...options,
    staleMs: 0,
  });
}
