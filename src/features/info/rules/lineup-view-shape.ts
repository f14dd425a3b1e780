import type { FormationChange, PlayerLine } from '../../../../contract/match-data.ts';
import type { Incident, Side } from '../../../../contract/protocol.ts';
import {
  isDrawableFormation,
  knownFormation,
  playersOnPitch,
  substitutionPairs,
  type PitchPlayer,
  type TeamLineupLike,
} from './lineup-view.ts';

/**
 * The formation screen's two pictures and the story between them.
 *
 * - Starting XI (`startingShape`): the starting formation, every starter in the slot the line-ups
 *   give him, with what he did in the match so far (goals, cards, the minute he went off).
 * - Current shape (`currentShape`): who is on the pitch now and where. Where the feed sends its
 *   `current` shape we draw it as it is: the feed builds it from the match's own events
 *   (substitutions, sendings-off and, in StatsBomb's event data, tactical shifts that set every
 *   player's slot anew). Otherwise it is derived here from the incidents: the starting formation,
 *   each substitute in the slot of the player he replaced (down a chain of substitutions), a
 *   player sent off gone and his slot left empty. No position is made up: a slot is either the
 *   feed's or the replaced player's.
 * - The story (`shapeTimeline`): changes of formation and who came on, minute by minute.
 */

export interface TeamShapeLike extends TeamLineupLike {
  current?: { formation: string; players: ReadonlyArray<{ id: string; slot: { x: number; y: number } }> } | undefined;
  formationChanges?: readonly FormationChange[] | undefined;
}

export interface CurrentShape {
  /** Null when the feed's formation is not one we can draw. */
  formation: string | null;
  players: PitchPlayer[];
}

const pitchPlayer = (player: PlayerLine, slot: { x: number; y: number }): PitchPlayer => ({
  id: player.id,
  number: player.number,
  shortName: player.shortName,
  name: player.name,
  captain: player.captain,
  x: slot.x,
  y: slot.y,
  ...(player.subbedOnMinute !== undefined ? { cameOnMinute: player.subbedOnMinute } : {}),
  goals: player.goals,
  ownGoals: player.ownGoals,
  yellowCards: player.yellowCards,
  redCard: player.redCard,
});

/** Sent off with a second yellow, as the incidents record it. */
const secondYellows = (side: Side, incidents: readonly Incident[]) =>
  new Set(
    incidents
      .filter((incident) => incident.side === side && incident.type === 'secondYellowCard' && incident.period !== 'penaltyShootout')
      .flatMap((incident) => (incident.playerId ? [incident.playerId] : [])),
  );

/** The Starting XI in the starting formation; empty when the formation cannot be drawn. */
export function startingShape(team: TeamShapeLike, side: Side, incidents: readonly Incident[]): CurrentShape {
  const formation = knownFormation(team);
  if (!formation) return { formation: null, players: [] };
  const sentOffOnSecondYellow = secondYellows(side, incidents);
  const players = team.starters.map((starter) => {
    const { cameOnMinute: _never, ...player } = pitchPlayer(starter, starter.slot!);
    return {
      ...player,
      ...(starter.subbedOffMinute !== undefined ? { wentOffMinute: starter.subbedOffMinute } : {}),
      ...(sentOffOnSecondYellow.has(starter.id) ? { secondYellow: true } : {}),
    };
  });
  return { formation, players };
}

/**
 * Whether the current shape can differ from the Starting XI: someone came on or was sent off, or
 * the formation changed.
 */
export function shapeHasChanged(team: TeamShapeLike): boolean {
  const changedPlayers = [...team.starters, ...team.substitutes].some(
    (player) => player.subbedOnMinute !== undefined || player.subbedOffMinute !== undefined || player.redCard,
  );
  return changedPlayers || (team.formationChanges ?? []).length > 0;
}

export function currentShape(team: TeamShapeLike, side: Side, incidents: readonly Incident[]): CurrentShape {
  const { current } = team;
  if (current && isDrawableFormation(current.formation) && knownFormation(team)) {
    const byId = new Map([...team.starters, ...team.substitutes].map((player) => [player.id, player]));
    const players = current.players.flatMap(({ id, slot }) => {
      const player = byId.get(id);
      return player ? [pitchPlayer(player, slot)] : [];
    });
    return { formation: current.formation, players };
  }
  const formation = knownFormation(team);
  return { formation, players: formation ? playersOnPitch(team, side, incidents) : [] };
}

export type ShapeEvent =
  | { kind: 'formation'; minute: number; addedMinute?: number; from: string; to: string }
  | { kind: 'substitution'; minute: number; on: PlayerLine; off?: PlayerLine };

/**
 * What changed the team's shape, in match order: each substitute who came on (with the player he
 * replaced, when the incidents say) and each change of formation. A change of formation follows
 * the substitutions of its minute, as it did on the pitch.
 */
export function shapeTimeline(team: TeamShapeLike, side: Side, incidents: readonly Incident[]): ShapeEvent[] {
  const pairs = substitutionPairs(team, side, incidents);
  const everyone = new Map([...team.starters, ...team.substitutes].map((player) => [player.id, player]));
  const replacedOf = new Map([...pairs].map(([off, on]) => [on, off]));
  const substitutions: ShapeEvent[] = team.substitutes
    .filter((player) => player.subbedOnMinute !== undefined)
    .map((on) => {
      const off = everyone.get(replacedOf.get(on.id) ?? '');
      return { kind: 'substitution', minute: on.subbedOnMinute!, on, ...(off ? { off } : {}) };
    });
  const formations: ShapeEvent[] = (team.formationChanges ?? []).map((change) => ({ kind: 'formation', ...change }));
  const order = (event: ShapeEvent) => [
    event.minute,
    event.kind === 'formation' ? (event.addedMinute ?? 0) : 0,
    event.kind === 'formation' ? 1 : 0,
  ];
  return [...substitutions, ...formations].sort((a, b) => {
    const [am, aa, ak] = order(a);
    const [bm, ba, bk] = order(b);
    return am! - bm! || aa! - ba! || ak! - bk!;
  });
}

/** A minute as fans read it: 69′, or 45+2′ in added time. */
export function minuteLabel(minute: number, addedMinute?: number): string {
  return addedMinute === undefined ? `${minute}′` : `${minute}+${addedMinute}′`;
}
