import type { Position, Side } from '../../scenario/schema.ts';
import {
  missedMatchLine,
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
  goals: 0,
  goalsConceded: 0,
  assists: 0,
  shots: 0,
  shotsOnTarget: 0,
  passes: 0,
  passesCompleted: 0,
  tackles: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
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
