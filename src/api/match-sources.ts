import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../contract/languages.ts';
import { isRecord, isString } from '../../contract/first-paint-parsers.ts';
import { lineupsQueryOptions } from './lineups.ts';
import { readSources, type CreditedSource } from '../components/source-credits.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';

export interface MatchSources {
  credit: string | undefined;
  sources: CreditedSource[] | undefined;
}

/** The match's credit and sources as the `/lineups` answer names them, for any answer that names none of its own. */
export function selectMatchSources(answer: unknown): MatchSources {
  if (!isRecord(answer)) return { credit: undefined, sources: undefined };
  return { credit: isString(answer.credit) ? answer.credit : undefined, sources: readSources(answer.sources) };
}

/**
 * Where the match's facts come from, for the scoreboard's lazy pages (commentary, scorers) and the
 * live tracker of a match without event data: read from the `/lineups` answer (src/api/lineups.ts),
 * which the scoreboard already holds (no request there; the tracker asks for it once), and nothing
 * on the first paint, which never imports this module.
 */
export function useMatchSources(eventId: string | undefined, lang: Language) {
  return useQuery({ ...lineupsQueryOptions(useFeedConfig().origin, eventId, lang), select: selectMatchSources, staleTime: Infinity });
}
