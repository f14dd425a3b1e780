import type { TeamFilter } from './assistant.ts';
import type { EventSeason, PlayerMatchLine, PlayerSeason, TeamRef, TeamSeason } from './season-lines.ts';

/**
 * Season totals, per-90 values and per-appearance averages for the "player stats" view, and the
 * per-match averages for each team. Rates are rounded to two decimals and percentages to one,
 * as the widget shows them.
 */

export interface PerNinety {
  goals: number | null;
  assists: number | null;
  shots: number | null;
  shotsOnTarget: number | null;
  passes: number | null;
  tackles: number | null;
  fouls: number | null;
}

export interface PlayerSeasonAverage extends PerNinety {
  minutes: number;
}

/** A count is null where none of the player's recorded appearances holds it. */
export interface PlayerStatsRow {
  player: PlayerSeason;
  appearances: number;
  starts: number;
  minutes: number;
  goals: number | null;
  assists: number | null;
  shots: number | null;
  shotsOnTarget: number | null;
  passes: number | null;
  passesCompleted: number | null;
  passSuccessPercentage: number | null;
  tackles: number | null;
  fouls: number | null;
  yellowCards: number | null;
  redCards: number | null;
  per90: PerNinety | null;
  seasonAverage: PlayerSeasonAverage | null;
}

export interface TeamSeasonAveragesRow {
  team: TeamRef;
  /** Matches the score-based figures are over. */
  matches: number;
  /** Matches whose record holds the other figures (event data); they are null when none does. */
  detailMatches: number;
  goals: number;
  goalsConceded: number;
  shots: number | null;
  shotsOnTarget: number | null;
  corners: number | null;
  fouls: number | null;
  yellowCards: number | null;
  redCards: number | null;
  passes: number | null;
  passSuccessPercentage: number | null;
  tackles: number | null;
  cleanSheetPercentage: number;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const percentage = (part: number, whole: number) => (whole === 0 ? null : round((part / whole) * 100, 1));

/**
 * Each squad player's season, counted over the matches with a recorded appearance (minutes):
 * in our records only matches with line-ups, i.e. the analysed match so far. A count is summed
 * over the appearances that hold it, and its rates are over those appearances' minutes.
 */
export function playerStats(season: EventSeason, team: TeamFilter): PlayerStatsRow[] {
  return season.players.filter((player) => team === 'both' || player.team.side === team).map(playerSeasonStats);
}

type Counted =
  'goals' | 'assists' | 'shots' | 'shotsOnTarget' | 'passes' | 'passesCompleted' | 'tackles' | 'fouls' | 'yellowCards' | 'redCards';

export function playerSeasonStats(player: PlayerSeason): PlayerStatsRow {
  const played = player.matches.filter(
    (line): line is PlayerMatchLine & { minutes: number } => line.minutes !== undefined && line.minutes > 0,
  );
  const minutes = played.reduce((sum, line) => sum + line.minutes, 0);
  const holding = (key: Counted) => played.filter((line) => line[key] !== undefined);
  const total = (key: Counted) => {
    const lines = holding(key);
    return lines.length === 0 ? null : lines.reduce((sum, line) => sum + (line[key] ?? 0), 0);
  };
  const rate = (key: Exclude<Counted, 'passesCompleted' | 'yellowCards' | 'redCards'>, per: 'minutes' | 'appearance') => {
    const lines = holding(key);
    const amount = total(key);
    const over = per === 'minutes' ? lines.reduce((sum, line) => sum + line.minutes, 0) / 90 : lines.length;
    return amount === null || over === 0 ? null : round(amount / over, 2);
  };
  const rates = (per: 'minutes' | 'appearance'): PerNinety => ({
    goals: rate('goals', per),
    assists: rate('assists', per),
    shots: rate('shots', per),
    shotsOnTarget: rate('shotsOnTarget', per),
    passes: rate('passes', per),
    tackles: rate('tackles', per),
    fouls: rate('fouls', per),
  });
  const passes = total('passes');
  const passesCompleted = total('passesCompleted');
  return {
    player,
    appearances: played.length,
    starts: played.filter((line) => line.started).length,
    minutes,
    goals: total('goals'),
    assists: total('assists'),
    shots: total('shots'),
    shotsOnTarget: total('shotsOnTarget'),
    passes,
    passesCompleted,
    passSuccessPercentage: passes === null || passesCompleted === null ? null : percentage(passesCompleted, passes),
    tackles: total('tackles'),
    fouls: total('fouls'),
    yellowCards: total('yellowCards'),
    redCards: total('redCards'),
    per90: minutes === 0 ? null : rates('minutes'),
    seasonAverage: played.length === 0 ? null : { ...rates('appearance'), minutes: round(minutes / played.length, 2) },
  };
}

/** Home first. */
export function teamSeasonAverages(season: EventSeason): TeamSeasonAveragesRow[] {
  return [season.home, season.away].map(teamAverages);
}

function teamAverages({ team, matches }: TeamSeason): TeamSeasonAveragesRow {
  const count = matches.length;
  const mean = (key: 'goals' | 'goalsConceded') => (count === 0 ? 0 : round(matches.reduce((sum, line) => sum + line[key], 0) / count, 2));
  const detailed = matches.filter((line) => line.shots !== undefined);
  const detail = (key: 'shots' | 'shotsOnTarget' | 'corners' | 'fouls' | 'yellowCards' | 'redCards' | 'passes' | 'tackles') => {
    const lines = detailed.filter((line) => line[key] !== undefined);
    return lines.length === 0 ? null : round(lines.reduce((sum, line) => sum + (line[key] ?? 0), 0) / lines.length, 2);
  };
  const passes = detailed.reduce((sum, line) => sum + (line.passes ?? 0), 0);
  const completed = detailed.reduce((sum, line) => sum + (line.passesCompleted ?? 0), 0);
  return {
    team,
    matches: count,
    detailMatches: detailed.length,
    goals: mean('goals'),
    goalsConceded: mean('goalsConceded'),
    shots: detail('shots'),
    shotsOnTarget: detail('shotsOnTarget'),
    corners: detail('corners'),
    fouls: detail('fouls'),
    yellowCards: detail('yellowCards'),
    redCards: detail('redCards'),
    passes: detail('passes'),
    passSuccessPercentage: percentage(completed, passes),
    tackles: detail('tackles'),
    cleanSheetPercentage: count === 0 ? 0 : round((matches.filter((line) => line.goalsConceded === 0).length / count) * 100, 1),
  };
}
