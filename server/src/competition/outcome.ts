import type { Match, Score, Side } from './schema.ts';

export type Result = 'W' | 'D' | 'L';

/** The score the match ended with: after extra time when it went there. A shoot-out never adds goals. */
export function finalScore(match: Pick<Match, 'ft' | 'aet'>): Score {
  return match.aet ?? match.ft;
}

/** A shoot-out decides who goes through, not who won the match: that stays a draw. */
export function resultOf(goalsFor: number, goalsAgainst: number): Result {
  if (goalsFor > goalsAgainst) return 'W';
  return goalsFor === goalsAgainst ? 'D' : 'L';
}

export function sideOf(match: Pick<Match, 'home' | 'away'>, teamId: string): Side | undefined {
  if (match.home === teamId) return 'home';
  return match.away === teamId ? 'away' : undefined;
}

export function shootoutWinnerOf(match: Pick<Match, 'home' | 'away' | 'pens'>): string | undefined {
  if (!match.pens) return undefined;
  return match.pens[0] > match.pens[1] ? match.home : match.away;
}

/** Goals for and against one side of a match. */
export function goalsOf(match: Pick<Match, 'ft' | 'aet'>, side: Side): { goalsFor: number; goalsAgainst: number } {
  const [home, away] = finalScore(match);
  return side === 'home' ? { goalsFor: home, goalsAgainst: away } : { goalsFor: away, goalsAgainst: home };
}
