import type { TeamFilter } from './assistant.ts';
import type { EventSeason, PlayerSeason, TeamRef, TeamSeason } from './season-lines.ts';

/**
 * Season totals, per-90 values and per-appearance averages for the "player stats" view, and the
 * per-match averages for each team. Rates are rounded to two decimals and percentages to one,
 * as the widget shows them.
 */

export interface PerNinety {
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  passes: number;
  tackles: number;
  fouls: number;
}

export interface PlayerSeasonAverage extends PerNinety {
  minutes: number;
}

export interface PlayerStatsRow {
  player: PlayerSeason;
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  passes: number;
  passesCompleted: number;
  /** null when the player made no pass: 0% would be a claim we cannot make. */
  passSuccessPercentage: number | null;
  tackles: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
  /** null without minutes; a per-90 value over a handful of minutes is noise, but it is the honest figure. */
  per90: PerNinety | null;
  /** Per appearance; null without appearances. */
  seasonAverage: PlayerSeasonAverage | null;
}

export interface TeamSeasonAveragesRow {
  team: TeamRef;
  matches: number;
  goals: number;
  goalsConceded: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
  passes: number;
  passSuccessPercentage: number | null;
  tackles: number;
  cleanSheetPercentage: number;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const percentage = (part: number, whole: number) => (whole === 0 ? null : round((part / whole) * 100, 1));

/** Squad order, home first, as the line-ups list them. */
export function playerStats(season: EventSeason, team: TeamFilter): PlayerStatsRow[] {
  return season.players.filter((player) => team === 'both' || player.team.side === team).map(playerSeasonStats);
}

export function playerSeasonStats(player: PlayerSeason): PlayerStatsRow {
  const played = player.matches.filter((line) => line.minutes > 0);
  const total = (
    key:
      | 'minutes'
      | 'goals'
      | 'assists'
      | 'shots'
      | 'shotsOnTarget'
      | 'passes'
      | 'passesCompleted'
      | 'tackles'
      | 'fouls'
      | 'yellowCards'
      | 'redCards',
  ) => played.reduce((sum, line) => sum + line[key], 0);
  const counts = {
    goals: total('goals'),
    assists: total('assists'),
    shots: total('shots'),
    shotsOnTarget: total('shotsOnTarget'),
    passes: total('passes'),
    tackles: total('tackles'),
    fouls: total('fouls'),
  };
  const minutes = total('minutes');
  const passesCompleted = total('passesCompleted');
  const rate = (per: number): PerNinety => ({
    goals: round(counts.goals / per, 2),
    assists: round(counts.assists / per, 2),
    shots: round(counts.shots / per, 2),
    shotsOnTarget: round(counts.shotsOnTarget / per, 2),
    passes: round(counts.passes / per, 2),
    tackles: round(counts.tackles / per, 2),
    fouls: round(counts.fouls / per, 2),
  });
  return {
    player,
    appearances: played.length,
    starts: played.filter((line) => line.started).length,
    minutes,
    ...counts,
    passesCompleted,
    passSuccessPercentage: percentage(passesCompleted, counts.passes),
    yellowCards: total('yellowCards'),
    redCards: total('redCards'),
    per90: minutes === 0 ? null : rate(minutes / 90),
    seasonAverage: played.length === 0 ? null : { ...rate(played.length), minutes: round(minutes / played.length, 2) },
  };
}

/** Home first. */
export function teamSeasonAverages(season: EventSeason): TeamSeasonAveragesRow[] {
  return [season.home, season.away].map(teamAverages);
}

function teamAverages({ team, matches }: TeamSeason): TeamSeasonAveragesRow {
  const count = matches.length;
  const mean = (
    key: 'goals' | 'goalsConceded' | 'shots' | 'shotsOnTarget' | 'corners' | 'fouls' | 'yellowCards' | 'redCards' | 'passes' | 'tackles',
  ) => (count === 0 ? 0 : round(matches.reduce((sum, line) => sum + line[key], 0) / count, 2));
  const passes = matches.reduce((sum, line) => sum + line.passes, 0);
  const completed = matches.reduce((sum, line) => sum + line.passesCompleted, 0);
  return {
    team,
    matches: count,
    goals: mean('goals'),
    goalsConceded: mean('goalsConceded'),
    shots: mean('shots'),
    shotsOnTarget: mean('shotsOnTarget'),
    corners: mean('corners'),
    fouls: mean('fouls'),
    yellowCards: mean('yellowCards'),
    redCards: mean('redCards'),
    passes: mean('passes'),
    passSuccessPercentage: percentage(completed, passes),
    tackles: mean('tackles'),
    cleanSheetPercentage: count === 0 ? 0 : round((matches.filter((line) => line.goalsConceded === 0).length / count) * 100, 1),
  };
}
