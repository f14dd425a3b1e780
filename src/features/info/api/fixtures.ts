import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { infoStaleMs, type InfoQueryOptions } from './info-freshness.ts';

/** `GET /fixtures/{eventId}`: The round's fixtures and results, this match in its round; the round's other matches and each team's previous and next matches. */
export function useFixtures(eventId: string | undefined, lang: Language, { pollMs = false }: InfoQueryOptions = {}) {
  return useFeedAnswer(endpoints.fixtures, { eventId, lang }, { pollMs, staleMs: infoStaleMs });
}
