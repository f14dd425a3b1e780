import { isRecord, type IncidentsAnswer } from '../../contract/first-paint-parsers.ts';
import type { Language } from '../../contract/languages.ts';
import type { EventData } from '../../contract/protocol.ts';
import { teamDisplayName } from '../../contract/team-names.ts';
import { summaryText, type SummaryInputs, type Translate } from '../rules/match-summary.ts';

/*
 * The facts-first script's half-time and post-match summary (docs/adr/021-facts-first.md): a chunk
 * of its own, asked for only once the status says the scoreboard shows one. On a finished match
 * the summary is the largest text of the first view; written here, a slow line reads it about two
 * seconds before the app's bundle has come, and the app's summary, the same words by the same rule
 * (match-summary.ts) in the same type, takes its place.
 */

type Strings = Record<string, unknown>;

/** A string by its `namespace.key`, if the language has it. */
function lookup(strings: Strings, key: string): string | undefined {
  const [namespace = '', name = ''] = key.split('.');
  const group = strings[namespace];
  const text = isRecord(group) ? group[name] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** A `t` over a language's strings, as i18next's reads them here: `{{name}}` filled; the key when missing. */
export function translator(strings: Strings): Translate {
  return (key, values = {}) => lookup(strings, key)?.replace(/\{\{(\w+)\}\}/g, (whole, field: string) => values[field] ?? whole) ?? key;
}

export interface SummaryFacts {
  kind: SummaryInputs['kind'];
  match: Pick<EventData, 'home' | 'away'>;
  score: SummaryInputs['score'];
  lang: Language;
}

/** The summary as the scoreboard's MatchSummary writes it, as elements of the first-paint stylesheet. */
export function summaryElement({ kind, match, score, lang }: SummaryFacts, answer: IncidentsAnswer, strings: Strings): HTMLElement {
  const t = translator(strings);
  // Named as the app names them (use-team-name.ts): the home nations from the language's strings.
  const name = (team: EventData['home']) =>
    (team.name && teamDisplayName(team, lang, (country) => lookup(strings, `nations.${country}`))) || t('common.notAvailable');
  const teams = { home: name(match.home), away: name(match.away) };
  const { title, sentences } = summaryText(
    { kind, incidents: answer.incidents, score, shootout: answer.shootout ?? undefined, teams, lang },
    t,
  );
  const section = document.createElement('section');
  section.className = 'cpp-sk-sum';
  const heading = document.createElement('h2');
  heading.textContent = title;
  section.append(
    heading,
    ...sentences.map((sentence) => {
      const line = document.createElement('p');
      line.textContent = sentence;
      return line;
    }),
  );
  return section;
}

/**
 * Once the incidents and the language's strings (the frame's part, which the app reads next, and
 * the summary's few, string-parts.ts) are in, writes the summary under the card in place of the
 * skeleton's rows; nothing when either failed or the app has the page already.
 */
export async function drawSummary(
  skeleton: HTMLElement,
  facts: SummaryFacts,
  incidents: Promise<IncidentsAnswer | null>,
  strings: Promise<[Strings, Strings]>,
): Promise<void> {
  const [answer, [frame, summaryStrings]] = await Promise.all([incidents, strings]);
  const card = skeleton.querySelector('.cpp-sk-card');
  if (!answer || !card || !skeleton.isConnected) return;
  const summary = summaryElement(facts, answer, { ...frame, ...summaryStrings });
  skeleton.querySelectorAll('.cpp-sk-row').forEach((row) => row.remove());
  card.after(summary);
}
