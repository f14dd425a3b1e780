import { isRecord, isString } from '../../contract/first-paint-parsers.ts';
import { poweredBy } from './powered-by.ts';

/** What a credits line needs of one of an answer's sources (contract/sources.ts): its id and the name it asks to be credited by. */
export interface CreditedSource {
  id: string;
  name: string;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The parts of a screen's credits line (CreditsLine) for the sources of the answers it shows:
 * StatsBomb as the provider of the event data ("Powered by StatsBomb"), every other source by its
 * own name in one "Sources: openfootball, FIFA" part (martj42's international results in the fan's
 * words, "international results"), listed as the fan's language lists. A feed
 * that names no sources yet gives its `credit` ("StatsBomb") as the provider, as before; a screen
 * whose answers name neither shows no line.
 */
export function sourceCredits(
  sources: readonly CreditedSource[] | undefined,
  credit: string | undefined,
  t: Translate,
  language: string,
): string[] {
  if (!sources?.length) return credit ? [poweredBy(t, credit)] : [];
  // martj42's international results are named for a fan as the head-to-head names them ("international results").
  const nameOf = (source: CreditedSource) => (source.id === 'internationalResults' ? t('credits.internationalResults') : source.name);
  const names = (list: readonly CreditedSource[]) => [...new Set(list.map(nameOf))];
  const others = names(sources.filter((source) => source.id !== 'statsBomb'));
  const parts: string[] = [];
  if (others.length > 0) {
    parts.push(t('credits.sources', { sources: new Intl.ListFormat(language, { type: 'conjunction', style: 'narrow' }).format(others) }));
  }
  for (const provider of names(sources.filter((source) => source.id === 'statsBomb'))) parts.push(poweredBy(t, provider));
  return parts;
}

/** The sources of an answer as sent, each with an id and a name; anything else in the list is left out. */
export function readSources(value: unknown): CreditedSource[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((source: unknown) =>
    isRecord(source) && isString(source.id) && isString(source.name) && source.name ? [{ id: source.id, name: source.name }] : [],
  );
}
