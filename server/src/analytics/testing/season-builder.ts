import type { Position, Side } from '../../scenario/schema.ts';
import {
  missedMatchLine,
  noMatchCounts,
  type EventSeason,
  type PlayerMatchLine,
  type PlayerSeason,
  type TeamMatchLine,
  type TeamRef,
} from '../season-lines.ts';

/** Hand-written season lines for tests whose expected numbers must be worked out by hand. */

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
  ...noMatchCounts,
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
    topScorers: { origin: 'model', rows: [] },
  };
}
