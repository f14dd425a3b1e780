import type { Side } from '../../../../contract/protocol.ts';
import { metrePitch } from '../../../../contract/pitch.ts';
import type { ShotOutcome } from '../../../../contract/vocabulary.ts';
import { axisPosition, momentOf, timelineAxis, type MatchMoment, type TimedEntry, type TimelineAxis } from './match-timeline.ts';

/**
 * The xG page's data (SPEC section 3 shot attributes): each side's cumulative expected goals as a
 * step line, built from the shots themselves so the line ends exactly at the sum of the shots'
 * xG, and the shot map's markers with an area proportional to xG.
 */

export interface Shot extends TimedEntry {
  id: string;
  side: Side;
  playerName: string;
  outcome: ShotOutcome;
  xg: number;
  bodyPart?: string;
  pattern?: string;
  /** How the shot was taken (contract shotTypes): in open play, from a direct free kick, a penalty. */
  shotType?: string;
  /** 0..100 towards the goal the shooting side attacks; 0..100 across. */
  x: number;
  y: number;
}

/** Expected goals summed and rounded to the hundredth, as the feed rounds them. */
export function sumXg(shots: readonly Pick<Shot, 'xg'>[]): number {
  return Math.round(shots.reduce((total, shot) => total + shot.xg, 0) * 100) / 100;
}

export interface XgStep {
  /** Axis position of the shot's minute. */
  position: number;
  moment: MatchMoment;
  /** The side's total after this shot. */
  total: number;
  shot: Shot;
}

export interface XgTimelineModel {
  axis: TimelineAxis;
  steps: Record<Side, XgStep[]>;
  totals: Record<Side, number>;
  shots: Record<Side, number>;
  goals: Record<Side, number>;
}

/** Both sides' step lines. `extent` (momentum or timeline entries) widens the axis to the minutes already played. */
export function xgTimelineModel(shots: readonly Shot[], extent: readonly MatchMoment[] = []): XgTimelineModel {
  const placed = shots.map((shot) => ({ shot, moment: momentOf(shot) }));
  const axis = timelineAxis([...extent, ...placed.map((entry) => entry.moment)]);
  const ordered = placed
    .map((entry) => ({ ...entry, position: axisPosition(axis, entry.moment) }))
    .sort((left, right) => left.position - right.position);
  const steps: Record<Side, XgStep[]> = { home: [], away: [] };
  const running: Record<Side, number> = { home: 0, away: 0 };
  for (const { shot, moment, position } of ordered) {
    running[shot.side] += shot.xg;
    steps[shot.side].push({ position, moment, total: Math.round(running[shot.side] * 100) / 100, shot });
  }
  const ofSide = (side: Side) => shots.filter((shot) => shot.side === side);
  return {
    axis,
    steps,
    totals: { home: sumXg(ofSide('home')), away: sumXg(ofSide('away')) },
    shots: { home: ofSide('home').length, away: ofSide('away').length },
    goals: { home: ofSide('home').filter(isGoal).length, away: ofSide('away').filter(isGoal).length },
  };
}

const isGoal = (shot: Pick<Shot, 'outcome'>) => shot.outcome === 'goal';

export interface ShotMarker {
  shot: Shot;
  /** Metres across the half pitch (0 at the left touchline, seen from halfway facing goal), as `Pitch` draws it upright. */
  cx: number;
  /** Metres from the goal line. */
  cy: number;
  /** Radius of a circle whose area is proportional to xG; squares get the same area. */
  r: number;
  filled: boolean;
}

/** A marker of 1.0 xG has this radius in metres. */
export const fullXgRadiusM = 4;

/** Radius for an area proportional to xG (a floor keeps a 0.01 chance visible and tappable). */
export function markerRadius(xg: number): number {
  return Math.max(0.6, fullXgRadiusM * Math.sqrt(Math.max(0, xg)));
}

/**
 * The shot map's markers, drawing order included: misses first, the larger chances under the
 * smaller ones, and goals last so they are never hidden. Shots from the own half sit on halfway.
 */
export function shotMarkers(shots: readonly Shot[]): ShotMarker[] {
  const markers = shots.map((shot) => ({
    shot,
    cx: (clamp(shot.y, 0, 100) / 100) * metrePitch.width,
    cy: Math.min(metrePitch.length / 2, ((100 - clamp(shot.x, 0, 100)) / 100) * metrePitch.length),
    r: markerRadius(shot.xg),
    filled: shot.outcome === 'goal',
  }));
  return markers.sort((left, right) => Number(left.filled) - Number(right.filled) || right.r - left.r);
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The shot shown in detail at first: the latest goal, else the best chance. */
export function defaultShot(shots: readonly Shot[]): Shot | undefined {
  const goals = shots.filter(isGoal);
  if (goals.length) return goals.at(-1);
  return [...shots].sort((left, right) => right.xg - left.xg)[0];
}
