import { resolveLanguage, type Language } from '../../../contract/languages.ts';
import { fillTemplate } from './fill-template.ts';
import { commentaryTemplates } from './commentary-templates.ts';

/**
 * Commentary lines are written on the server in the fan's language: the feed answers in the
 * `lang` the widget asked for. Templates take {{name}} placeholders; every language has every kind
 * (a test checks), and a template is filled by plain substitution, never as markup.
 */
export const commentaryKinds = [
  'kickOff',
  'halfTime',
  'secondHalfStart',
  'fullTime',
  'extraTimeStart',
  'extraTimeHalfTime',
  'extraTimeSecondHalfStart',
  'extraTimeEnd',
  'toPenalties',
  'shootoutGoal',
  'shootoutMiss',
  'shootoutWon',
  'goal',
  'penaltyGoal',
  'ownGoal',
  'goalAssisted',
  'shotSaved',
  'shotOffTarget',
  'shotBlocked',
  'shotWoodwork',
  'penaltyMissed',
  'yellowCard',
  'secondYellowCard',
  'redCard',
  'substitution',
  'corner',
  'foul',
  'offside',
  'varGoalConfirmed',
  'varGoalCancelled',
  'varPenaltyAwarded',
  'varPenaltyCancelled',
  'varRedCardConfirmed',
  'varRedCardCancelled',
  'tacticalChange',
  'suspended',
  'aboutToStart',
  'waitingForPlay',
] as const;
export type CommentaryKind = (typeof commentaryKinds)[number];

export type CommentaryParams = Partial<Record<'player' | 'assist' | 'playerOn' | 'team' | 'home' | 'away' | 'score' | 'formation', string>>;

export function commentaryText(language: Language | string, kind: CommentaryKind, params: CommentaryParams = {}): string {
  return fillTemplate(commentaryTemplates[resolveLanguage(language)][kind], params);
}
