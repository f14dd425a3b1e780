import type { Side } from '../scenario/schema.ts';
import type { EventSeason, PlayerMatchLine, PlayerSeason, TeamMatchLine, TeamSeason } from './season-lines.ts';

/**
 * The betting assistants (SPEC sections 3 and 8): for a chosen event, how often each player or
 * team went over a line in their last N matches. Pure functions over season lines.
 */

export type PlayerEvent = 'goals' | 'assists' | 'goalInvolvements' | 'shots' | 'shotsOnTarget' | 'tackles' | 'fouls' | 'cards';
export type TeamEvent = 'goals' | 'goalsConceded' | 'shots' | 'shotsOnTarget' | 'corners' | 'fouls' | 'cards';
export type TeamFilter = Side | 'both';

export const playerEventValue: Readonly<Record<PlayerEvent, (line: PlayerMatchLine) => number>> = {
  goals: (line) => line.goals,
  assists: (line) => line.assists,
  goalInvolvements: (line) => line.goals + line.assists,
  shots: (line) => line.shots,
  shotsOnTarget: (line) => line.shotsOnTarget,
  tackles: (line) => line.tackles,
  fouls: (line) => line.fouls,
  cards: (line) => line.yellowCards + line.redCards,
};

export const teamEventValue: Readonly<Record<TeamEvent, (line: TeamMatchLine) => number>> = {
  goals: (line) => line.goals,
  goalsConceded: (line) => line.goalsConceded,
  shots: (line) => line.shots,
  shotsOnTarget: (line) => line.shotsOnTarget,
  corners: (line) => line.corners,
  fouls: (line) => line.fouls,
  cards: (line) => line.yellowCards + line.redCards,
};

export interface AssistantLine {
  /** A match counts when the value is strictly above the threshold. */
  threshold: number;
  /** How many of the most recent matches to look at. */
  matches: number;
}

/** One match of the window, most recent first. */
export interface MatchMark {
  played: boolean;
  value: number;
  reached: boolean;
}

export interface AssistantRow {
  /** Matches in the window in which the line was reached. */
  hits: number;
  /** Size of the window: the requested count, or fewer when the history is shorter. */
  matches: number;
  /** hits / matches, 0..1. */
  share: number;
  /** The share as a whole percentage, as the widget shows it. */
  percentage: number;
  /** Mean value per match played in the window, two decimals (0 when none was played). */
  average: number;
  lastMatches: MatchMark[];
}

export interface PlayerAssistantRow extends AssistantRow {
  player: PlayerSeason;
  /** Matches in the window the player played in. */
  appearances: number;
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
    // A match the player missed counts as not reached: the line is about this fixture, and a
    // player who does not play cannot go over it. This also keeps a substitute with one lucky
    // appearance from topping the list at 100%.
    const window = player.matches.slice(0, line.matches);
    const lastMatches = window.map((match): MatchMark => {
      const played = match.minutes > 0;
      const amount = played ? value(match) : 0;
      return { played, value: amount, reached: played && amount > line.threshold };
    });
    const appearances = lastMatches.filter((mark) => mark.played).length;
    return { player, appearances, ...summarise(lastMatches, appearances) };
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

/** Both teams, sorted like the player list; a team at 0% stays, since the two are compared. */
export function teamAssistant(season: EventSeason, event: TeamEvent, line: AssistantLine): TeamAssistantRow[] {
  const value = teamEventValue[event];
  return [season.home, season.away]
    .map((team): TeamAssistantRow => {
      const lastMatches = team.matches.slice(0, line.matches).map((match): MatchMark => {
        const amount = value(match);
        return { played: true, value: amount, reached: amount > line.threshold };
      });
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
