import { isPreMatchStage } from '../../../contract/stage-groups.ts';
import { playersAt } from '../match-stats/players.ts';
import { hasEventData } from '../match-stats/summary.ts';
import type { Replay } from '../replay/replay.ts';
import type { Side } from '../scenario/schema.ts';
import type { EventSeason, PlayerSeason } from './season-lines.ts';
import type { TeamMatchLine } from '../competition/team-match-line.ts';

/**
 * The analysed match as the most recent line of every player and team: the GraphQL assistants,
 * player stats and season averages count it as far as the replay has played it, as REST's
 * competition figures do. Before kick-off nothing is added.
 *
 * Only what the match's record holds is taken: the score, each player's minutes, goals and cards
 * (facts of every match); assists, shots, fouls, passes and the team's corners and tackles only
 * where the match has event data (StatsBomb). Nothing is shared out or estimated: a count no
 * source gives per player (tackles) stays unrecorded.
 */
export interface PlayerSoFar {
  playerId: string;
  side: Side;
  started: boolean;
  minutes: number;
  goals: number;
  yellowCards: number;
  redCards: number;
  /** Event data only. */
  assists?: number;
  shots?: number;
  shotsOnTarget?: number;
  fouls?: number;
  passes?: number;
  passesCompleted?: number;
}

export interface TeamSoFar {
  goals: number;
  yellowCards: number;
  redCards: number;
  /** Event data only. */
  shots?: number;
  shotsOnTarget?: number;
  passes?: number;
  passesCompleted?: number;
  fouls?: number;
  corners?: number;
  tackles?: number;
}

export interface MatchLinesSoFar {
  players: readonly PlayerSoFar[];
  teams: Record<Side, TeamSoFar>;
  /** The match date, for the evidence of its line. */
  date: string;
}

/** The replay's facts at its current second; null before kick-off. */
export function replayLinesSoFar(replay: Replay): MatchLinesSoFar | null {
  const state = replay.state();
  if (isPreMatchStage(state.stage)) return null;
  const { scenario } = replay.match;
  const eventData = hasEventData(scenario);
  const team = (side: Side): TeamSoFar => {
    const stats = state.stats[side];
    const facts = { goals: state.score[side], yellowCards: stats.yellowCards, redCards: stats.redCards };
    if (!eventData) return facts;
    return {
      ...facts,
      shots: stats.shots,
      shotsOnTarget: stats.shotsOnTarget,
      passes: stats.passes,
      passesCompleted: Math.round((stats.passes * stats.passAccuracy) / 100),
      fouls: stats.foulsConceded,
      corners: stats.corners,
      ...(stats.tackles === undefined ? {} : { tackles: stats.tackles }),
    };
  };
  const players = playersAt(replay.match, state.second, replay.injectedGoals).map((line): PlayerSoFar => {
    const facts = {
      playerId: line.playerId,
      side: line.side,
      started: line.onAt === 0,
      minutes: line.minutes,
      goals: line.goals,
      yellowCards: line.yellowCards,
      redCards: line.redCards,
    };
    if (!eventData) return facts;
    return {
      ...facts,
      assists: line.assists,
      shots: line.shots,
      shotsOnTarget: line.shotsOnTarget,
      fouls: line.foulsCommitted,
      ...(line.passes === undefined ? {} : { passes: line.passes, passesCompleted: line.passesCompleted ?? 0 }),
    };
  });
  return { players, teams: { home: team('home'), away: team('away') }, date: scenario.kickoff.slice(0, 10) };
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The season with the match so far as everyone's most recent line (`matches[0]`). */
export function withMatchSoFar(season: EventSeason, soFar: MatchLinesSoFar): EventSeason {
  const byId = new Map(soFar.players.map((player) => [player.playerId, player]));
  const players = season.players.map((player): PlayerSeason => {
    const fact = byId.get(player.id);
    const {
      playerId: _id,
      side: _side,
      ...counts
    } = fact ?? { playerId: '', side: player.team.side, started: false, minutes: 0, goals: 0, yellowCards: 0, redCards: 0 };
    return { ...player, matches: [counts, ...player.matches] };
  });
  const teamLine = (side: Side): TeamMatchLine => ({
    ...soFar.teams[side],
    goalsConceded: soFar.teams[other(side)].goals,
    date: soFar.date,
    opponent: season[other(side)].team.name,
  });
  return {
    ...season,
    ...(season.window ? { window: { ...season.window, thisMatch: true } } : {}),
    players,
    home: { ...season.home, matches: [teamLine('home'), ...season.home.matches] },
    away: { ...season.away, matches: [teamLine('away'), ...season.away.matches] },
  };
}
