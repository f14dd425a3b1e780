import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { infoStaleMs, type InfoQueryOptions } from './info-freshness.ts';

/** `GET /form/{eventId}`: Each team's last results in the competition, this match so far first once it has kicked off. */
export function useForm(eventId: string | undefined, lang: Language, { pollMs = false }: InfoQueryOptions = {}) {
  return useFeedAnswer(endpoints.form, { eventId, lang }, { pollMs, staleMs: infoStaleMs });
}
