import type { Scenario } from '../scenario/schema.ts';
import { moment, type EventContext } from './events.ts';
import { StatsBombFormatError, type StatsBombEvent } from './input.ts';
import { formationName, slotOf } from './positions.ts';

/**
 * StatsBomb's "Tactical Shift" events carry the formation and every player's position at that
 * moment: we keep each one as a shape, each player in the slot his named position has in the
 * drawing (positions.ts). The "Starting XI" is not repeated here: the teams carry it.
 */

type Tactics = Extract<StatsBombEvent, { kind: 'Starting XI' | 'Tactical Shift' }>;

function playerOf(context: EventContext, event: Tactics, id: number, place: number): string {
  const playerId = context.playerIds.get(id);
  if (!playerId)
    throw new StatsBombFormatError(
      `StatsBomb event (index ${event.index}, ${event.kind}): tactics.lineup.${place}.player.id ${id} is not in the line-ups`,
    );
  return playerId;
}

export function buildShapes(context: EventContext, events: readonly StatsBombEvent[]): NonNullable<Scenario['shapes']> {
  return events
    .filter((event): event is Extract<StatsBombEvent, { kind: 'Tactical Shift' }> => event.kind === 'Tactical Shift')
    .map((event) => ({
      ...moment(context, event),
      formation: formationName(event.tactics.formation),
      players: event.tactics.lineup.map((entry, place) => {
        const slot = slotOf(entry.position.name);
        if (!slot)
          throw new StatsBombFormatError(
            `StatsBomb event (index ${event.index}, Tactical Shift): tactics.lineup.${place}.position.name: unknown position "${entry.position.name}"`,
          );
        return { playerId: playerOf(context, event, entry.player.id, place), slot };
      }),
    }));
}

/** Seconds from the start of the match as StatsBomb times an event (periods one after another). */
const eventSeconds = (event: StatsBombEvent) => event.period * 10_000 + event.minute * 60 + event.second;

/**
 * The StatsBomb position a substitute took when he came on: the one the first "Tactical Shift" of
 * his team after the substitution gives him (StatsBomb logs the new arrangement there, seconds or,
 * at half time, minutes later: Umtiti came on for Dembélé, a winger, and the shift puts him at
 * left centre back), else the place of the player he replaced, which the substitution carries.
 * Undefined for a player who never came on.
 */
export function cameOnPosition(playerId: number, events: readonly StatsBombEvent[]): string | undefined {
  const change = events.find(
    (event): event is Extract<StatsBombEvent, { kind: 'Substitution' }> =>
      event.kind === 'Substitution' && event.substitution.replacement.id === playerId,
  );
  if (!change) return undefined;
  const from = eventSeconds(change);
  const shift = events.find(
    (event): event is Tactics =>
      event.kind === 'Tactical Shift' &&
      event.team.id === change.team.id &&
      eventSeconds(event) >= from &&
      event.tactics.lineup.some((entry) => entry.player.id === playerId),
  );
  return shift?.tactics.lineup.find((entry) => entry.player.id === playerId)?.position.name ?? change.position?.name;
}
