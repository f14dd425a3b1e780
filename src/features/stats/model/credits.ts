import { poweredBy } from '../../../components/powered-by.ts';

/**
 * The parts of a stats screen's one credits line (src/components/CreditsLine.tsx), so that the
 * screen's sentences say only what they say about the match. Every part names a source the feed
 * gave for this match; a match whose answer names none gets no line at all.
 */

type Translate = (key: string, values?: Record<string, string>) => string;

/** What a match-data answer (`/live_stats`, `/player_stats`) says of its sources. */
export interface AnswerSources {
  /** Who the figures come from, when the match has event data ("StatsBomb"). */
  credit?: string | undefined;
  /** For a match without event data, once over: where its full-time totals were published. */
  published?: { source: string } | undefined;
  /** The answer's sources (contract/sources.ts); those that cover `publishedTotals` name where the totals were published. */
  sources?: ReadonlyArray<{ name: string; covers: readonly string[] }> | undefined;
}

/** The names of the sources that published the answer's team totals, each once, in the answer's order. */
const publishers = (answer: AnswerSources) => [
  ...new Set((answer.sources ?? []).filter((source) => source.covers.includes('publishedTotals')).map((source) => source.name)),
];

/**
 * The answer's provider ("Powered by StatsBomb"), then where its published totals come from: the
 * names of the sources that published them, listed as the fan's language lists ("FIFA、FBref
 * (Opta)"); only a feed that names no such source has its `published.source` sentence shown as sent.
 */
export function answerCredits(answer: AnswerSources | undefined, t: Translate, language?: string): string[] {
  const parts: string[] = [];
  if (answer?.credit) parts.push(poweredBy(t, answer.credit));
  if (answer?.published) {
    const named = publishers(answer);
    const source =
      named.length > 0 ? new Intl.ListFormat(language, { type: 'conjunction', style: 'narrow' }).format(named) : answer.published.source;
    parts.push(t('credits.publishedTotals', { source }));
  }
  return parts;
}

/** The record's own source of StatsBomb's open data: it is credited as its provider, not listed. */
const statsBombSource = 'statsBomb';

/**
 * The assistants' record (GraphQL `sources`: internationalResults, leagueResults, statsBomb,
 * matchReports): the results and reports it counts in one part, listed as the fan's language
 * lists (an id the widget does not know yet is shown as sent), and StatsBomb as the provider of
 * the event data.
 */
export function recordCredits(sources: readonly string[], t: Translate, language: string): string[] {
  const listed = sources.filter((source) => source !== statsBombSource);
  const parts: string[] = [];
  if (listed.length > 0) {
    const names = listed.map((source) => t(`stats.recordSourceNames.${source}`, { defaultValue: source }));
    const list = new Intl.ListFormat(language, { type: 'conjunction', style: 'narrow' });
    parts.push(t('credits.sources', { sources: list.format(names) }));
  }
  if (sources.includes(statsBombSource)) parts.push(poweredBy(t, t('stats.recordSourceNames.statsBomb')));
  return parts;
}
