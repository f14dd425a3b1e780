import type { Language } from '../../../contract/languages.ts';
import type { CommentaryTemplates } from './commentary-kinds.ts';
import { ja, zh, zhTw } from './commentary-templates/east-asian.ts';
import { da, de, en, nl, sv } from './commentary-templates/germanic.ts';
import { el, hu, tr } from './commentary-templates/greek-hungarian-turkish.ts';
import { es, esXx, fr, it, pt, ptBr, ro } from './commentary-templates/romance.ts';
import { bg, cs, hr, pl, ru, sk } from './commentary-templates/slavic.ts';

/*
 * The lines of each language are in commentary-templates/, one file per language family.
 *
 * Translations read like a live-text commentator of each country. Names are filled in as they come
 * (nominative, no article, no suffix), so lines are built around that: the player stays the subject or
 * stands after a colon, the team goes in brackets or as subject ("{{player}} ({{team}})"), and where a
 * past tense or participle would show the player's gender (Slavic languages, Romance participles) the
 * line uses the present tense or a neutral phrase instead ("must leave the pitch", "sees red").
 */

/**
 * Every language has every line: the type makes a missing language or kind a compile error, and
 * commentary.test.ts checks each line keeps the English placeholders and is really translated.
 */
export const commentaryTemplates: Record<Language, CommentaryTemplates> = {
  en,
  it,
  pl,
  tr,
  'pt-br': ptBr,
  pt,
  de,
  'es-xx': esXx,
  es,
  ja,
  bg,
  cs,
  el,
  ro,
  sv,
  hr,
  hu,
  da,
  fr,
  nl,
  ru,
  sk,
  zh,
  'zh-tw': zhTw,
};
