import type { Side } from '../scenario/schema.ts';
import type { CompiledMatch } from './compile.ts';
import { displayMinute } from './timeline.ts';

export interface PlayerMatch {
  playerId: string;
  name: string;
  shortName: string;
  side: Side;
  position: string;
  onAt: number | null;
  offAt: number | null;
  subbedOnMinute?: number;
  subbedOffMinute?: number;
  /** Seconds of play (not breaks) spent on the pitch by the moment asked. */
  secondsPlayed: number;
  goals: number;
  ownGoals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  expectedGoals: number;
  penaltiesMissed: number;
  foulsCommitted: number;
  yellowCards: number;
  redCards: number;
}

/** What each player has done in the match by `second`, from the facts and the model's events. */
export function playersAt(match: CompiledMatch, second: number): PlayerMatch[] {
  const lines = new Map<string, PlayerMatch>();
  for (const player of match.players.values()) {
    lines.set(player.id, {
      playerId: player.id,
      name: player.name,
      shortName: player.shortName,
      side: player.side,
      position: player.position,
      onAt: player.starter ? 0 : null,
      offAt: null,
      secondsPlayed: 0,
      goals: 0,
      ownGoals: 0,
      assists: 0,
      shots: 0,
      shotsOnTarget: 0,
      expectedGoals: 0,
      penaltiesMissed: 0,
      foulsCommitted: 0,
      yellowCards: 0,
      redCards: 0,
    });
  }
  for (const { at, event } of match.events) {
    if (at > second) break;
    const minute = displayMinute(event.period, event.second).minute;
    switch (event.type) {
      case 'substitution': {
        const off = lines.get(event.offId);
        const on = lines.get(event.onId);
        if (off) Object.assign(off, { offAt: at, subbedOffMinute: minute });
        if (on) Object.assign(on, { onAt: at, subbedOnMinute: minute });
        break;
      }
      case 'goal': {
        const scorer = lines.get(event.playerId);
        if (!scorer) break;
        if (event.ownGoal) scorer.ownGoals += 1;
        else {
          scorer.goals += 1;
          scorer.shots += 1;
          scorer.shotsOnTarget += 1;
          scorer.expectedGoals += event.xg ?? 0;
        }
        if (event.assistId) {
          const assist = lines.get(event.assistId);
          if (assist) assist.assists += 1;
        }
        break;
      }
      case 'shot': {
        const shooter = lines.get(event.playerId);
        if (!shooter) break;
        shooter.shots += 1;
        shooter.expectedGoals += event.xg ?? 0;
        if (event.outcome === 'saved') shooter.shotsOnTarget += 1;
        if (event.penalty) shooter.penaltiesMissed += 1;
        break;
      }
      case 'foul': {
        const player = event.playerId ? lines.get(event.playerId) : undefined;
        if (player) player.foulsCommitted += 1;
        break;
      }
      case 'card': {
        const player = lines.get(event.playerId);
        if (!player) break;
        if (event.card !== 'red') player.yellowCards += 1;
        if (event.card !== 'yellow') {
          player.redCards += 1;
          if (player.offAt === null && player.onAt !== null) player.offAt = at;
        }
        break;
      }
      default:
        break;
    }
  }
  const play = match.timeline.phases.filter((phase) => phase.stage === 'inPlay');
  for (const line of lines.values()) {
    line.expectedGoals = Math.round(line.expectedGoals * 100) / 100;
    if (line.onAt === null) continue;
    const from = line.onAt;
    const to = Math.min(line.offAt ?? Infinity, second);
    line.secondsPlayed = play.reduce((sum, phase) => sum + Math.max(0, Math.min(phase.end, to) - Math.max(phase.start, from)), 0);
  }
  return [...lines.values()];
}
