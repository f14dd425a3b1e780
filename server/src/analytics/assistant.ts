import type { Side } from '../scenario/schema.ts';
import type { EventSeason, PlayerMatchLine, PlayerSeason, TeamSeason } from './season-lines.ts';
import type { TeamMatchLine } from '../competition/team-match-line.ts';

/**
 * The betting assistants (SPEC sections 3 and 8): for a chosen event, how often each player or
 * team went over a line in their last N matches. Pure functions over season lines.
 */

export type PlayerEvent = 'goals' | 'assists' | 'goalInvolvements' | 'shots' | 'shotsOnTarget' | 'tackles' | 'fouls' | 'cards';
export type TeamEvent =
  | 'goals'
  | 'goalsConceded'
  | 'totalGoals'
  | 'bothTeamsScored'
  | 'cleanSheets'
  | 'wins'
  | 'shots'
  | 'shotsOnTarget'
  | 'corners'
  | 'fouls'
  | 'cards';
export type TeamFilter = Side | 'both';

/** The sum of two recorded counts; unknown when either is. */
const plus = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : a + b);

/** What each event counts in a match, or undefined where the match's record does not hold it. */
export const playerEventValue: Readonly<Record<PlayerEvent, (line: PlayerMatchLine) => number | undefined>> = {
  goals: (line) => line.goals,
  assists: (line) => line.assists,
  goalInvolvements: (line) => plus(line.goals, line.assists),
  shots: (line) => line.shots,
  shotsOnTarget: (line) => line.shotsOnTarget,
  tackles: (line) => line.tackles,
  fouls: (line) => line.fouls,
  cards: (line) => plus(line.yellowCards, line.redCards),
};

export const teamEventValue: Readonly<Record<TeamEvent, (line: TeamMatchLine) => number | undefined>> = {
  goals: (line) => line.goals,
  goalsConceded: (line) => line.goalsConceded,
  // Over/under lines on the match's total; after extra time where there was one.
  totalGoals: (line) => line.goals + line.goalsConceded,
  bothTeamsScored: (line) => (line.goals > 0 && line.goalsConceded > 0 ? 1 : 0),
  cleanSheets: (line) => (line.goalsConceded === 0 ? 1 : 0),
  // A shoot-out decides who goes through, not the result: a match level after extra time is a draw.
  wins: (line) => (line.goals > line.goalsConceded ? 1 : 0),
  shots: (line) => line.shots,
  shotsOnTarget: (line) => line.shotsOnTarget,
  corners: (line) => line.corners,
  fouls: (line) => line.fouls,
  cards: (line) => plus(line.yellowCards, line.redCards),
};

/** The events some match of the season records, in the enum's order: the only ones offered. */
export function offeredPlayerEvents(season: EventSeason): PlayerEvent[] {
  return (Object.keys(playerEventValue) as PlayerEvent[]).filter((event) =>
    season.players.some((player) => player.matches.some((line) => playerEventValue[event](line) !== undefined)),
  );
}

export function offeredTeamEvents(season: EventSeason): TeamEvent[] {
  return (Object.keys(teamEventValue) as TeamEvent[]).filter((event) =>
    [season.home, season.away].some((team) => team.matches.some((line) => teamEventValue[event](line) !== undefined)),
  );
}

export interface AssistantLine {
  /** A match counts when the value is strictly above the threshold. */
  threshold: number;
  /** How many of the most recent matches to look at. */
  matches: number;
}

/** One match of the window, most recent first. */
export interface MatchMark {
  /** Whether the player played; null where appearances are not recorded (a team's marks are always true). */
  played: boolean | null;
  value: number;
  reached: boolean;
  /** The match, where its record says: when and against whom. */
  date?: string;
  opponent?: string;
}

export interface AssistantRow {
  /** Matches in the window in which the line was reached. */
  hits: number;
  /**
   * Size of the window: the most recent matches whose record holds the event, as many as asked
   * for, or fewer when fewer are held.
   */
  matches: number;
  /** hits / matches, 0..1. */
  share: number;
  /** The share as a whole percentage, as the widget shows it. */
  percentage: number;
  /** Mean value per match played in the window (per match where appearances are not recorded), two decimals. */
  average: number;
  lastMatches: MatchMark[];
}

