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
}

/** Fixtures and results in date order; `after` and `before` split them without overlap. */
export function fixtures(competition: Competition, options: FixturesOptions = {}): Match[] {
  const { teamId } = options;
  const selected = competition.matches
    .filter(withinWindow(options))
    .filter((match) => teamId === undefined || sideOf(match, teamId) !== undefined)
    .sort(options.order === 'latestFirst' ? mostRecentFirst : chronological);
  return options.limit === undefined ? selected : selected.slice(0, options.limit);
}
