/**
 * `GET /events` as a list: filtered by competition, team and date, and paged by a cursor
 * (CONTRACT.md, "Live data in"). Pure: the route hands it the rows in the order they are listed
 * (the replayed events first, then the catalogue's matches by kick-off) and the query.
 */

export interface EventQuery {
  /** A competition id ("premier-league-2018-19"), any case. */
  competition?: string;
  /** Part of either team's name, any case, accents or not ("munchen" finds Bayern München). */
  team?: string;
  /** YYYY-MM-DD: the match's date where it is played. */
  date?: string;
  limit: number;
  /** The `next` of the page before: the last event id it listed. */
  cursor?: string;
}

/** What a row is filtered by. */
export interface Listed {
  eventId: string;
  competitionId: string;
  home: string;
  away: string;
  date: string;
}

/** How many events a page holds when `limit` is not given, and at most. */
export const eventPageLimits = { default: 50, max: 500 } as const;

const plainText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Team names, plain: a few hundred names, each asked of again on every filtered call. */
const plainNames = new Map<string, string>();
function plain(name: string): string {
  let known = plainNames.get(name);
  if (known === undefined) {
    known = plainText(name);
    if (plainNames.size < 10_000) plainNames.set(name, known);
  }
  return known;
}

/**
 * One page of the rows that pass the query's filters, and the cursor of the next page (null on
 * the last); `unknownCursor` when the cursor names no event of the filtered list.
 */
export function pageOfEvents<T>(
  rows: readonly T[],
  listed: (row: T) => Listed,
  query: EventQuery,
): { rows: T[]; next: string | null } | 'unknownCursor' {
  const competition = query.competition?.toLowerCase();
  const team = query.team === undefined ? undefined : plainText(query.team.trim());
  const matching = rows.filter((row) => {
    const facts = listed(row);
    if (competition !== undefined && facts.competitionId.toLowerCase() !== competition) return false;
    if (query.date !== undefined && facts.date !== query.date) return false;
    if (team !== undefined && !plain(facts.home).includes(team) && !plain(facts.away).includes(team)) return false;
    return true;
  });
  let start = 0;
  if (query.cursor !== undefined) {
    const after = matching.findIndex((row) => listed(row).eventId === query.cursor);
    if (after < 0) return 'unknownCursor';
    start = after + 1;
  }
  const page = matching.slice(start, start + query.limit);
  const last = page.at(-1);
  return { rows: page, next: last !== undefined && start + page.length < matching.length ? listed(last).eventId : null };
}
