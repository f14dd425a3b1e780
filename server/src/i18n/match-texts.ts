import { resolveLanguage, type Language } from '../../../contract/languages.ts';
import { fillTemplate } from './fill-template.ts';
import { feedLocales } from './feed-locales.ts';
import type { MatchTextKind } from './match-text-kinds.ts';

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
    | 'form'
    | 'season'
    | 'since',
    string
  >
>;

/*
 * How the sentences are written (locales/feed/<lang>.json, "matchText"): like a football writer of
 * each country. Parameters arrive as they are: names in the nominative with no article or suffix,
 * numbers as digits that may be 0, 1, 2 or 25, and {{position}} already formatted by ordinal.ts. So
 * the lines are built to stay correct whatever they receive:
 * - a count never has to agree with a noun where the language would bend it (Slavic 2/5 forms,
 *   Romanian "20 de", Romance singular for 1): verbs with bare numbers ("vinto 3, pareggiato 1"),
 *   "in X of the last Y matches", oblique cases that take any number ("w ostatnich 5 meczach",
 *   "z dorobkiem 45 pkt", "с 45 очками"), numerals that take the singular (hu, tr, ja, zh) or
 *   "label: number" where nothing else reads naturally;
 * - a team's gender or number never shows: present tense or invariant forms where a past tense or
 *   adjective would agree (Slavic, Greek, Romance participles), or a generic noun as subject
 *   ("Tým {{team}} vyhrál", "Команда {{team}} выиграла");
 * - a name never takes a case ending, suffix or contracted article (hu, tr, el, Slavic): it stays
 *   subject, stands in brackets or after a colon, or follows an invariant noun ("{{team}} takımının");
 * - {{position}} sits next to the noun its ordinal agrees with ("in 1ª posizione", "la 1.ª posición",
 *   "au 1er rang", "den 1. Platz", "1-е место", "на 1-во място", "στην 1η θέση").
 */

/**
 * Preview and insight sentences, written by the feed in the fan's language from facts computed
 * out of real results (form, table, head-to-head, scorers). Same rules as commentary: every
 * language has every kind, {{name}} placeholders, plain substitution, never markup.
 */
export function matchText(language: Language | string, kind: MatchTextKind, params: MatchTextParams = {}): string {
  return fillTemplate(feedLocales[resolveLanguage(language)].matchText[kind], params);
}
