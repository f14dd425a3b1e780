import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { lineupsQueryOptions } from '../../../api/lineups.ts';
import { FeedError } from '../../../lib/api/client.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { infoStaleMs, type InfoQueryOptions } from './info-freshness.ts';

const parseLineups = schemaParser(endpoints.lineups.answer);

/** The line-ups, or an error like any refused answer's, so the screens show their error state for a shape that does not fit. */
export function selectLineups(answer: unknown) {
  const lineups = parseLineups(answer);
  if (lineups === null) throw new FeedError('The line-ups answered an unexpected shape', null);
  return lineups;
}

/**
 * The line-ups of the `/lineups` answer (src/api/lineups.ts), parsed with the contract's schema:
 * fresh for 30 s, as they change, and polled while the match is live.
 */
export function useLineups(eventId: string | undefined, lang: Language, { pollMs = false }: InfoQueryOptions = {}) {
  return useQuery({
    ...lineupsQueryOptions(useFeedConfig().origin, eventId, lang),
    select: selectLineups,
    staleTime: infoStaleMs,
    refetchInterval: pollMs,
  });
}
