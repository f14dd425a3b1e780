import { isPreMatchStage } from '../../../contract/stage-groups.ts';
import { playersAt } from '../match-stats/players.ts';
import type { Replay } from '../replay/replay.ts';
import type { Position, Side } from '../scenario/schema.ts';
import { positionProfiles } from './position-profiles.ts';
import { modelTopScorers } from './season-model.ts';
import type { EventSeason, PlayerMatchLine, TeamMatchLine } from './season-lines.ts';

/**
 * The analysed match as the most recent line of every player and team (issue 12, point 6): the
 * GraphQL player stats, season averages and assistants count it as far as the replay has played
 * it, as REST's competition figures do. Before kick-off nothing is added.
 *
 * What the replay knows is taken as it is: minutes on the pitch, goals, assists, shots, shots on
 * target, fouls and cards of each player; each team's score, shots, passes, corners, fouls and
 * cards. Two counts it has only per team or not at all are shared out as the season model would:
 * a team's passes (and completed passes) among its players by their position's passes per 90
 * and their minutes, and tackles from their position's tackles per 90 and their minutes.
 */
export interface PlayerSoFar {
  playerId: string;
  position: Position;
  side: Side;
  started: boolean;
  minutes: number;
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
}

export interface TeamSoFar {
  goals: number;
  shots: number;
  shotsOnTarget: number;
  passes: number;
  passesCompleted: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
  corners: number;
}

export interface MatchLinesSoFar {
  players: readonly PlayerSoFar[];
  teams: Record<Side, TeamSoFar>;
}

/** The replay's facts at its current second; null before kick-off. */
export function replayLinesSoFar(replay: Replay): MatchLinesSoFar | null {
  const state = replay.state();
  if (isPreMatchStage(state.stage)) return null;
  const team = (side: Side): TeamSoFar => {
    const stats = state.stats[side];
    return {
      goals: state.score[side],
      shots: stats.shots,
      shotsOnTarget: stats.shotsOnTarget,
      passes: stats.passes,
      passesCompleted: Math.round((stats.passes * stats.passAccuracy) / 100),
      fouls: stats.foulsConceded,
      yellowCards: stats.yellowCards,
      redCards: stats.redCards,
      corners: stats.corners,
    };
  };
  const players = playersAt(replay.match, state.second).map((line): PlayerSoFar => ({
    playerId: line.playerId,
    position: replay.match.players.get(line.playerId)?.position ?? 'midfielder',
    side: line.side,
    started: line.onAt === 0,
    minutes: Math.round(line.secondsPlayed / 60),
    goals: line.goals,
    assists: line.assists,
    shots: line.shots,
    shotsOnTarget: line.shotsOnTarget,
    fouls: line.foulsCommitted,
    yellowCards: line.yellowCards,
    redCards: line.redCards,
  }));
  return { players, teams: { home: team('home'), away: team('away') } };
}

/** `total` shared out in whole numbers in proportion to `weights` (largest remainder; ties to the earlier). */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The season with the match so far as everyone's most recent line (`matches[0]`); modelled top scorers recounted. */
export function withMatchSoFar(season: EventSeason, soFar: MatchLinesSoFar): EventSeason {
  const byId = new Map(soFar.players.map((player) => [player.playerId, player]));
  const lines = new Map<string, PlayerMatchLine>();
  for (const side of ['home', 'away'] as const) {
    const squad = season.players.filter((player) => player.team.side === side);
    const facts = squad.map((player) => byId.get(player.id));
    const minutes = facts.map((fact) => fact?.minutes ?? 0);
    const profile = (index: number) => positionProfiles[facts[index]?.position ?? squad[index]!.position];
    const passes = shareOut(
      soFar.teams[side].passes,
      minutes.map((played, index) => profile(index).passesPer90 * played),
    );
    const completed = shareOut(
      soFar.teams[side].passesCompleted,
      passes.map((count, index) => count * profile(index).passAccuracy),
    ).map((count, index) => Math.min(count, passes[index]!));
    squad.forEach((player, index) => {
      const fact = facts[index];
      lines.set(player.id, {
        minutes: minutes[index]!,
        started: fact?.started ?? false,
        goals: fact?.goals ?? 0,
        assists: fact?.assists ?? 0,
        shots: fact?.shots ?? 0,
        shotsOnTarget: fact?.shotsOnTarget ?? 0,
        passes: passes[index]!,
        passesCompleted: completed[index]!,
        tackles: Math.round((profile(index).tacklesPer90 * minutes[index]!) / 90),
        fouls: fact?.fouls ?? 0,
        yellowCards: fact?.yellowCards ?? 0,
        redCards: fact?.redCards ?? 0,
      });
    });
  }
  const players = season.players.map((player) => ({ ...player, matches: [lines.get(player.id)!, ...player.matches] }));
  const teamLine = (side: Side): TeamMatchLine => {
    const own = players.filter((player) => player.team.side === side).map((player) => player.matches[0]!);
    const sum = (pick: (line: PlayerMatchLine) => number) => own.reduce((total, line) => total + pick(line), 0);
    const facts = soFar.teams[side];
    return {
      goals: facts.goals,
      goalsConceded: soFar.teams[side === 'home' ? 'away' : 'home'].goals,
      assists: sum((line) => line.assists),
      shots: facts.shots,
      shotsOnTarget: facts.shotsOnTarget,
      passes: sum((line) => line.passes),
      passesCompleted: sum((line) => line.passesCompleted),
      tackles: sum((line) => line.tackles),
      fouls: facts.fouls,
      yellowCards: facts.yellowCards,
      redCards: facts.redCards,
      corners: facts.corners,
    };
  };
  return {
    ...season,
    players,
    // Modelled top scorers are the squads' own goals, so they take this match's too; facts are left as given.
    topScorers: season.topScorers.origin === 'model' ? { origin: 'model', rows: modelTopScorers(players) } : season.topScorers,
    home: { ...season.home, matches: [teamLine('home'), ...season.home.matches] },
    away: { ...season.away, matches: [teamLine('away'), ...season.away.matches] },
  };
}
