import { resolveLanguage, type Language } from '../../../contract/languages.ts';
import { fillTemplate } from './fill-template.ts';
import type { CommentaryKind } from './commentary-kinds.ts';
import { feedLocales } from './feed-locales.ts';

export type CommentaryParams = Partial<Record<'player' | 'assist' | 'playerOn' | 'team' | 'home' | 'away' | 'score' | 'formation', string>>;

/*
 * How the lines are written (locales/feed/<lang>.json, "commentary"): like a live-text commentator
 * of each country. Names are filled in as they come (nominative, no article, no suffix), so lines are
 * built around that: the player stays the subject or stands after a colon, the team goes in brackets
 * or as subject ("{{player}} ({{team}})"), and where a past tense or participle would show the
 * player's gender (Slavic languages, Romance participles) the line uses the present tense or a
 * neutral phrase instead ("must leave the pitch", "sees red").
 */

/**
 * Commentary lines are written on the server in the fan's language: the feed answers in the
 * `lang` the widget asked for. Templates take {{name}} placeholders; every language has every kind
 * (checked when the feed starts and by locales.test.ts), and a template is filled by plain
 * substitution, never as markup.
 */
export function commentaryText(language: Language | string, kind: CommentaryKind, params: CommentaryParams = {}): string {
  return fillTemplate(feedLocales[resolveLanguage(language)].commentary[kind], params);
}
