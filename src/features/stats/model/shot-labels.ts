import type { BodyPart, PatternOfPlay, ShotOutcome } from '../../../../contract/vocabulary.ts';
import type { Shot } from './expected-goals.ts';

/**
 * Translation keys of a shot's attributes (SPEC section 3 "Shot attributes"), one for each word of
 * the contract's vocabulary. A word the vocabulary does not hold yet is shown as the feed sent it
 * (as text, never markup) rather than dropped.
 */
const outcomeKeys: Record<ShotOutcome, string> = {
  goal: 'incidents.goal',
  saved: 'stats.outcomeSaved',
  offTarget: 'shots.offTarget',
  blocked: 'shots.blocked',
  woodwork: 'stats.hitWoodwork',
};

const patternKeys: Record<PatternOfPlay, string> = {
  regularPlay: 'shots.regularPlay',
  fastBreak: 'shots.fastBreak',
  setPiece: 'shots.setPiece',
  fromCorner: 'shots.fromCorner',
  directFreeKick: 'shots.directFreeKick',
  throwInSetPiece: 'shots.throwInSetPiece',
  assisted: 'shots.assisted',
  intentionalAssist: 'shots.intentionalAssist',
  // A penalty kick's own pattern says what its shot type says.
  penalty: 'incidents.penalty',
};
const bodyPartKeys: Record<BodyPart, string> = {
  head: 'shots.head',
  rightFoot: 'shots.rightFoot',
  leftFoot: 'shots.leftFoot',
  other: 'shots.other',
};
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
  const known = (value: string | undefined, keys: Readonly<Record<string, string>>) =>
    value === undefined ? undefined : ((Object.hasOwn(keys, value) ? keys[value] : undefined) ?? value);
  return {
    outcome: outcomeKeys[shot.outcome],
    pattern: known(shot.pattern, patternKeys),
    bodyPart: known(shot.bodyPart, bodyPartKeys),
    shotType: shot.shotType === undefined ? undefined : (shotTypeKeys[shot.shotType] ?? shot.shotType),
  };
}
