import type { Language } from '../../contract/languages.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { queryKeys } from '../lib/api/query-keys.ts';

/**
 * `GET /lineups/{eventId}`: the line-ups, formations and substitutes with what each player did so
 * far, and the match facts (venue, referee, attendance). Two readers, one request and one cache
 * entry: the scoreboard reads the facts on the first paint, the info section the line-ups in its
 * lazy chunk. So the cache holds the answer as the feed sent it, and each reader parses its part
 * in `select` with a parser of its own: the scoreboard's is zod-free and small, the info section's
 * is the contract's schema, which stays out of the first paint. Make a reader's `select` once (not
 * per render), so react-query parses each answer once.
 *
 * Each reader says how long the answer stays fresh for it: the scoreboard's facts never change, the
 * info section's line-ups do (announced before kick-off, then what each player did).
 */
export function lineupsQueryOptions(origin: string, eventId: string | undefined, lang: Language) {
  return {
    queryKey: queryKeys.lineups(eventId ?? '', lang),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<unknown> =>
      getMatchJson(origin, 'lineups', eventId!, lang, (answer: unknown) => answer, signal),
    enabled: Boolean(eventId),
  };
}
