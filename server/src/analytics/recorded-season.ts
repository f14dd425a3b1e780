import type { CompetitionContext } from '../competition/context.ts';
import { competitionBriefOf, competitionMatchesBefore, playerGoalsIn } from '../competition/windows.ts';
import { hasEventData } from '../match-stats/summary.ts';
import type { Scenario, Side } from '../scenario/schema.ts';
import type { HistoryFile } from './history.ts';
import type { EventSeason, PlayerMatchLine, PlayerSeason, TeamRef } from './season-lines.ts';
import type { TeamMatchLine } from '../competition/team-match-line.ts';

/**
 * Both teams' and squads' recorded past before the analysed match, the lines the assistants,
 * player stats and season averages count (the match itself joins as it is played:
 * match-so-far.ts). Facts only, by the one rule of every "last N" and season sample
 * (competition/windows.ts): the team's earlier matches of this competition's season, for a
 * national team (the tournament) as for a club (the league season), scores from the
 * competition's results (openfootball) and each squad player's goals where those results name
 * every scorer (a tournament's: own goals count for the team, for none of its players; penalties
 * are goals). A league's results name no scorers, so a club player's goals in its earlier matches
 * are not recorded. Appearances, minutes, shots, cards and the rest are recorded for none of
 * those matches, so they are absent from the past lines and only the analysed match has them.
 */
/**
 * Who recorded the lines, as ids the widget names in the fan's language: a tournament's results
 * and scorers and a league's season results (openfootball, CC0), StatsBomb open data (credited
 * "StatsBomb" wherever shown), and the match facts of a match without event data (openfootball,
 * CC0, and FIFA's match report). `internationals` (martj42/international_results) is no longer
 * counted: the national teams' "last N" is their tournament's, as the form's.
 */
export const recordSources = {
  internationals: 'internationalResults',
  league: 'leagueResults',
  tournament: 'tournamentResults',
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
  const pastOf = (
    side: Side,
  ): { lines: TeamMatchLine[]; goalsOf: (player: Scenario[Side]['players'][number]) => (number | undefined)[] } => {
    const { context } = past;
    const teamId = context?.teamId[side];
    if (!context || !teamId) return { lines: [], goalsOf: () => [] };
    const matches = competitionMatchesBefore(context, teamId);
    const names = new Map(context.competition.teams.map((team) => [team.id, team.name]));
    return {
      lines: matches.map((entry) => ({
        goals: entry.goalsFor,
        goalsConceded: entry.goalsAgainst,
        date: entry.match.date,
        opponent: names.get(entry.opponentId) ?? entry.opponentId,
      })),
      goalsOf: (player) => matches.map((entry) => playerGoalsIn(context, entry, { ...player, side })),
    };
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
      matches: teams[side].goalsOf(player).map((goals): PlayerMatchLine => (goals === undefined ? {} : { goals })),
    })),
  );
  const sources = [
    ...(past.context ? [past.context.competition.format === 'league' ? recordSources.league : recordSources.tournament] : []),
    hasEventData(scenario) ? recordSources.statsBomb : recordSources.matchFacts,
  ];
  return {
    eventId,
    home: { team: refs.home, matches: teams.home.lines },
    away: { team: refs.away, matches: teams.away.lines },
    players,
    topScorers: { coverage: { complete: false, matchesCounted: 0, matchesPlayed: 0 }, rows: [] },
    sources,
    ...(past.context ? { window: { kind: 'competition' as const, competition: competitionBriefOf(past.context), thisMatch: false } } : {}),
  };
}