export interface PlayerAssistantRow extends AssistantRow {
  player: PlayerSeason;
  /** Matches in the window the player played in; null when some appearance is not recorded. */
  appearances: number | null;
}

export interface TeamAssistantRow extends AssistantRow {
  team: TeamSeason['team'];
}

export interface PlayerAssistantResult {
  rows: PlayerAssistantRow[];
  /** Players left out because they reached the line in none of the matches ("players with 0% have been removed"). */
  removedPlayers: number;
}

export function playerAssistant(season: EventSeason, event: PlayerEvent, team: TeamFilter, line: AssistantLine): PlayerAssistantResult {
  const value = playerEventValue[event];
  const squad = season.players.filter((player) => team === 'both' || player.team.side === team);
  const all = squad.map((player): PlayerAssistantRow => {
    const teamLines = season[player.team.side].matches;
    // A match the player missed counts as not reached: the line is about this fixture, and a
    // player who does not play cannot go over it. This also keeps a substitute with one lucky
    // appearance from topping the list at 100%.
    const lastMatches = player.matches
      .flatMap((match, index): MatchMark[] => {
        const amount = value(match);
        if (amount === undefined) return [];
        const played = match.minutes === undefined ? null : match.minutes > 0;
        return [
          {
            played,
            value: played === false ? 0 : amount,
            reached: played !== false && amount > line.threshold,
            ...whenAndWho(teamLines[index]),
          },
        ];
      })
      .slice(0, line.matches);
    const appearances = lastMatches.some((mark) => mark.played === null) ? null : lastMatches.filter((mark) => mark.played).length;
    return { player, appearances, ...summarise(lastMatches, appearances ?? lastMatches.length) };
  });
  const rows = all
    .filter((row) => row.hits > 0)
    .sort(
      byShareThen(
        (row) => row.player.shortName,
        (row) => row.player.id,
      ),
    );
  return { rows, removedPlayers: all.length - rows.length };
}

function whenAndWho(line: TeamMatchLine | undefined): Pick<MatchMark, 'date' | 'opponent'> {
  return { ...(line?.date ? { date: line.date } : {}), ...(line?.opponent ? { opponent: line.opponent } : {}) };
}

/** Both teams, sorted like the player list; a team at 0% stays, since the two are compared. */
export function teamAssistant(season: EventSeason, event: TeamEvent, line: AssistantLine): TeamAssistantRow[] {
  const value = teamEventValue[event];
  return [season.home, season.away]
    .map((team): TeamAssistantRow => {
      const lastMatches = team.matches
        .flatMap((match): MatchMark[] => {
          const amount = value(match);
          return amount === undefined ? [] : [{ played: true, value: amount, reached: amount > line.threshold, ...whenAndWho(match) }];
        })
        .slice(0, line.matches);
      return { team: team.team, ...summarise(lastMatches, lastMatches.length) };
    })
    .sort(
      byShareThen(
        (row) => (row.team.side === 'home' ? '0' : '1'),
        (row) => row.team.id,
      ),
    );
}

function summarise(lastMatches: MatchMark[], played: number): AssistantRow {
  const hits = lastMatches.filter((mark) => mark.reached).length;
  const total = lastMatches.reduce((sum, mark) => sum + mark.value, 0);
  const share = lastMatches.length === 0 ? 0 : hits / lastMatches.length;
  return {
    hits,
    matches: lastMatches.length,
    share,
    percentage: Math.round(share * 100),
    average: played === 0 ? 0 : Math.round((total / played) * 100) / 100,
    lastMatches,
  };
}

/** Highest share first, then the higher average, then a stable name order so equal rows never swap. */
function byShareThen<Row extends AssistantRow>(name: (row: Row) => string, id: (row: Row) => string) {
  return (a: Row, b: Row) =>
    b.share - a.share || b.average - a.average || name(a).localeCompare(name(b), 'en') || id(a).localeCompare(id(b), 'en');
}
