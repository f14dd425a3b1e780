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
 * The formation screen's picture as the match stands: the feed's `current` shape (tactical shifts,
 * substitutes in the slots they took, players sent off gone) where it sends one; otherwise the
 * starting formation with each substitute in the place of the player he replaced. And the story
 * of the shape so far: changes of formation and who came on, minute by minute.
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
