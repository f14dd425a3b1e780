import { resolveLanguage, type Language } from '../../../contract/languages.ts';
import { fillTemplate } from './fill-template.ts';
import type { MatchTextKind } from './match-text-kinds.ts';
import { matchTextTemplates } from './match-text-templates.ts';

export type MatchTextParams = Partial<
  Record<
    | 'team'
    | 'home'
    | 'away'
    | 'competition'
    | 'round'
    | 'venue'
    | 'city'
    | 'date'
    | 'count'
    | 'total'
    | 'wins'
    | 'draws'
    | 'losses'
    | 'otherWins'
    | 'goals'
    | 'player'
    | 'position'
    | 'points'
    | 'other'
    | 'form',
    string
  >
>;

/**
 * Preview and insight sentences, written by the feed in the fan's language from facts computed
 * out of real results (form, table, head-to-head, scorers). Same rules as commentary: every
 * language has every kind, {{name}} placeholders, plain substitution, never markup.
 */
export function matchText(language: Language | string, kind: MatchTextKind, params: MatchTextParams = {}): string {
  return fillTemplate(matchTextTemplates[resolveLanguage(language)][kind], params);
}
