import { chronological, withinWindow } from './match-time.ts';
import { goalsOf, resultOf, type Result } from './outcome.ts';
import type { Competition, Match } from './schema.ts';

export interface StandingsRow {
  rank: number;
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Points per match played; 0 before a team has played. Unrounded: formatting is the view's job. */
  averagePoints: number;
  /** Last five results, most recent first. */
  form: Result[];
}

export interface StandingsOptions {
  /** A tournament group letter ("A"): only that group's matches and teams. */
  group?: string;
  /** ISO date or date-time: only matches strictly before it count. */
  before?: string;
  /**
   * The table's teams (tableTeams), for a competition cut at a moment (so-far.ts) whose matches
   * no longer name every team of a group: a team yet to play stands with 0 played.
   */
  teams?: readonly string[];
}

const pointsFor: Record<Result, number> = { W: 3, D: 1, L: 0 };
const formLength = 5;
const byName = new Intl.Collator('en');

/** Whether a match belongs in a table at all: knockout matches are in none. */
export function countsInTable(competition: Pick<Competition, 'format'>, match: Pick<Match, 'group'>): boolean {
  return competition.format === 'league' || match.group !== undefined;
}

/**
 * Every team of a table: a league's every team; a group's, every team drawn in it, which are the
 * teams of its matches. Read from the whole competition, not one cut at a moment.
 */
export function tableTeams(competition: Competition, group?: string): string[] {
  if (competition.format === 'league' && group === undefined) return competition.teams.map((team) => team.id);
  const inGroup = competition.matches.filter(
    (match) => countsInTable(competition, match) && (group === undefined || match.group === group),
  );
  return [...new Set(inGroup.flatMap((match) => [match.home, match.away]))];
}

/**
 * The table: three points a win, one a draw, ranked by points, goal difference, goals scored,
 * then team name. That is the simple order a live table shows; it does not apply competitions'
 * own head-to-head tie-breaks (La Liga and UEFA rank level teams by their meetings first).
 * Teams of the table appear even before they have played, so a table is never missing a row.
 */
export function standings(competition: Competition, options: StandingsOptions = {}): StandingsRow[] {
  const inScope = competition.matches.filter(
    (match) => countsInTable(competition, match) && (options.group === undefined || match.group === options.group),
  );
  const teamIds = options.teams ?? tableTeams(competition, options.group);

  const rows = new Map<string, Omit<StandingsRow, 'rank'>>(teamIds.map((teamId) => [teamId, emptyRow(teamId)]));
  const played = inScope.filter(withinWindow({ before: options.before })).sort(chronological);
  for (const match of played) {
    for (const side of ['home', 'away'] as const) {
      const row = rows.get(match[side]);
      if (row) addResult(row, goalsOf(match, side));
    }
  }

  const names = new Map(competition.teams.map((team) => [team.id, team.name]));
  return [...rows.values()]
    .map((row) => ({ ...row, averagePoints: row.played === 0 ? 0 : row.points / row.played }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        byName.compare(names.get(a.teamId) ?? a.teamId, names.get(b.teamId) ?? b.teamId),
    )
    .map((row, index) => ({ rank: index + 1, ...row }));
}

function emptyRow(teamId: string): Omit<StandingsRow, 'rank'> {
  return {
    teamId,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    averagePoints: 0,
    form: [],
  };
}

// Matches arrive oldest first, so each new result goes to the front of the form guide.
function addResult(row: Omit<StandingsRow, 'rank'>, score: { goalsFor: number; goalsAgainst: number }): void {
  const result = resultOf(score.goalsFor, score.goalsAgainst);
  row.played += 1;
  if (result === 'W') row.won += 1;
  else if (result === 'D') row.drawn += 1;
  else row.lost += 1;
  row.goalsFor += score.goalsFor;
  row.goalsAgainst += score.goalsAgainst;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  row.points += pointsFor[result];
  row.form = [result, ...row.form].slice(0, formLength);
}
