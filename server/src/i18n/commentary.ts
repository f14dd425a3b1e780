import { resolveLanguage, type Language } from '../../../contract/languages.ts';
import { fillTemplate } from './fill-template.ts';
import type { CommentaryKind } from './commentary-kinds.ts';
import { commentaryTemplates } from './commentary-templates.ts';

export type CommentaryParams = Partial<Record<'player' | 'assist' | 'playerOn' | 'team' | 'home' | 'away' | 'score' | 'formation', string>>;

/**
 * Commentary lines are written on the server in the fan's language: the feed answers in the
 * `lang` the widget asked for. Templates take {{name}} placeholders; every language has every kind
 * (a test checks), and a template is filled by plain substitution, never as markup.
 */
export function commentaryText(language: Language | string, kind: CommentaryKind, params: CommentaryParams = {}): string {
  return fillTemplate(commentaryTemplates[resolveLanguage(language)][kind], params);
}
