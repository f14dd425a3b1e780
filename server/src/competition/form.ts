import { mostRecentFirst, withinWindow } from './match-time.ts';
import { goalsOf, resultOf, shootoutWinnerOf, sideOf, type Result } from './outcome.ts';
import type { Competition, Side } from './schema.ts';

export interface FormEntry {
  matchId: string;
  date: string;
  opponentId: string;
  venue: Side;
  /** Including extra time, never the shoot-out. */
  goalsFor: number;
  goalsAgainst: number;
  /** A match settled by a shoot-out is a draw; `shootoutWinner` says who went through. */
  result: Result;
  shootoutWinner?: string;
}

export interface FormOptions {
  /** ISO date or date-time: only matches strictly before it. */
  before?: string;
  count?: number;
}

/** A team's last results in the competition, knockout matches included, most recent first. */
export function recentForm(competition: Competition, teamId: string, options: FormOptions = {}): FormEntry[] {
  const count = options.count ?? 6;
  return competition.matches
    .filter(withinWindow({ before: options.before }))
    .sort(mostRecentFirst)
    .flatMap((match): FormEntry[] => {
      const venue = sideOf(match, teamId);
      if (!venue) return [];
      const { goalsFor, goalsAgainst } = goalsOf(match, venue);
      const shootoutWinner = shootoutWinnerOf(match);
      const entry: FormEntry = {
        matchId: match.id,
        date: match.date,
        opponentId: venue === 'home' ? match.away : match.home,
        venue,
        goalsFor,
        goalsAgainst,
        result: resultOf(goalsFor, goalsAgainst),
      };
      return [shootoutWinner === undefined ? entry : { ...entry, shootoutWinner }];
    })
    .slice(0, count);
}
