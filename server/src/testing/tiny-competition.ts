import { competitionSchema, type Competition, type Match } from '../competition/schema.ts';

/**
 * Hand-made competitions for tests of the rules, small enough to check by eye. They go through
 * the real schema, so a test can never rely on input a data file could not hold.
 */

type Extra = Partial<Omit<Match, 'id' | 'date' | 'home' | 'away' | 'ft'>>;

/** `played('2020-01-04', 'ajax', 'psv', [2, 1])`: a match with a readable id. */
export function played(date: string, home: string, away: string, ft: [number, number], extra: Extra = {}): Match {
  return { id: `${date}-${home}-${away}`, date, round: 'Round 1', home, away, ft, ...extra };
}

export function league(matches: Match[], extraTeamIds: string[] = []): Competition {
  return competition('league', matches, extraTeamIds);
}

export function tournament(matches: Match[]): Competition {
  return competition('tournament', matches, []);
}

function competition(format: Competition['format'], matches: Match[], extraTeamIds: string[]): Competition {
  const ids = [...new Set([...matches.flatMap((match) => [match.home, match.away]), ...extraTeamIds])];
  return competitionSchema.parse({
    id: 'tiny',
    name: 'Tiny',
    season: '2020',
    format,
    // Name is the id capitalised, so name order is id order and tests read naturally.
    teams: ids.map((id) => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1), code: id.slice(0, 3).toUpperCase().padEnd(3, 'X') })),
    matches,
  });
}
