import type { TFunction } from 'i18next';
import type { PitchMarks } from '../../../rules/formation-layout.ts';
import type { PitchPlayer } from '../rules/lineup-view.ts';

/** What one mark on the pitch says, in words: its title, and its part of the list a screen reader reads. */
export function markWords(mark: { kind: keyof PitchMarks }, player: PitchPlayer, marks: PitchMarks, t: TFunction): string {
  switch (mark.kind) {
    case 'substitution':
      return marks.substitution === 'on'
        ? `${t('events.substitutionOn')} ${player.cameOnMinute}′`
        : `${t('events.substitutionOff')} ${player.wentOffMinute}′`;
    case 'card':
      return marks.card === 'secondYellow'
        ? t('incidents.secondYellowCard')
        : marks.card === 'red'
          ? t('incidents.redCard')
          : t('incidents.yellowCard');
    case 'goals':
      return marks.goals > 1 ? `${t('stats.goals')}: ${marks.goals}` : t('incidents.goal');
    case 'ownGoals':
      return marks.ownGoals > 1 ? `${t('events.ownGoal')}: ${marks.ownGoals}` : t('events.ownGoal');
    case 'captain':
      return t('areas.captain');
  }
}

/** Every mark of a player in words, in the order the pitch draws them. */
export function allMarkWords(player: PitchPlayer, marks: PitchMarks, t: TFunction): string[] {
  const kinds: (keyof PitchMarks)[] = [];
  if (marks.captain) kinds.push('captain');
  if (marks.goals > 0) kinds.push('goals');
  if (marks.ownGoals > 0) kinds.push('ownGoals');
  if (marks.card) kinds.push('card');
  if (marks.substitution) kinds.push('substitution');
  return kinds.map((kind) => markWords({ kind }, player, marks, t));
}
