/**
 * The event label of SPEC section 3 each kind of commentary line carries (translation keys that
 * exist in every locale). A kind the widget does not know yet shows its text without a label.
 */
const labels: Record<string, string> = {
  kickOff: 'events.periodStart',
  secondHalfStart: 'events.periodStart',
  extraTimeStart: 'events.periodStart',
  extraTimeSecondHalfStart: 'events.periodStart',
  halfTime: 'events.periodEnd',
  fullTime: 'events.periodEnd',
  extraTimeHalfTime: 'events.periodEnd',
  extraTimeEnd: 'events.periodEnd',
  toPenalties: 'events.toPenalties',
  shootoutGoal: 'incidents.penaltyGoal',
  shootoutMiss: 'incidents.penaltyMiss',
  shootoutWon: 'scoreboard.shootout',
  goal: 'incidents.goal',
  goalAssisted: 'incidents.goal',
  penaltyGoal: 'incidents.penaltyGoal',
  ownGoal: 'events.ownGoal',
  shotSaved: 'events.save',
  shotOffTarget: 'shots.offTarget',
  shotBlocked: 'shots.blocked',
  shotWoodwork: 'events.post',
  penaltyMissed: 'incidents.penaltyMiss',
  yellowCard: 'incidents.yellowCard',
  secondYellowCard: 'incidents.secondYellowCard',
  redCard: 'incidents.redCard',
  substitution: 'scoreboard.substitution',
  corner: 'events.cornerAwarded',
  foul: 'events.foul',
  offside: 'events.offsidePass',
  varGoalConfirmed: 'incidents.var',
  varGoalCancelled: 'incidents.cancelled',
  varPenaltyAwarded: 'incidents.var',
  varPenaltyCancelled: 'incidents.var',
  varRedCardConfirmed: 'incidents.var',
  varRedCardCancelled: 'incidents.var',
  tacticalChange: 'events.tacticalChange',
  suspended: 'stages.suspended',
  aboutToStart: 'events.aboutToStart',
  waitingForPlay: 'events.waitingForPlay',
  delayedStart: 'events.delayedStart',
  earlyEnd: 'events.earlyEnd',
};

export function commentaryLabelKey(kind: string): string | undefined {
  return Object.hasOwn(labels, kind) ? labels[kind] : undefined;
}

/** The incident colour a line's label is drawn in, for the kinds that have one. */
export function commentaryColour(kind: string): 'goal' | 'yellowCard' | 'redCard' | 'penalty' | 'miss' | 'var' | undefined {
  if (kind === 'goal' || kind === 'goalAssisted' || kind === 'ownGoal' || kind === 'shootoutGoal') return 'goal';
  if (kind === 'penaltyGoal') return 'penalty';
  if (kind === 'penaltyMissed' || kind === 'shootoutMiss') return 'miss';
  if (kind === 'yellowCard') return 'yellowCard';
  if (kind === 'secondYellowCard' || kind === 'redCard') return 'redCard';
  if (kind.startsWith('var')) return 'var';
  return undefined;
}
