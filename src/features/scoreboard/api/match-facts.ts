import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../contract/languages.ts';
import { lineupsQueryOptions } from '../../../api/lineups.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { parseMatchFacts } from './parsers.ts';

/**
 * The match facts of the `/lineups` answer: venue, referee, attendance, or null when they do not
 * fit (the scoreboard then shows none, as when the call fails). They do not change during a match,
 * so the answer is asked once per visit.
 */
export function useMatchFacts(eventId: string | undefined, lang: Language) {
  return useQuery({ ...lineupsQueryOptions(useFeedConfig().origin, eventId, lang), select: parseMatchFacts, staleTime: Infinity });
}
