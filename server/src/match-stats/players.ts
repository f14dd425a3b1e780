import { heatGrid, type PeriodId, type Side } from '../scenario/schema.ts';
import type { CompiledMatch } from '../match/compile.ts';
import { displayMinute } from '../match/timeline.ts';
import { minutesPlayed } from './minutes.ts';
import { shotMarker, shotsUntil, xgTotal, type InjectedGoal, type Shot } from './shots.ts';

/**
 * What each player has done by a moment: appearances and minutes, goals, assists, cards and fouls
 * from the match events; shots and xG from the same shot list as the shot map; and, where the
 * scenario has event data, touches, passes and the touch grid of every period already over
 * (they are carried per period, so the current period's arrive at its end).
 */

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
  /** Minutes on the match clock while he was on the pitch, by the moment asked (minutes.ts gives the rule). */
  minutes: number;
  /** Goals against his side while he was on the pitch (own goals included, the shoot-out not). */
  goalsConceded: number;
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
  shotList: Shot[];
  /** Event data only: the periods over by the moment asked. */
  touches?: number;
  passes?: number;
  passesCompleted?: number;
  heat?: number[];
  /** Event data only: the touch grid of each period over by the moment asked, in the order played; they add up to `heat`. */
  heatByPeriod?: { period: PeriodId; cells: number[] }[];
}

/**
 * What each player has done in the match by `second`, from the facts and, with event data, its events; a
 * goal fired through the control API counts for the scorer it names (his goal and his shot).
 */
export function playersAt(match: CompiledMatch, second: number, injected: readonly InjectedGoal[] = []): PlayerMatch[] {
  const lines = new Map<string, PlayerMatch>();
  for (const player of match.players.values()) {
    lines.set(player.id, {
      playerId: player.id,
      name: player.name,
      shortName: player.shortName,
      side: player.side,
      position: player.position,
      // Before kick-off (a negative second) nobody has appeared yet, not even a starter.
      onAt: player.starter && second >= 0 ? 0 : null,
      offAt: null,
      minutes: 0,
      goalsConceded: 0,
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
      shotList: [],
    });
  }
  for (const goal of injected) {
    const scorer = goal.playerId !== undefined && goal.at <= second ? lines.get(goal.playerId) : undefined;
    if (scorer) scorer.goals += 1;
  }
  for (const shot of shotsUntil(match, second, injected)) {
    const shooter = shot.playerId === undefined ? undefined : lines.get(shot.playerId);
    if (!shooter) continue;
    shooter.shotList.push(shot);
    shooter.shots += 1;
    if (shot.onTarget) shooter.shotsOnTarget += 1;
    if (shot.penalty && shot.outcome !== 'goal') shooter.penaltiesMissed += 1;
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
        else scorer.goals += 1;
        if (event.assistId) {
          const assist = lines.get(event.assistId);
          if (assist) assist.assists += 1;
        }
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
  addPeriodAggregates(match, second, lines);
  const goals = [
    ...match.events.flatMap(({ at, event }) => (event.type === 'goal' && at <= second ? [{ at, side: event.side }] : [])),
    ...injected.filter((goal) => goal.at <= second),
  ];
  for (const line of lines.values()) {
    line.expectedGoals = xgTotal(line.shotList);
    if (line.onAt === null) continue;
    const { onAt, offAt } = line;
    line.minutes = minutesPlayed(match.timeline, onAt, offAt, second);
    line.goalsConceded = goals.filter((goal) => goal.side !== line.side && goal.at >= onAt && (offAt === null || goal.at < offAt)).length;
  }
  return [...lines.values()];
}

/** Per-player aggregates of the periods over by `second`, where the scenario carries them. */
function addPeriodAggregates(match: CompiledMatch, second: number, lines: Map<string, PlayerMatch>): void {
  const rows = match.scenario.playerPeriods;
  if (!rows) return;
  const over = match.timeline.phases
    .filter((phase) => phase.stage === 'inPlay' && phase.period !== undefined && phase.end <= second)
    .map((phase) => phase.period!);
  const emptyGrid = () => new Array<number>(heatGrid.columns * heatGrid.rows).fill(0);
  for (const line of lines.values())
    Object.assign(line, {
      touches: 0,
      passes: 0,
      passesCompleted: 0,
      heat: emptyGrid(),
      // Every period over gets a grid, empty for a player who was not on or never touched the ball in it.
      heatByPeriod: over.map((period) => ({ period, cells: emptyGrid() })),
    });
  for (const row of rows) {
    const line = lines.get(row.playerId);
    const periodGrid = line?.heatByPeriod!.find((grid) => grid.period === row.period);
    if (!line || !periodGrid) continue;
    line.touches! += row.touches;
    line.passes! += row.passes;
    line.passesCompleted! += row.passesCompleted;
    line.foulsCommitted += row.foulsCommitted;
    row.heat.forEach((count, cell) => {
      line.heat![cell]! += count;
      periodGrid.cells[cell]! += count;
    });
  }
}

/** Who a line of `/player_stats` or `/opta_points` is about. */
export function playerIdentity({ playerId, name, shortName, side, position }: PlayerMatch) {
  return { playerId, name, shortName, side, position };
}

/**
 * One line of `/player_stats`. Without event data (`eventData` false) no source holds a player's
 * shots, xG or fouls: they are null ("not recorded"), never the 0 of an empty count, and there is
 * no shot map.
 */
export function playerStatsLine(player: PlayerMatch, eventData: boolean) {
  return {
    ...playerIdentity(player),
    minutes: player.minutes,
    goals: player.goals,
    assists: player.assists,
    shots: eventData ? player.shots : null,
    shotsOnTarget: eventData ? player.shotsOnTarget : null,
    expectedGoals: eventData ? player.expectedGoals : null,
    foulsCommitted: eventData ? player.foulsCommitted : null,
    yellowCards: player.yellowCards,
    redCards: player.redCards,
    ...(player.heat === undefined
      ? {}
      : {
          touches: player.touches!,
          passes: player.passes!,
          passesCompleted: player.passesCompleted!,
          heatMap: { columns: heatGrid.columns, rows: heatGrid.rows, cells: player.heat, periods: player.heatByPeriod! },
        }),
    ...(eventData ? { shotMap: player.shotList.map(shotMarker) } : {}),
  };
}
