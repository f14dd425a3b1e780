import { isRecord, isString, type Parser } from '../../../../contract/first-paint-parsers.ts';

// The incidents' types live with their endpoint; the scoreboard's components read them from here.
export type { IncidentsAnswer, ShootoutKick } from '../../../../contract/first-paint-parsers.ts';

/** What the scoreboard reads of `GET /lineups/{eventId}`: where, who refereed, how many watched, whose data. */
export interface MatchFacts {
  /** Absent (undefined) where the match's source names no ground: shown as nothing, never 'Unknown'. */
  venue?: { name: string; city: string } | undefined;
  /** Absent (undefined) where no record the feed can cite names the referee. */
  referee?: string | undefined;
  attendance?: number | undefined;
  /** Whom the match's facts and events come from, when the feed names one ("StatsBomb"). */
  credit?: string | undefined;
}

/**
 * A parser without zod for what /scoreboard reads of the line-ups on its first paint (zod/mini
 * would cost the first paint about 10 KB gzip of its 160 KB budget:
 * docs/adr/009-contract-and-page-catalogue.md). It accepts what the contract's schema accepts and
 * returns the same values (parsers.test.ts checks both on real answers and mutations).
 */
export const parseMatchFacts: Parser<MatchFacts> = (value) => {
  if (!isRecord(value)) return null;
  const { attendance, credit, referee, venue } = value;
  if (venue !== undefined && !(isRecord(venue) && isString(venue.name) && isString(venue.city))) return null;
  if (
    (attendance !== undefined && !Number.isSafeInteger(attendance)) ||
    (credit !== undefined && !isString(credit)) ||
    (referee !== undefined && !isString(referee))
  )
    return null;
  // A fact the answer leaves out stays undefined, as the schema's optional fields do.
  return {
    venue: venue === undefined ? undefined : { name: venue.name as string, city: venue.city as string },
    referee,
    attendance: attendance as number | undefined,
    credit,
  };
};
