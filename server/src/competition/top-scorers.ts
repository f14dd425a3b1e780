import { withinWindow } from './match-time.ts';
import type { Competition } from './schema.ts';
import { compareScorers } from './scorer-ranking.ts';

export interface TopScorer {
  name: string;
  teamId: string;
  /** Penalties included. */
  goals: number;
  /** How many of `goals` were penalties (shoot-out kicks are never goals). */
  penalties: number;
}

export interface TopScorersOptions {
  /** ISO date or date-time: only goals of matches strictly before it. */
  before?: string;
  limit?: number;
}

/**
 * The scoring chart from the matches' scorers. An own goal is nobody's goal, so it is left out.
 * A player is a name within a team: two players of one name in different teams stay apart.
 * Competitions whose source has no scorers (a league with scores only) give an empty chart.
 * Sorted by the one ranking of scorer-ranking.ts.
 */
export function topScorers(competition: Competition, options: TopScorersOptions = {}): TopScorer[] {
  const tally = new Map<string, TopScorer>();
  for (const match of competition.matches.filter(withinWindow({ before: options.before }))) {
    for (const scorer of match.scorers ?? []) {
      if (scorer.ownGoal) continue;
      const teamId = match[scorer.side];
      const key = `${teamId}\u0000${scorer.name}`;
      const entry = tally.get(key) ?? { name: scorer.name, teamId, goals: 0, penalties: 0 };
      entry.goals += 1;
      if (scorer.penalty) entry.penalties += 1;
      tally.set(key, entry);
    }
  }
  return [...tally.values()].sort(compareScorers((scorer) => scorer.teamId)).slice(0, options.limit ?? 10);
}
