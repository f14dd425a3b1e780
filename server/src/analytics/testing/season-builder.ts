import type { Position } from '../../../../contract/vocabulary.ts';
import type { Side } from '../../scenario/schema.ts';
import type { EventSeason, PlayerMatchLine, PlayerSeason, TeamRef } from '../season-lines.ts';
import type { MatchCounts, TeamMatchLine } from '../../competition/team-match-line.ts';

/** Hand-written season lines for tests whose expected numbers must be worked out by hand. */

/** A match whose record holds every count, all zero. */
const everyCount: Required<MatchCounts> = {
  goals: 0,
  assists: 0,
  shots: 0,
  shotsOnTarget: 0,
  passes: 0,
  passesCompleted: 0,
  tackles: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
};
const missedMatchLine: PlayerMatchLine = { minutes: 0, started: false, ...everyCount };

export const homeTeam: TeamRef = { id: 'nbr', code: 'NBR', name: 'Northbridge Rovers', side: 'home' };
export const awayTeam: TeamRef = { id: 'spa', code: 'SPA', name: 'Southport Athletic', side: 'away' };

/** A full 90 as a starter unless told otherwise. */
export const played = (line: Partial<PlayerMatchLine> = {}): PlayerMatchLine => ({
  ...missedMatchLine,
  minutes: 90,
  started: true,
  ...line,
});
export const missed: PlayerMatchLine = missedMatchLine;

export const teamLine = (line: Partial<TeamMatchLine> = {}): TeamMatchLine => ({
  ...everyCount,
  goalsConceded: 0,
  corners: 0,
  ...line,
});

export function player(id: string, side: Side, position: Position, matches: PlayerMatchLine[], number = 1): PlayerSeason {
  return {
    id,
    name: `Player ${id}`,
    shortName: id,
    number,
    position,
    starter: true,
    team: side === 'home' ? homeTeam : awayTeam,
    matches,
  };
}

export function season(players: PlayerSeason[], teams: { home?: TeamMatchLine[]; away?: TeamMatchLine[] } = {}): EventSeason {
  return {
    eventId: 'hand-made',
    home: { team: homeTeam, matches: teams.home ?? [] },
    away: { team: awayTeam, matches: teams.away ?? [] },
    players,
    topScorers: { coverage: { complete: true, matchesCounted: 0, matchesPlayed: 0 }, rows: [] },
    sources: [],
  };
}
