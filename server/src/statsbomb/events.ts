import type { BodyPart, PatternOfPlay } from '../../../contract/vocabulary.ts';
import type { ScenarioEvent, Scenario, Side } from '../scenario/schema.ts';
import { periodOf, secondInPeriod } from './clock.ts';
import { StatsBombFormatError, type Named, type Point, type ShotOutcome, type StatsBombEvent, type CardName } from './input.ts';
import { formationName } from './positions.ts';

/**
 * Match events: each StatsBomb event becomes at most one of ours. Goals, cards, substitutions
 * and formation changes are facts; shots, corners, fouls and offsides are the detail that only
 * an event feed has.
 */

type Shot = Extract<StatsBombEvent, { kind: 'Shot' }>;
type Location = { x: number; y: number };

export interface EventContext {
  sides: ReadonlyMap<number, Side>;
  playerIds: ReadonlyMap<number, string>;
  /** Every event by its StatsBomb id, to follow a shot's key pass to the assist. */
  byId: ReadonlyMap<string, StatsBombEvent>;
}

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

function sideOf(context: EventContext, event: StatsBombEvent): Side {
  const side = context.sides.get(event.team.id);
  if (!side)
    throw new StatsBombFormatError(
      `StatsBomb event (index ${event.index}): team.id ${event.team.id} (${event.team.name}) has no Starting XI`,
    );
  return side;
}

function playerOf(context: EventContext, event: StatsBombEvent, player: Named, field: string): string {
  const id = context.playerIds.get(player.id);
  if (!id)
    throw new StatsBombFormatError(
      `StatsBomb event (index ${event.index}, ${event.type.name}): ${field} ${player.name} (${player.id}) is not in the line-ups`,
    );
  return id;
}

