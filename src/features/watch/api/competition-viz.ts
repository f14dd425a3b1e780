import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';

/** `GET /competition_viz/{eventId}`: the pitch view's ball events (SPEC section 7). */
export function useCompetitionViz(eventId: string | undefined, lang: Language, { pollMs }: { pollMs: number | false }) {
  return useFeedAnswer(endpoints.competitionViz, { eventId, lang }, { pollMs, staleMs: 0 });
}
