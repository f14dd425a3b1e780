import type { CompetitionContext } from '../competition/context.ts';
import { isBefore, mostRecentFirst } from '../competition/match-time.ts';
import type { Match } from '../competition/schema.ts';
import { hasEventData } from '../match-stats/summary.ts';
import type { Scenario, Side } from '../scenario/schema.ts';
import type { HistoryFile, HistoryMatch } from './history.ts';
import { maxHistoryMatches } from './history.ts';
import type { EventSeason, PlayerMatchLine, PlayerSeason, TeamRef } from './season-lines.ts';
import type { TeamMatchLine } from '../competition/team-match-line.ts';

/**
 * Both teams' and squads' recorded past before the analysed match, the lines the assistants,
 * player stats and season averages count (the match itself joins as it is played:
 * match-so-far.ts). Facts only, by one rule per kind of team:
 *
 * - a national team: its last matches in the international results (server/data/histories/),
 *   goals for and against, and each squad player's goals where the source lists every scorer of
 *   the match (own goals count for the team, for none of its players; penalties are goals);
 * - a club: its earlier matches of the competition's season (openfootball), scores only, since
 *   the source names no scorers and our data holds no earlier season.
 * Appearances, minutes, shots, cards and the rest are recorded for none of those matches, so
 * they are absent from the past lines and only the analysed match, with event data, has them.
 */
/**
 * Who recorded the lines, as ids the widget names in the fan's language: the international
 * results and scorers (martj42/international_results, CC0), a league's season results
 * (openfootball, CC0), StatsBomb open data (credited "StatsBomb" wherever shown), and the match
 * facts of a match without event data (openfootball, CC0, and published match reports).
 */
export const recordSources = {
  internationals: 'internationalResults',
  league: 'leagueResults',
  statsBomb: 'statsBomb',
  matchFacts: 'matchReports',
} as const;

export function recordedSeason(
  scenario: Scenario,
  eventId: string,
  past: { history: HistoryFile | null; context: CompetitionContext | null },
): EventSeason {
  const sides = ['home', 'away'] as const satisfies readonly Side[];
  const refs = Object.fromEntries(
    sides.map((side) => [side, { id: scenario[side].id, code: scenario[side].code, name: scenario[side].name, side } satisfies TeamRef]),
  ) as Record<Side, TeamRef>;
  const pastOf = (side: Side): { lines: TeamMatchLine[]; goalsOf: (playerId: string) => (number | undefined)[] } => {
    const teamId = past.context?.teamId[side];
    const history = past.history && teamId ? past.history.matches.filter((match) => match.team === teamId) : null;
    if (history && history.length > 0) {
      return {
        lines: history.map(historyLine),
        goalsOf: (playerId) => history.map((match) => playerGoals(match, playerId)),
      };
    }
    const lines = past.context && teamId ? leagueLines(past.context, teamId) : [];
    return { lines, goalsOf: () => lines.map(() => undefined) };
  };
  const teams = Object.fromEntries(sides.map((side) => [side, pastOf(side)])) as Record<Side, ReturnType<typeof pastOf>>;
  const players = sides.flatMap((side) =>
    scenario[side].players.map((player): PlayerSeason => ({
      id: player.id,
      name: player.name,
      shortName: player.shortName,
      number: player.number,
      position: player.position,
      starter: player.starter,
      team: refs[side],
      matches: teams[side].goalsOf(player.id).map((goals): PlayerMatchLine => (goals === undefined ? {} : { goals })),
    })),
  );
  const sources = [
    ...(past.history ? [recordSources.internationals] : past.context ? [recordSources.league] : []),
    hasEventData(scenario) ? recordSources.statsBomb : recordSources.matchFacts,
  ];
  return {
    eventId,
    home: { team: refs.home, matches: teams.home.lines },
    away: { team: refs.away, matches: teams.away.lines },
    players,
    topScorers: { coverage: { complete: false, matchesCounted: 0, matchesPlayed: 0 }, rows: [] },
    sources,
  };
}

function historyLine(match: HistoryMatch): TeamMatchLine {
  return { goals: match.goalsFor, goalsConceded: match.goalsAgainst, date: match.date, opponent: match.opponent };
}

/** A player's goals in a recorded match: known when the source lists all the team's scorers. */
export function playerGoals(match: HistoryMatch, playerId: string): number | undefined {
  if (!match.scorers) return undefined;
  return match.scorers.filter((scorer) => scorer.playerId === playerId && !scorer.ownGoal).length;
}

/** A club's matches of the season that kicked off before the analysed one, most recent first. */
function leagueLines(context: CompetitionContext, teamId: string): TeamMatchLine[] {
  const names = new Map(context.competition.teams.map((team) => [team.id, team.name]));
  return context.competition.matches
    .filter(
      (match) => (match.home === teamId || match.away === teamId) && match.id !== context.match?.id && isBefore(match, context.kickoff),
    )
    .sort(mostRecentFirst)
    .slice(0, maxHistoryMatches)
    .map((match): TeamMatchLine => {
      const [home, away] = finalScore(match);
      const isHome = match.home === teamId;
      return {
        goals: isHome ? home : away,
        goalsConceded: isHome ? away : home,
        date: match.date,
        opponent: names.get(isHome ? match.away : match.home) ?? (isHome ? match.away : match.home),
      };
    });
}

function finalScore(match: Match): readonly [number, number] {
  return match.aet ?? match.ft;
}
