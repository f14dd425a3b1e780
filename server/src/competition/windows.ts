import type { CompetitionContext } from './context.ts';
import { isBefore, mostRecentFirst } from './match-time.ts';
import type { Match, Side } from './schema.ts';
import { spelledInCompetition } from './so-far.ts';

/**
 * The one rule behind every "last N" and every season sample (docs/feed-protocol.md, "Windows
 * and samples"): a team's matches of this competition's season in our records, most recent
 * first, this match so far first once it has kicked off. The form, the preview and insights, the
 * team and player assistants (their last N) and the season averages of REST and GraphQL (all of
 * them) read their matches here and nowhere else, so "last 6" is the same six matches on every
 * screen and the season sample is the same in both services. For a national team that is the
 * tournament (Argentina's last 6 at the 2022 final: its six World Cup matches; Italy at Euro
 * 2020's opener: none before it), for a club the league season (the only one our club records
 * hold).
 */

export interface PastMatch {
  match: Match;
  side: Side;
  goalsFor: number;
  goalsAgainst: number;
  opponentId: string;
}

/** The team's matches of the competition that kicked off before this one, most recent first. */
export function competitionMatchesBefore(
  context: Pick<CompetitionContext, 'competition' | 'kickoff' | 'match'>,
  teamId: string,
): PastMatch[] {
  return context.competition.matches
    .filter(
      (match) => (match.home === teamId || match.away === teamId) && match.id !== context.match?.id && isBefore(match, context.kickoff),
    )
    .sort(mostRecentFirst)
    .map((match) => {
      const side: Side = match.home === teamId ? 'home' : 'away';
      const [home, away] = match.aet ?? match.ft;
      return {
        match,
        side,
        goalsFor: side === 'home' ? home : away,
        goalsAgainst: side === 'home' ? away : home,
        opponentId: side === 'home' ? match.away : match.home,
      };
    });
}

/**
 * A squad player's goals in a past match of the competition: known where the competition's
 * results name every scorer (a tournament's), from the scorers his team's goals list under his
 * name as the competition spells it; own goals count for no player. Undefined (not recorded) where
 * the results name no scorer (a league's, in our records).
 */
export function playerGoalsIn(
  context: Pick<CompetitionContext, 'competition' | 'teamId'>,
  past: PastMatch,
  player: { name: string; shortName: string; side: Side },
): number | undefined {
  const { scorers } = past.match;
  if (!scorers) return undefined;
  const spelled = spelledInCompetition(context, player);
  return scorers.filter((scorer) => scorer.side === past.side && !scorer.ownGoal && scorer.name === spelled).length;
}

/** What a window or sample is, as the answers say it (contract `matchWindowSchema`). */
export interface CompetitionWindow {
  kind: 'competition';
  limit?: number;
  matches: number;
  thisMatch: boolean;
  competition: { id: string; name: string; season: string };
}

/** The competition as a window names it: id, name and season. */
export function competitionBriefOf(context: Pick<CompetitionContext, 'competition'>): CompetitionWindow['competition'] {
  const { id, name, season } = context.competition;
  return { id, name, season };
}

export function competitionWindow(
  context: Pick<CompetitionContext, 'competition'>,
  matches: number,
  thisMatch: boolean,
  limit?: number,
): CompetitionWindow {
  return { kind: 'competition', ...(limit === undefined ? {} : { limit }), matches, thisMatch, competition: competitionBriefOf(context) };
}
