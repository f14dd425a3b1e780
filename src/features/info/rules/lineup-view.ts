import type { Incident, Side } from '../../../../contract/protocol.ts';
import type { PlayerLine } from '../../../../contract/match-data.ts';

/**
 * What each player of a line-up did in the match, read from the `/lineups` answer and the
 * incidents beside it: the line-ups count goals, the incidents say which were penalties and who
 * replaced whom (a substitution names the player going off by id and the one coming on by name).
 */

export type PlayerRole = 'started' | 'cameOn' | 'unused';

export interface PlayerView extends PlayerLine {
  role: PlayerRole;
  /** Goals from the penalty spot during play (a shoot-out kick is not a goal). */
  penaltyGoals: number;
  /** A second yellow card, as the incidents record it. */
  secondYellow: boolean;
  /** Short name of the player this one replaced, or who replaced this one. */
  replaced?: string;
  replacedBy?: string;
}

export interface TeamLineupLike {
  formation: string;
  starters: readonly PlayerLine[];
  substitutes: readonly PlayerLine[];
}

export interface TeamView {
  starters: PlayerView[];
  /** Substitutes who came on, in the order they did, then those who stayed on the bench. */
  substitutes: PlayerView[];
  /** The formation when the feed knows it and every starter has a place in it. */
  formation: string | null;
}

const matchesName = (player: PlayerLine, name: string | undefined) =>
  name !== undefined && (player.shortName === name || player.name === name);

/** Pairs of (player off id, player on id) for one side, from the incidents, falling back on the minute. */
export function substitutionPairs(team: TeamLineupLike, side: Side, incidents: readonly Incident[]): Map<string, string> {
  const pairs = new Map<string, string>();
  const taken = new Set<string>();
  const everyone = [...team.starters, ...team.substitutes];
  for (const incident of incidents) {
    if (incident.type !== 'substitution' || incident.side !== side || !incident.playerId) continue;
    const on = team.substitutes.find((player) => !taken.has(player.id) && matchesName(player, incident.playerOnName));
    if (on && everyone.some((player) => player.id === incident.playerId)) {
      pairs.set(incident.playerId, on.id);
      taken.add(on.id);
    }
  }
  // Without a usable incident, the player who came on in the same minute as another went off.
  for (const off of everyone) {
    if (off.subbedOffMinute === undefined || pairs.has(off.id)) continue;
    const on = team.substitutes.find((player) => !taken.has(player.id) && player.subbedOnMinute === off.subbedOffMinute);
    if (on) {
      pairs.set(off.id, on.id);
      taken.add(on.id);
    }
  }
  return pairs;
}

/** SPEC section 3's formation: "4-3-3" and the like, lines of outfield players adding up to ten. */
export function isDrawableFormation(formation: string): boolean {
  const lines = formation.split('-').map(Number);
  const valid = lines.length >= 2 && lines.every((count) => Number.isInteger(count) && count > 0);
  return valid && lines.reduce((sum, count) => sum + count, 0) === 10;
}

/** The starting formation when we can draw it: a known formation and a place for every starter. */
export function knownFormation(team: TeamLineupLike): string | null {
  if (!isDrawableFormation(team.formation)) return null;
  if (team.starters.length !== 11 || team.starters.some((player) => !player.slot)) return null;
  return team.formation;
}

export function teamView(team: TeamLineupLike, side: Side, incidents: readonly Incident[]): TeamView {
  const pairs = substitutionPairs(team, side, incidents);
  const byId = new Map([...team.starters, ...team.substitutes].map((player) => [player.id, player]));
  const replacedOf = new Map([...pairs].map(([off, on]) => [on, off]));
  const mine = incidents.filter((incident) => incident.side === side && incident.period !== 'penaltyShootout');
  const view = (player: PlayerLine, starter: boolean): PlayerView => {
    const replaced = replacedOf.get(player.id);
    const replacedBy = pairs.get(player.id);
    return {
      ...player,
      role: starter ? 'started' : player.subbedOnMinute !== undefined ? 'cameOn' : 'unused',
      penaltyGoals: mine.filter((incident) => incident.type === 'penaltyGoal' && incident.playerId === player.id).length,
      secondYellow: mine.some((incident) => incident.type === 'secondYellowCard' && incident.playerId === player.id),
      ...(replaced ? { replaced: byId.get(replaced)?.shortName } : {}),
      ...(replacedBy ? { replacedBy: byId.get(replacedBy)?.shortName } : {}),
    };
  };
  const cameOn = team.substitutes
    .filter((player) => player.subbedOnMinute !== undefined)
    .sort((a, b) => (a.subbedOnMinute ?? 0) - (b.subbedOnMinute ?? 0));
  const bench = team.substitutes.filter((player) => player.subbedOnMinute === undefined);
  return {
    starters: team.starters.map((player) => view(player, true)),
    substitutes: [...cameOn, ...bench].map((player) => view(player, false)),
    formation: knownFormation(team),
  };
}

export interface PitchPlayer {
  id: string;
  number: number;
  shortName: string;
  name: string;
  captain: boolean;
  /** 0..100 from the team's own goal line towards the opponent's, and 0..100 across (its left to right). */
  x: number;
  y: number;
  /** Came on for the starter whose place this is. */
  cameOnMinute?: number;
  /** Went off (drawn in the starting XI only). */
  wentOffMinute?: number;
  goals: number;
  ownGoals: number;
  yellowCards: number;
  redCard: boolean;
  /** The red card was a second yellow, as the incidents record it. */
  secondYellow?: boolean;
}

/**
 * The eleven on the pitch now: each starter in their formation place, a substitute who came on in
 * the place of the player they replaced (and so on down a chain of substitutions), a player sent
 * off no longer there.
 */
export function playersOnPitch(team: TeamLineupLike, side: Side, incidents: readonly Incident[]): PitchPlayer[] {
  const pairs = substitutionPairs(team, side, incidents);
  const byId = new Map([...team.starters, ...team.substitutes].map((player) => [player.id, player]));
  const onPitch: PitchPlayer[] = [];
  for (const starter of team.starters) {
    if (!starter.slot) continue;
    let current: PlayerLine = starter;
    for (let next = pairs.get(current.id); next !== undefined; next = pairs.get(current.id)) {
      const player = byId.get(next);
      if (!player) break;
      current = player;
    }
    if (current.subbedOffMinute !== undefined || current.redCard) continue;
    onPitch.push({
      id: current.id,
      number: current.number,
      shortName: current.shortName,
      name: current.name,
      captain: current.captain,
      x: starter.slot.x,
      y: starter.slot.y,
      ...(current.subbedOnMinute !== undefined ? { cameOnMinute: current.subbedOnMinute } : {}),
      goals: current.goals,
      ownGoals: current.ownGoals,
      yellowCards: current.yellowCards,
      redCard: current.redCard,
    });
  }
  return onPitch;
}

/**
 * The starters line by line as their formation sets them out (goalkeeper, then each line of the
 * formation from the back), each line from left to right; null when the formation is not known.
 */
export function formationLines<P extends { slot?: { x: number; y: number } | undefined }>(
  starters: readonly P[],
  formation: string | null,
): P[][] | null {
  if (formation === null || starters.some((player) => !player.slot)) return null;
  const counts = [1, ...formation.split('-').map(Number)];
  const ordered = [...starters].sort((a, b) => a.slot!.x - b.slot!.x);
  const lines: P[][] = [];
  let start = 0;
  for (const count of counts) {
    lines.push(ordered.slice(start, start + count).sort((a, b) => a.slot!.y - b.slot!.y));
    start += count;
  }
  return lines;
}
