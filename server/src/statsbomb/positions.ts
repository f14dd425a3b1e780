import type { Position } from '../../../contract/vocabulary.ts';
import type { Player } from '../scenario/schema.ts';

/**
 * StatsBomb's 25 named positions are places in a formation drawing: "Left Center Back" is both
 * a role (defender) and a spot (deep, left of centre). We keep both: the role as our position
 * enum and the spot as the player's slot, 0..100 from the own goal line (x) and from the left
 * touchline (y) as the team attacks.
 */

type Slot = NonNullable<Player['slot']>;

// Depth of each line and the lateral lanes, from the team's own goal line and left touchline.
const line = { goal: 5, back: 22, wingBack: 34, holding: 38, middle: 52, attacking: 66, wing: 74, forward: 84 } as const;
const lane = { left: 12, leftCentre: 34, centre: 50, rightCentre: 66, right: 88 } as const;

export const statsBombPositions: Record<string, { position: Position; slot: Slot }> = {
  Goalkeeper: { position: 'goalkeeper', slot: { x: line.goal, y: lane.centre } },
  'Right Back': { position: 'sideBack', slot: { x: line.back + 3, y: lane.right } },
  'Right Center Back': { position: 'defender', slot: { x: line.back, y: lane.rightCentre } },
  'Center Back': { position: 'defender', slot: { x: line.back, y: lane.centre } },
  'Left Center Back': { position: 'defender', slot: { x: line.back, y: lane.leftCentre } },
  'Left Back': { position: 'sideBack', slot: { x: line.back + 3, y: lane.left } },
  'Right Wing Back': { position: 'wingBack', slot: { x: line.wingBack, y: lane.right } },
  'Left Wing Back': { position: 'wingBack', slot: { x: line.wingBack, y: lane.left } },
  'Right Defensive Midfield': { position: 'defensiveMidfielder', slot: { x: line.holding, y: lane.rightCentre } },
  'Center Defensive Midfield': { position: 'defensiveMidfielder', slot: { x: line.holding, y: lane.centre } },
  'Left Defensive Midfield': { position: 'defensiveMidfielder', slot: { x: line.holding, y: lane.leftCentre } },
  'Right Midfield': { position: 'midfielder', slot: { x: line.middle, y: lane.right } },
  'Right Center Midfield': { position: 'midfielder', slot: { x: line.middle, y: lane.rightCentre } },
  'Center Midfield': { position: 'midfielder', slot: { x: line.middle, y: lane.centre } },
  'Left Center Midfield': { position: 'midfielder', slot: { x: line.middle, y: lane.leftCentre } },
  'Left Midfield': { position: 'midfielder', slot: { x: line.middle, y: lane.left } },
  'Right Wing': { position: 'attacker', slot: { x: line.wing, y: lane.right } },
  'Right Attacking Midfield': { position: 'attacker', slot: { x: line.attacking, y: lane.rightCentre } },
  'Center Attacking Midfield': { position: 'attacker', slot: { x: line.attacking, y: lane.centre } },
  'Left Attacking Midfield': { position: 'attacker', slot: { x: line.attacking, y: lane.leftCentre } },
  'Left Wing': { position: 'attacker', slot: { x: line.wing, y: lane.left } },
  'Right Center Forward': { position: 'striker', slot: { x: line.forward, y: lane.rightCentre - 4 } },
  'Center Forward': { position: 'striker', slot: { x: line.forward, y: lane.centre } },
  'Left Center Forward': { position: 'striker', slot: { x: line.forward, y: lane.leftCentre + 4 } },
  'Secondary Striker': { position: 'striker', slot: { x: line.attacking + 8, y: lane.centre } },
};

export function positionOf(statsBombName: string | undefined): Position | undefined {
  return statsBombName === undefined ? undefined : statsBombPositions[statsBombName]?.position;
}

export function slotOf(statsBombName: string): Slot | undefined {
  return statsBombPositions[statsBombName]?.slot;
}

/** StatsBomb stores formations as digits (433, 41212); we write them with dashes. */
export function formationName(formation: number): string {
  return String(formation).split('').join('-');
}
