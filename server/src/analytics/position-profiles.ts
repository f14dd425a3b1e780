import type { Position } from '../scenario/schema.ts';

/**
 * What a player in each position typically does in 90 minutes, roughly the medians of a top
 * European league. The season model scales these by minutes played and by a per-player talent
 * factor; the shape (forwards shoot, defenders tackle, goalkeepers pass long and do not shoot)
 * is what makes the betting assistants' lists believable.
 */
export interface PositionProfile {
  /** Share of the team's shots this position takes, relative to the other positions on the pitch. */
  shotWeight: number;
  /** Probability that one of this player's shots is on target. */
  onTargetRate: number;
  /** Probability that a shot on target goes in (strikers finish better). */
  finishingRate: number;
  /** Share of the team's assists, relative to the other positions on the pitch. */
  assistWeight: number;
  passesPer90: number;
  /** Share of passes completed; goalkeepers' long kicks and forwards' lay-offs fail more often. */
  passAccuracy: number;
  tacklesPer90: number;
  foulsPer90: number;
}

export const positionProfiles: Readonly<Record<Position, PositionProfile>> = {
  goalkeeper: {
    shotWeight: 0,
    onTargetRate: 0,
    finishingRate: 0,
    assistWeight: 0.03,
    passesPer90: 28,
    passAccuracy: 0.66,
    tacklesPer90: 0.05,
    foulsPer90: 0.05,
  },
  defender: {
    shotWeight: 0.35,
    onTargetRate: 0.3,
    finishingRate: 0.3,
    assistWeight: 0.2,
    passesPer90: 58,
    passAccuracy: 0.88,
    tacklesPer90: 1.5,
    foulsPer90: 1.0,
  },
  sideBack: {
    shotWeight: 0.4,
    onTargetRate: 0.28,
    finishingRate: 0.26,
    assistWeight: 0.8,
    passesPer90: 50,
    passAccuracy: 0.82,
    tacklesPer90: 2.0,
    foulsPer90: 1.0,
  },
  wingBack: {
    shotWeight: 0.6,
    onTargetRate: 0.3,
    finishingRate: 0.27,
    assistWeight: 1.0,
    passesPer90: 45,
    passAccuracy: 0.8,
    tacklesPer90: 1.8,
    foulsPer90: 1.0,
  },
  defensiveMidfielder: {
    shotWeight: 0.7,
    onTargetRate: 0.3,
    finishingRate: 0.26,
    assistWeight: 0.6,
    passesPer90: 62,
    passAccuracy: 0.88,
    tacklesPer90: 2.4,
    foulsPer90: 1.5,
  },
  midfielder: {
    shotWeight: 1.2,
    onTargetRate: 0.33,
    finishingRate: 0.3,
    assistWeight: 1.2,
    passesPer90: 48,
    passAccuracy: 0.85,
    tacklesPer90: 1.6,
    foulsPer90: 1.2,
  },
  attacker: {
    shotWeight: 2.2,
    onTargetRate: 0.38,
    finishingRate: 0.32,
    assistWeight: 1.5,
    passesPer90: 30,
    passAccuracy: 0.78,
    tacklesPer90: 0.8,
    foulsPer90: 1.0,
  },
  striker: {
    shotWeight: 3.0,
    onTargetRate: 0.42,
    finishingRate: 0.36,
    assistWeight: 1.0,
    passesPer90: 22,
    passAccuracy: 0.72,
    tacklesPer90: 0.5,
    foulsPer90: 1.3,
  },
};

/** Forwards are the usual choice when a coach makes an attacking or tiring change. */
export function substitutionWeight(position: Position): number {
  if (position === 'goalkeeper') return 0;
  if (position === 'attacker' || position === 'striker') return 3;
  if (position === 'midfielder' || position === 'wingBack') return 2;
  return 1;
}