export function moment(context: EventContext, event: StatsBombEvent): { period: ScenarioEvent['period']; second: number; side: Side } {
  return { period: periodOf(event), second: secondInPeriod(event), side: sideOf(context, event) };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clampPercent = (value: number) => Math.min(100, Math.max(0, round(value, 1)));

/** StatsBomb's 120 x 80 pitch, already in the actor's attacking direction, to our 0..100 both ways. */
export function toLocation(point: Point): Location {
  return { x: clampPercent((point[0] / 120) * 100), y: clampPercent((point[1] / 80) * 100) };
}

/** The same spot seen by the other team: both axes turn round. */
const mirrored = (location: Location): Location => ({ x: round(100 - location.x, 1), y: round(100 - location.y, 1) });

const bodyParts: Record<string, BodyPart> = { Head: 'head', 'Right Foot': 'rightFoot', 'Left Foot': 'leftFoot' };

export function bodyPartOf(shot: Shot): BodyPart {
  return bodyParts[shot.shot.body_part.name] ?? 'other';
}

// A possession's origin (StatsBomb tags every event of it); the first touches after the restart decide.
const playPatterns: Record<string, PatternOfPlay> = {
  'From Corner': 'fromCorner',
  'From Counter': 'fastBreak',
  'From Free Kick': 'setPiece',
  'From Throw In': 'throwInSetPiece',
};

/** The shot's own type wins (a penalty is a penalty however the possession began); then the play pattern. */
export function patternOf(shot: Shot): PatternOfPlay {
  switch (shot.shot.type.name) {
    case 'Penalty':
      return 'penalty';
    case 'Free Kick':
      return 'directFreeKick';
    case 'Corner':
      return 'fromCorner';
    default:
      return playPatterns[shot.play_pattern.name] ?? 'regularPlay';
  }
}

const missOutcomes: Record<Exclude<ShotOutcome, 'Goal'>, Extract<ScenarioEvent, { type: 'shot' }>['outcome']> = {
  Saved: 'saved',
  // Saved on its way wide or over: not on target, as StatsBomb and the data providers count it.
  'Saved Off Target': 'offTarget',
  'Saved to Post': 'saved',
  'Off T': 'offTarget',
  Wayward: 'offTarget',
  Post: 'woodwork',
  Blocked: 'blocked',
};

function assistOf(context: EventContext, shot: Shot): string | undefined {
  // A goal's key pass is its assist when a team-mate played it.
  const keyPass = shot.shot.key_pass_id === undefined ? undefined : context.byId.get(shot.shot.key_pass_id);
  if (keyPass?.kind !== 'Pass' || !keyPass.player || keyPass.team.id !== shot.team.id) return undefined;
  return context.playerIds.get(keyPass.player.id);
}

export function shotEvent(context: EventContext, shot: Shot): ScenarioEvent {
  const detail = {
    ...moment(context, shot),
    playerId: playerOf(context, shot, shot.player, 'player'),
    ...(shot.shot.type.name === 'Penalty' ? { penalty: true } : {}),
    bodyPart: bodyPartOf(shot),
    pattern: patternOf(shot),
    xg: round(shot.shot.statsbomb_xg, 4),
    location: toLocation(shot.location),
  };
  const outcome = shot.shot.outcome.name;
  if (outcome !== 'Goal') return { ...detail, type: 'shot', outcome: missOutcomes[outcome] };
  const assistId = assistOf(context, shot);
  return { ...detail, type: 'goal', ...(assistId ? { assistId } : {}) };
}

/**
 * StatsBomb writes an own goal twice: "Own Goal Against" for the defender's team (with the
 * defender) and "Own Goal For" for the team it counts for (with nobody). We take the first: the
 * goal goes to the other side, scored by the defender, at the spot turned to the scorers' way.
 */
export function ownGoalEvent(context: EventContext, event: Extract<StatsBombEvent, { kind: 'Own Goal Against' }>): ScenarioEvent {
  const at = moment(context, event);
  return {
    ...at,
    side: otherSide(at.side),
    type: 'goal',
    playerId: playerOf(context, event, event.player, 'player'),
    ownGoal: true,
    ...(event.location ? { location: mirrored(toLocation(event.location)) } : {}),
  };
}

const cards: Record<CardName, Extract<ScenarioEvent, { type: 'card' }>['card']> = {
  'Yellow Card': 'yellow',
  'Second Yellow': 'secondYellow',
  'Red Card': 'red',
};

/** Cards come with a foul or, for dissent, time-wasting and the like, as "Bad Behaviour". */
export function cardEvent(context: EventContext, event: StatsBombEvent): ScenarioEvent | undefined {
  const card =
    event.kind === 'Foul Committed' ? event.foul_committed?.card : event.kind === 'Bad Behaviour' ? event.bad_behaviour?.card : undefined;
  if (!card) return undefined;
  if (!event.player)
    throw new StatsBombFormatError(`StatsBomb event (index ${event.index}, ${event.type.name}): player: a card needs a player`);
  return { ...moment(context, event), type: 'card', playerId: playerOf(context, event, event.player, 'player'), card: cards[card.name] };
}

/** An offside is its own event, or the outcome of the pass played to the player caught offside. */
export function offsideEvent(context: EventContext, event: StatsBombEvent): ScenarioEvent | undefined {
  const offsidePass = event.kind === 'Pass' && event.pass.outcome?.name === 'Pass Offside';
  if (event.kind !== 'Offside' && !offsidePass) return undefined;
  const caught = event.kind === 'Offside' ? event.player : event.kind === 'Pass' ? event.pass.recipient : undefined;
  const playerId = caught ? context.playerIds.get(caught.id) : undefined;
  return { ...moment(context, event), type: 'offside', ...(playerId ? { playerId } : {}) };
}

export function cornerEvent(context: EventContext, event: StatsBombEvent): ScenarioEvent | undefined {
  if (event.kind !== 'Pass' || event.pass.type?.name !== 'Corner') return undefined;
  return { ...moment(context, event), type: 'corner' };
}

export function foulEvent(context: EventContext, event: StatsBombEvent): ScenarioEvent | undefined {
  if (event.kind !== 'Foul Committed') return undefined;
  const playerId = event.player ? context.playerIds.get(event.player.id) : undefined;
  return { ...moment(context, event), type: 'foul', ...(playerId ? { playerId } : {}) };
}

export function substitutionEvent(context: EventContext, event: Extract<StatsBombEvent, { kind: 'Substitution' }>): ScenarioEvent {
  return {
    ...moment(context, event),
    type: 'substitution',
    offId: playerOf(context, event, event.player, 'player'),
    onId: playerOf(context, event, event.substitution.replacement, 'substitution.replacement'),
  };
}

/** One StatsBomb event as our events, in the order a fan would see them (the foul, then its card). */
export function mapEvent(context: EventContext, event: StatsBombEvent): ScenarioEvent[] {
  // Shoot-out kicks are not match events: they are the scenario's `shootout`.
  if (periodOf(event) === 'penaltyShootout' && event.kind === 'Shot') return [];
  switch (event.kind) {
    case 'Shot':
      return [shotEvent(context, event)];
    case 'Own Goal Against':
      return [ownGoalEvent(context, event)];
    case 'Substitution':
      return [substitutionEvent(context, event)];
    case 'Pass':
      return [cornerEvent(context, event), offsideEvent(context, event)].filter((mapped) => mapped !== undefined);
    case 'Offside':
      return [offsideEvent(context, event)].filter((mapped) => mapped !== undefined);
    case 'Foul Committed':
    case 'Bad Behaviour':
      return [foulEvent(context, event), cardEvent(context, event)].filter((mapped) => mapped !== undefined);
    default:
      return [];
  }
}

/**
 * "Tactical Shift" is logged for any rearrangement, often with the same formation; only a new
 * formation is worth a line in the match centre, so we follow each side's current one.
 */
export function formationChanges(context: EventContext, events: readonly StatsBombEvent[]): Map<StatsBombEvent, ScenarioEvent> {
  const current = new Map<Side, string>();
  const changes = new Map<StatsBombEvent, ScenarioEvent>();
  for (const event of events) {
    if (event.kind !== 'Starting XI' && event.kind !== 'Tactical Shift') continue;
    const side = sideOf(context, event);
    const formation = formationName(event.tactics.formation);
    if (event.kind === 'Tactical Shift' && current.get(side) !== formation) {
      changes.set(event, { ...moment(context, event), type: 'tacticalChange', formation });
    }
    current.set(side, formation);
  }
  return changes;
}

/** The match events of StatsBomb's; `sources` is told the StatsBomb id each came from. */
export function mapEvents(context: EventContext, events: readonly StatsBombEvent[], sources?: Map<ScenarioEvent, string>): ScenarioEvent[] {
  const changes = formationChanges(context, events);
  return events.flatMap((event) => {
    const change = changes.get(event);
    const mapped = change ? [change] : mapEvent(context, event);
    for (const one of mapped) sources?.set(one, event.id);
    return mapped;
  });
}

/** Period 5 shots in the order taken. */
export function shootoutKicks(context: EventContext, events: readonly StatsBombEvent[]): NonNullable<Scenario['shootout']> {
  return events
    .filter((event): event is Shot => event.kind === 'Shot' && periodOf(event) === 'penaltyShootout')
    .map((kick) => ({
      side: sideOf(context, kick),
      playerId: playerOf(context, kick, kick.player, 'player'),
      scored: kick.shot.outcome.name === 'Goal',
    }));
}
