import type * as z from 'zod/mini';
import type { shotMarkerSchema } from '../../../../contract/match-data.ts';
import { metrePitch } from '../../../../contract/pitch.ts';
import type { PitchEvent, Side } from '../../../../contract/protocol.ts';

/**
 * What the 2D pitch view draws, computed here and tested, never in the component (STYLE.md 11).
 * The pitch is drawn in metres (`metrePitch` of contract/pitch.ts, 105 by 68), with the home side
 * attacking to the right.
 */
export type ShotMarker = z.infer<typeof shotMarkerSchema>;

const pitch = metrePitch;

export interface PitchPoint {
  x: number;
  y: number;
}

/** The feed's 0..100 from the home goal line (x) and across (y), in metres on our pitch. */
export function toPitch(x: number, y: number): PitchPoint {
  return { x: round((x / 100) * pitch.length), y: round((y / 100) * pitch.width) };
}

/** The SPEC section 2 shot icons: on target, off target, blocked (a goal is on target, marked). */
export type ShotCategory = 'onTarget' | 'offTarget' | 'blocked';

export function shotCategory(outcome: ShotMarker['outcome']): ShotCategory {
  if (outcome === 'goal' || outcome === 'saved') return 'onTarget';
  if (outcome === 'blocked') return 'blocked';
  // A shot off the woodwork did not go in and was not saved: off target, as the feeds count it.
  return 'offTarget';
}

/** Whether a shot was taken inside the penalty area of the goal it was aimed at. */
export function isInsideBox(shot: Pick<ShotMarker, 'x' | 'y'>): boolean {
  // A shot's x runs towards the goal the shooting side attacks, so its box is always at x = 100.
  const depth = ((100 - shot.x) / 100) * pitch.length;
  const across = Math.abs((shot.y / 100) * pitch.width - pitch.width / 2);
  return depth <= pitch.penaltyAreaDepth && across <= pitch.penaltyAreaWidth / 2;
}

/** An xG marker is a circle whose area grows with xG: about 3.7 m across for a 0.05 chance, 6 m for a certain goal. */
export function xgRadius(xg: number): number {
  return round(1.5 + 1.5 * Math.sqrt(Math.min(1, Math.max(0, xg))));
}

export interface PlacedShot {
  shot: ShotMarker;
  at: PitchPoint;
  category: ShotCategory;
  goal: boolean;
  insideBox: boolean;
  radius: number;
}

/** Each shot where it was taken on our pitch: the away side's coordinates are turned round. */
export function placeShots(shots: readonly ShotMarker[]): PlacedShot[] {
  return shots.map((shot) => ({
    shot,
    at: shot.side === 'home' ? toPitch(shot.x, shot.y) : toPitch(100 - shot.x, 100 - shot.y),
    category: shotCategory(shot.outcome),
    goal: shot.outcome === 'goal',
    insideBox: isInsideBox(shot),
    radius: xgRadius(shot.xg),
  }));
}

/** SPEC section 9's visualisation events; xG rides on the shots. */
export const visualisationEvents = ['shots', 'xg', 'passes', 'tackles', 'fouls', 'offsides', 'corners'] as const;
export type VisualisationEvent = (typeof visualisationEvents)[number];

/** Which of SPEC section 9's event kinds a ball event of the feed is; null for the rest of play. */
export function visualisationEventOf(kind: PitchEvent['kind']): Exclude<VisualisationEvent, 'xg'> | null {
  switch (kind) {
    case 'shot':
    case 'goal':
    case 'save':
      return 'shots';
    case 'pass':
      return 'passes';
    case 'tackle':
      return 'tackles';
    case 'foul':
      return 'fouls';
    case 'offside':
      return 'offsides';
    case 'corner':
      return 'corners';
    default:
      return null;
  }
}

/** How many of the latest ball events the pitch shows, newest brightest. */
export const latestEventCount = 6;

export interface PlacedEvent {
  event: PitchEvent;
  at: PitchPoint;
  /** 1 for the newest, fading towards older ones, never below 0.4 so every mark reads. */
  emphasis: number;
}

/** The latest ball events of the kinds the fan shows, oldest first (so the newest is drawn on top). */
export function latestEvents(events: readonly PitchEvent[], shown: ReadonlySet<VisualisationEvent>): PlacedEvent[] {
  const latest = events
    .filter((event) => {
      const kind = visualisationEventOf(event.kind);
      return kind !== null && kind !== 'shots' && shown.has(kind);
    })
    .slice(-latestEventCount);
  return latest.map((event, index) => ({
    event,
    at: toPitch(event.x, event.y),
    emphasis: round(0.4 + (0.6 * (index + 1)) / latest.length, 2),
  }));
}

/** Where play is: the ball at the last event, and which third of the pitch that is for the side on the ball. */
export type PlayZone = 'defensiveThird' | 'middleThird' | 'attackingThird';

export function playZone(ball: { x: number }, inPossession: Side): PlayZone {
  const forward = inPossession === 'home' ? ball.x : 100 - ball.x;
  if (forward < 100 / 3) return 'defensiveThird';
  if (forward < 200 / 3) return 'middleThird';
  return 'attackingThird';
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
