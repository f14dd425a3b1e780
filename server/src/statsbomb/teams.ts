import type { Player, Side, Team } from '../scenario/schema.ts';
import { StatsBombFormatError, type LineupPlayer, type Lineups, type StatsBombEvent } from './input.ts';
import { shortName, slugify, teamCode } from './names.ts';
import { formationName, positionOf, slotOf, unknownPosition } from './positions.ts';

/**
 * Teams and players from the line-ups file (everyone named in the squad) and the two
 * "Starting XI" events (who started, where, in which formation).
 */

type StartingXi = Extract<StatsBombEvent, { kind: 'Starting XI' }>;

export interface MatchTeams {
  home: Team;
  away: Team;
  /** Our side for a StatsBomb team id. */
  sides: Map<number, Side>;
  /** Our player id for a StatsBomb player id. */
  playerIds: Map<number, string>;
}

function startingXis(events: readonly StatsBombEvent[]): StartingXi[] {
  const starts = events.filter((event): event is StartingXi => event.kind === 'Starting XI');
  if (starts.length !== 2) throw new StatsBombFormatError(`StatsBomb events: expected 2 "Starting XI" events, found ${starts.length}`);
  return starts;
}

/** The side the first "Starting XI" names is at home, as StatsBomb writes them, unless the caller knows better. */
function homeTeamId(starts: readonly StartingXi[], homeTeam: string | undefined): number {
  if (homeTeam === undefined) return starts[0]!.team.id;
  const named = starts.find((start) => start.team.name === homeTeam);
  if (!named)
    throw new StatsBombFormatError(`homeTeam "${homeTeam}" is neither ${starts.map((start) => `"${start.team.name}"`).join(' nor ')}`);
  return named.team.id;
}

/**
 * Where a substitute played most: their events carry the position of the moment, and the first
 * ones can be a stop-gap before the "Tactical Shift" that follows a change. The line-ups file
 * only lists positions in newer releases.
 */
function substitutePosition(player: LineupPlayer, events: readonly StatsBombEvent[]): string | undefined {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.player?.id !== player.player_id || !event.position) continue;
    counts.set(event.position.name, (counts.get(event.position.name) ?? 0) + 1);
  }
  const [mostPlayed] = [...counts].sort(([, a], [, b]) => b - a)[0] ?? [];
  return mostPlayed ?? player.positions?.[0]?.position;
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
  taken.add(id);
  return id;
}

function buildTeam(
  squad: Lineups[number],
  start: StartingXi,
  events: readonly StatsBombEvent[],
  taken: Set<string>,
  playerIds: Map<number, string>,
): Team {
  const bySbId = new Map(squad.lineup.map((player) => [player.player_id, player]));
  const prefix = teamCode(squad.team_name).toLowerCase();
  const toPlayer = (player: LineupPlayer, starter: boolean, statsBombPosition: string | undefined): Player => {
    // Prefixed with the team code, like our other scenarios: "ita-jorginho", "tur-merih-demiral".
    const id = uniqueId(`${prefix}-${slugify(player.player_nickname ?? player.player_name) || player.player_id}`, taken);
    playerIds.set(player.player_id, id);
    const slot = starter && statsBombPosition ? slotOf(statsBombPosition) : undefined;
    return {
      id,
      name: player.player_name,
      shortName: shortName(player.player_name, player.player_nickname),
      number: player.jersey_number,
      position: positionOf(statsBombPosition) ?? unknownPosition,
      starter,
      ...(slot ? { slot } : {}),
    };
  };

  const starters = start.tactics.lineup.map((entry, place) => {
    const player = bySbId.get(entry.player.id);
    const where = `StatsBomb event (index ${start.index}, Starting XI): tactics.lineup.${place}`;
    if (!player)
      throw new StatsBombFormatError(
        `${where}.player: ${entry.player.name} (${entry.player.id}) is not in the line-ups of ${squad.team_name}`,
      );
    if (!positionOf(entry.position.name))
      throw new StatsBombFormatError(`${where}.position.name: unknown position "${entry.position.name}"`);
    return toPlayer(player, true, entry.position.name);
  });
  const startedIds = new Set(start.tactics.lineup.map((entry) => entry.player.id));
  const substitutes = squad.lineup
    .filter((player) => !startedIds.has(player.player_id))
    .sort((a, b) => a.jersey_number - b.jersey_number)
    .map((player) => toPlayer(player, false, substitutePosition(player, events)));

  return {
    id: slugify(squad.team_name),
    code: teamCode(squad.team_name),
    name: squad.team_name,
    formation: formationName(start.tactics.formation),
    players: [...starters, ...substitutes],
  };
}

export function buildTeams(lineups: Lineups, events: readonly StatsBombEvent[], homeTeam?: string): MatchTeams {
  const starts = startingXis(events);
  const homeId = homeTeamId(starts, homeTeam);
  const taken = new Set<string>();
  const playerIds = new Map<number, string>();
  const sides = new Map<number, Side>();
  const teamFor = (side: Side): Team => {
    const start = side === 'home' ? starts.find((s) => s.team.id === homeId) : starts.find((s) => s.team.id !== homeId);
    const squad = lineups.find((team) => team.team_id === start?.team.id);
    if (!start || !squad) throw new StatsBombFormatError(`StatsBomb line-ups: no squad for ${start?.team.name ?? `the ${side} team`}`);
    sides.set(start.team.id, side);
    return buildTeam(squad, start, events, taken, playerIds);
  };
  const home = teamFor('home');
  const away = teamFor('away');
  return { home, away, sides, playerIds };
}
