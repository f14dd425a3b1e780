import * as z from 'zod/mini';

/**
 * Where an answer's facts come from, named as each source asks to be credited
 * (docs/feed-protocol.md, "Every figure and its source"). Every feed answer about an event carries
 * `sources`: the widget shows them in the screen's one credits line, and an operator can list them
 * in full. A source a figure does not come from is not listed; an answer with no figure lists none.
 */

/**
 * The ids a source is known by, stable for clients to word or style them:
 * - `statsBomb`: StatsBomb open data (events, line-ups, shots with xG); credit "StatsBomb";
 * - `openfootball`: openfootball's CC0 results (`dataset` names the file: worldcup.json,
 *   euro.json, football.json);
 * - `internationalResults`: martj42/international_results, every men's international since 1872
 *   with its scorers and shoot-outs (CC0);
 * - `fifaMatchReport`: FIFA's official match report of a World Cup match (line-ups, substitutions,
 *   cards, assists, referee, attendance): a public record, not a data file;
 * - `publicRecord`: any other public record a fact was taken from (a match report that names the
 *   referee, the site that published a match's expected goals), named precisely in `dataset`.
 * A client shows an id it does not know by its `name`.
 */
export const sourceIds = ['statsBomb', 'openfootball', 'internationalResults', 'fifaMatchReport', 'publicRecord'] as const;
export type SourceId = (typeof sourceIds)[number];

/**
 * What an answer takes from a source, as ids a client can word: a figure kind listed here is
 * served from that source in this answer, and from no other.
 */
export const sourceCovers = [
  'events',
  'lineups',
  'formations',
  'shots',
  'goals',
  'assists',
  'cards',
  'substitutions',
  'shootout',
  'results',
  'scorers',
  'kickoff',
  'venue',
  'referee',
  'attendance',
  'publishedTotals',
] as const;
export type SourceCover = (typeof sourceCovers)[number];

export const answerSourceSchema = z.object({
  /** One of `sourceIds`; a newer feed may send another, which a client shows by `name`. */
  id: z.string(),
  /** The name to credit, as the source asks: "StatsBomb", "openfootball", "martj42/international_results", "FIFA". */
  name: z.string(),
  /** The dataset or document the facts were taken from: "StatsBomb open data", "openfootball/worldcup.json", … */
  dataset: z.string(),
  /** Its licence or terms, as published: "CC0 1.0", "StatsBomb public data user agreement", "public record". */
  licence: z.string(),
  /** Where the dataset is published, when it has one address. */
  url: z.optional(z.string()),
  /** What this answer takes from it (`sourceCovers`; a newer feed may send others). */
  covers: z.array(z.string()),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

/** An answer's sources, in the order its figures use them; optional so older feeds still parse. */
export const answerSourcesField = z.optional(z.array(answerSourceSchema));
