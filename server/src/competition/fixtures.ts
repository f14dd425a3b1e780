import { chronological, mostRecentFirst, withinWindow } from './match-time.ts';
import { sideOf } from './outcome.ts';
import type { Competition, Match } from './schema.ts';

export interface FixturesOptions {
  /** Only this team's matches. */
  teamId?: string;
  /** ISO date or date-time: matches at or after it (the upcoming ones, given "now"). */
  after?: string;
  /** ISO date or date-time: matches strictly before it (the results, given "now"). */
  before?: string;
  /** Applied after ordering: the next N upcoming, or with `latestFirst` the last N results. */
  limit?: number;
  order?: 'oldestFirst' | 'latestFirst';
  /** ISO date-time: only matches whose pairing was known then (`pairingKnownAt`). */
  knownAt?: string;
}

/** A match of an earlier round is decided this long after its kick-off: extra time and a shoot-out end within it. */
export const decidedAfterMs = 3 * 3_600_000;

const startOf = (match: Match) => Date.parse(match.kickoff ?? `${match.date}T00:00:00Z`);

/**
 * Whether the two teams of `match` were known at `at`: a league's and a group's pairings are
 * fixed by the fixture list and the draw; a knockout match's (no group, in a tournament) once
 * every match that kicked off before its round began was decided (kicked off `decidedAfterMs`
 * before `at`). Stricter than the day each team went through, it never lists a pairing that was
 * still open: Italy's round of 16 (Austria) and quarter-final (Belgium) were not known at the
 * group opener.
 */
export function pairingKnownAt(competition: Competition, match: Match, at: string): boolean {
  if (competition.format === 'league' || match.group) return true;
  const roundStart = Math.min(...competition.matches.filter((other) => other.round === match.round).map(startOf));
  const cutoff = Date.parse(at) - decidedAfterMs;
  return competition.matches.every((other) => startOf(other) >= roundStart || startOf(other) <= cutoff);
}

/** Fixtures and results in date order; `after` and `before` split them without overlap. */
export function fixtures(competition: Competition, options: FixturesOptions = {}): Match[] {
  const { teamId } = options;
  const selected = competition.matches
    .filter(withinWindow(options))
    .filter((match) => teamId === undefined || sideOf(match, teamId) !== undefined)
    .filter((match) => options.knownAt === undefined || pairingKnownAt(competition, match, options.knownAt))
    .sort(options.order === 'latestFirst' ? mostRecentFirst : chronological);
  return options.limit === undefined ? selected : selected.slice(0, options.limit);
}
