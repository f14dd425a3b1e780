import type { Shot } from './expected-goals.ts';

/**
 * Translation keys of a shot's attributes (SPEC section 3 "Shot attributes"). The feed's pattern
 * and body-part words are the keys of the `shots` area; a word we do not know yet is shown as the
 * feed sent it (as text, never markup) rather than dropped.
 */
const outcomeKeys: Record<Shot['outcome'], string> = {
  goal: 'incidents.goal',
  saved: 'stats.outcomeSaved',
  offTarget: 'shots.offTarget',
  blocked: 'shots.blocked',
  woodwork: 'stats.hitWoodwork',
};

const patternKeys = new Set([
  'regularPlay',
  'fastBreak',
  'setPiece',
  'fromCorner',
  'directFreeKick',
  'throwInSetPiece',
  'assisted',
  'intentionalAssist',
]);
const bodyPartKeys = new Set(['head', 'rightFoot', 'leftFoot', 'other']);
const shotTypeKeys: Record<string, string> = {
  openPlay: 'shots.openPlay',
  freeKick: 'shots.freeKick',
  penalty: 'incidents.penalty',
};

export interface ShotLabels {
  outcome: string;
  pattern: string | undefined;
  bodyPart: string | undefined;
  shotType: string | undefined;
}

export function shotLabels(shot: Pick<Shot, 'outcome' | 'pattern' | 'bodyPart' | 'shotType'>): ShotLabels {
  const known = (value: string | undefined, keys: Set<string>) =>
    value === undefined ? undefined : keys.has(value) ? `shots.${value}` : value;
  return {
    outcome: outcomeKeys[shot.outcome],
    pattern: known(shot.pattern, patternKeys),
    bodyPart: known(shot.bodyPart, bodyPartKeys),
    shotType: shot.shotType === undefined ? undefined : (shotTypeKeys[shot.shotType] ?? shot.shotType),
  };
}
