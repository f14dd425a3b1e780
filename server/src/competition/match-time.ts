/**
 * When a match happened, for the "before"/"after" cut-offs every view takes. A cut-off is an ISO
 * date ("2018-09-23") or an ISO date-time ("2018-09-23T14:30:00Z"). A date cut-off compares
 * calendar dates, so "before 2018-09-23" is everything up to the day before. A date-time cut-off
 * compares kick-offs; a match whose kick-off the source did not give counts only once its whole
 * day (UTC) is over, because until then we cannot tell whether it has been played.
 */

/** What the cut-off needs of a match or a meeting. */
export interface Dated {
  date: string;
  kickoff?: string;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

type Cutoff = { kind: 'date'; date: string } | { kind: 'instant'; ms: number };

function parseCutoff(cutoff: string): Cutoff {
  if (datePattern.test(cutoff)) return { kind: 'date', date: cutoff };
  const ms = Date.parse(cutoff);
  if (!cutoff.includes('T') || Number.isNaN(ms)) throw new RangeError(`"${cutoff}" is neither an ISO date nor an ISO date-time`);
  return { kind: 'instant', ms };
}

/** True when the match took place strictly before the cut-off. */
export function isBefore(match: Dated, cutoff: string): boolean {
  const parsed = parseCutoff(cutoff);
  if (parsed.kind === 'date') return match.date < parsed.date;
  if (match.kickoff) return Date.parse(match.kickoff) < parsed.ms;
  return Date.parse(`${match.date}T00:00:00Z`) + dayMs <= parsed.ms;
}

/** A filter for `before` and `after` options; `after` is the exact complement of `before`. */
export function withinWindow(window: { before?: string; after?: string }): (match: Dated) => boolean {
  // Parse once up front so a bad cut-off throws even when there is nothing to filter.
  if (window.before !== undefined) parseCutoff(window.before);
  if (window.after !== undefined) parseCutoff(window.after);
  return (match) =>
    (window.before === undefined || isBefore(match, window.before)) && (window.after === undefined || !isBefore(match, window.after));
}

/** Oldest first: by date, then kick-off (a match without one sorts first in its day), then id. */
export function chronological<T extends Dated & { id?: string }>(a: T, b: T): number {
  return byCodePoint(a.date, b.date) || byCodePoint(a.kickoff ?? '', b.kickoff ?? '') || byCodePoint(a.id ?? '', b.id ?? '');
}

// ISO dates, UTC kick-offs and ids sort correctly as plain strings; no locale may reorder them.
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function mostRecentFirst<T extends Dated & { id?: string }>(a: T, b: T): number {
  return chronological(b, a);
}
