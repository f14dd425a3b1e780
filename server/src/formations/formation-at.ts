import type { Shape, Side } from '../scenario/schema.ts';
import type { CompiledMatch } from '../match/compile.ts';
import { displayMinute, secondOf } from '../match/timeline.ts';

/**
 * A side's formation as it stands at a moment of the replay: the starting formation with each
 * starter in his slot; then, in time order, a substitute takes the slot of the player he replaced,
 * a player sent off leaves his slot empty for the rest of the match, and a tactical shift (event
 * data only) sets the formation and every player's slot anew. StatsBomb's shifts after a red card
 * still list the player sent off (Lenglet, off at 33', stands at centre-forward in Barcelona's
 * shift at 47' against Girona): he is left out, and his side plays on with ten. Without shapes (a match without event data) a
 * `tacticalChange` event renames the formation and the slots stay as they were.
 */

export interface Slot {
  x: number;
  y: number;
}

export interface PlacedPlayer {
  playerId: string;
  slot: Slot;
}

/** A new formation from a moment on, with the minute a fan sees (45+2 is 45 and 2). */
export interface FormationChange {
  minute: number;
  addedMinute?: number;
  from: string;
  to: string;
}

export interface FormationAt {
  formation: string;
  /** Who is on the pitch now and where, goalkeeper first as the shapes list them. */
  players: PlacedPlayer[];
  changes: FormationChange[];
  /** Each substitute who has come on: the slot the first shift after his arrival gives him, else the replaced player's. */
  cameOn: Map<string, Slot>;
}

type Step =
  | { at: number; order: 0; kind: 'substitution'; offId: string; onId: string }
  | { at: number; order: 0; kind: 'sentOff'; playerId: string }
  | { at: number; order: 0; kind: 'rename'; formation: string; period: Shape['period']; second: number }
  | { at: number; order: 1; kind: 'shape'; shape: Shape };

function stepsOf(match: CompiledMatch, side: Side): Step[] {
  const { scenario, timeline } = match;
  const steps: Step[] = [];
  for (const { at, event } of match.events) {
    if (event.side !== side) continue;
    if (event.type === 'substitution') steps.push({ at, order: 0, kind: 'substitution', offId: event.offId, onId: event.onId });
    else if (event.type === 'card' && event.card !== 'yellow') steps.push({ at, order: 0, kind: 'sentOff', playerId: event.playerId });
    else if (event.type === 'tacticalChange' && !scenario.shapes)
      steps.push({ at, order: 0, kind: 'rename', formation: event.formation, period: event.period, second: event.second });
  }
  for (const shape of scenario.shapes ?? []) {
    if (shape.side === side) steps.push({ at: secondOf(timeline, shape.period, shape.second), order: 1, kind: 'shape', shape });
  }
  // A shift logged in the same second as a substitution already includes the substitute.
  return steps.sort((a, b) => a.at - b.at || a.order - b.order);
}

export function formationAt(match: CompiledMatch, side: Side, second: number): FormationAt {
  const team = match.scenario[side];
  let formation = team.formation;
  let players: PlacedPlayer[] = team.players.flatMap((player) =>
    player.starter && player.slot ? [{ playerId: player.id, slot: player.slot }] : [],
  );
  const changes: FormationChange[] = [];
  const cameOn = new Map<string, Slot>();
  const settled = new Set<string>();
  const sentOff = new Set<string>();
  const rename = (to: string, period: Shape['period'], secondInPeriod: number) => {
    if (to !== formation) changes.push({ ...displayMinute(period, secondInPeriod), from: formation, to });
    formation = to;
  };
  for (const step of stepsOf(match, side)) {
    if (step.at > second) break;
    switch (step.kind) {
      case 'substitution': {
        const off = players.find((placed) => placed.playerId === step.offId);
        if (!off) break;
        players = players.map((placed) => (placed === off ? { playerId: step.onId, slot: off.slot } : placed));
        cameOn.set(step.onId, off.slot);
        break;
      }
      case 'sentOff':
        sentOff.add(step.playerId);
        players = players.filter((placed) => placed.playerId !== step.playerId);
        break;
      case 'rename':
        rename(step.formation, step.period, step.second);
        break;
      case 'shape': {
        rename(step.shape.formation, step.shape.period, step.shape.second);
        players = step.shape.players.filter(({ playerId }) => !sentOff.has(playerId)).map(({ playerId, slot }) => ({ playerId, slot }));
        // The first shift after a substitute came on records where he went (StatsBomb logs it seconds, or at half time minutes, later).
        for (const { playerId, slot } of players) {
          if (!cameOn.has(playerId) || settled.has(playerId)) continue;
          cameOn.set(playerId, slot);
          settled.add(playerId);
        }
        break;
      }
    }
  }
  return { formation, players, changes, cameOn };
}
