import type { Position } from '../../../contract/vocabulary.ts';
import type { Player, Side, Team } from '../scenario/schema.ts';
import { StatsBombFormatError, type LineupPlayer, type Lineups, type StatsBombEvent } from './input.ts';
import { shortName, slugify, teamCode } from './names.ts';
import { formationName, positionOf, slotOf } from './positions.ts';
import { cameOnPosition } from './shapes.ts';

/**
 * Teams and players from the line-ups file (everyone named in the squad) and the two
 * "Starting XI" events (who started, where, in which formation).
 */

/** Squad positions, by StatsBomb player id, of substitutes who never came on (StatsBomb has none for them). */
export type RegisteredPositions = Readonly<Record<number, Position>>;

/** Where the bench's positions come from: registered ones, and what to say of anyone else (absent: an error). */
export interface BenchPositions {
  registered: RegisteredPositions;
  otherwise?: Position;
}

/** A position as StatsBomb names it ("Left Wing"), mapped through positions.ts. */
interface StatsBombPositionName {
  statsBomb: string;
}

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
 * A substitute's position: where he came on (shapes.ts), else the first position the line-ups
 * file records (newer releases only), else the squad position the caller registers for a player
 * who never came on. None of these is a fact StatsBomb gives for an unused substitute, so one
 * without a registered position is an error, never a guess (a guessed "midfielder" once made
 * Barcelona's reserve goalkeeper an outfield player).
 */
function substitutePosition(
  player: LineupPlayer,
  events: readonly StatsBombEvent[],
  bench: BenchPositions,
  team: string,
): Position | StatsBombPositionName {
  const named = cameOnPosition(player.player_id, events) ?? player.positions?.[0]?.position;
  if (named !== undefined) return { statsBomb: named };
  const position = bench.registered[player.player_id] ?? bench.otherwise;
  if (position === undefined)
    throw new StatsBombFormatError(
      `${team}: ${player.player_name} (StatsBomb player ${player.player_id}) never played and has no registered position: ` +
        'add him to registeredPositions (server/src/statsbomb/registered-positions.ts)',
    );
  return position;
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
  taken.add(id);
  return id;
}

/**
 * A player's id in our matches, prefixed with his team's code like our other scenarios ("ita-jorginho",
 * "tur-merih-demiral"), unique among `taken` (which it adds to): the same before kick-off
 * (event/pre-match.ts) as once the replay begins.
 */
export function playerIdOf(
  teamName: string,
  player: Pick<LineupPlayer, 'player_id' | 'player_name' | 'player_nickname'>,
  taken: Set<string>,
): string {
  return uniqueId(
    `${teamCode(teamName).toLowerCase()}-${slugify(player.player_nickname ?? player.player_name) || player.player_id}`,
    taken,
  );
}

function buildTeam(
  squad: Lineups[number],
  start: StartingXi,
  events: readonly StatsBombEvent[],
  taken: Set<string>,
  playerIds: Map<number, string>,
  bench: BenchPositions,
): Team {
  const bySbId = new Map(squad.lineup.map((player) => [player.player_id, player]));
  const toPlayer = (player: LineupPlayer, starter: boolean, where: Position | StatsBombPositionName): Player => {
    const id = playerIdOf(squad.team_name, player, taken);
    playerIds.set(player.player_id, id);
    const named = typeof where === 'string' ? undefined : where.statsBomb;
    const position = typeof where === 'string' ? where : positionOf(named);
    if (position === undefined)
      throw new StatsBombFormatError(`${squad.team_name}: ${player.player_name} played in an unknown position "${named ?? ''}"`);
    const slot = starter && named ? slotOf(named) : undefined;
    return {
      id,
      // StatsBomb's nickname is the name the player is known by ("Lionel Messi", "Jorginho"), as line-ups
      // and match reports print it; the registered name ("Lionel Andrés Messi Cuccittini") is not shown.
      name: player.player_nickname ?? player.player_name,
      shortName: shortName(player.player_name, player.player_nickname),
      number: player.jersey_number,
      position,
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
    return toPlayer(player, true, { statsBomb: entry.position.name });
  });
  const startedIds = new Set(start.tactics.lineup.map((entry) => entry.player.id));
  const substitutes = squad.lineup
    .filter((player) => !startedIds.has(player.player_id))
    .sort((a, b) => a.jersey_number - b.jersey_number)
    .map((player) => toPlayer(player, false, substitutePosition(player, events, bench, squad.team_name)));

  return {
    id: slugify(squad.team_name),
    code: teamCode(squad.team_name),
    name: squad.team_name,
    formation: formationName(start.tactics.formation),
    players: [...starters, ...substitutes],
  };
}

export function buildTeams(
  lineups: Lineups,
  events: readonly StatsBombEvent[],
  homeTeam?: string,
  bench: BenchPositions = { registered: {} },
): MatchTeams {
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
    return buildTeam(squad, start, events, taken, playerIds, bench);
  };
  const home = teamFor('home');
  const away = teamFor('away');
  return { home, away, sides, playerIds };
}
