/**
 * The event label of SPEC section 3 each kind of commentary line carries (translation keys that
 * exist in every locale). A kind the widget does not know yet shows its text without a label.
 */
const labels: Record<string, string> = {
  kickOff: 'commentaryEvents.periodStart',
  secondHalfStart: 'commentaryEvents.periodStart',
  extraTimeStart: 'commentaryEvents.periodStart',
  extraTimeSecondHalfStart: 'commentaryEvents.periodStart',
  halfTime: 'commentaryEvents.periodEnd',
  fullTime: 'commentaryEvents.periodEnd',
  extraTimeHalfTime: 'commentaryEvents.periodEnd',
  extraTimeEnd: 'commentaryEvents.periodEnd',
  toPenalties: 'events.toPenalties',
  shootoutGoal: 'incidents.penaltyGoal',
  shootoutMiss: 'incidents.penaltyMiss',
  shootoutWon: 'scoreboard.shootout',
  goal: 'incidents.goal',
  goalAssisted: 'incidents.goal',
  penaltyGoal: 'incidents.penaltyGoal',
  ownGoal: 'events.ownGoal',
  shotSaved: 'commentaryEvents.save',
  shotOffTarget: 'shots.offTarget',
  shotBlocked: 'shots.blocked',
  shotWoodwork: 'commentaryEvents.post',
  penaltyMissed: 'incidents.penaltyMiss',
  yellowCard: 'incidents.yellowCard',
  secondYellowCard: 'incidents.secondYellowCard',
  redCard: 'incidents.redCard',
  substitution: 'scoreboard.substitution',
  corner: 'commentaryEvents.cornerAwarded',
  foul: 'commentaryEvents.foul',
  offside: 'commentaryEvents.offsidePass',
  varGoalConfirmed: 'incidents.var',
  varGoalCancelled: 'incidents.cancelled',
  varPenaltyAwarded: 'incidents.var',
  varPenaltyCancelled: 'incidents.var',
  varRedCardConfirmed: 'incidents.var',
  varRedCardCancelled: 'incidents.var',
  tacticalChange: 'commentaryEvents.tacticalChange',
  suspended: 'stages.suspended',
  aboutToStart: 'events.aboutToStart',
  waitingForPlay: 'events.waitingForPlay',
  delayedStart: 'commentaryEvents.delayedStart',
  earlyEnd: 'commentaryEvents.earlyEnd',
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
