import type { TFunction } from 'i18next';
import { numberFormat } from '../../../lib/i18n/number-format.ts';
import type { Choice } from '../../../components/ChoiceToggle.tsx';
import {
  eventLabelKeys,
  matchCounts,
  percentOverOptions,
  thresholds,
  type Evidence,
  type PlayerEvent,
  type TeamEvent,
} from './assistant-filters.ts';

/**
 * What the player and team assistants say, in the fan's language: the filters' choices, what a
 * player's row is, and the evidence under each row ("Over 0.5 Goals in 5 of the team's last 6
 * matches on record. Average 1 a match."). Pure, so each sentence is tested on its own; the list
 * only lays them out.
 */
export interface AssistantWords {
  t: TFunction;
  language: string;
}

/** The line a row's evidence is about: the event, the line and whether the event is yes or no. */
export interface AssistantLine {
  event: PlayerEvent | TeamEvent;
  line: number;
  /** A yes-or-no event counts 1 or 0 a match: its sentence has no line and no average. */
  yesNo: boolean;
}

const number = (value: number, language: string) => numberFormat(language, { maximumFractionDigits: 2 }).format(value);
const percent = (share: number, language: string) => numberFormat(language, { style: 'percent' }).format(share);

export const eventLabel = (event: PlayerEvent | TeamEvent, { t }: AssistantWords): string => t(eventLabelKeys[event]);

/** A row's share of matches over the line, as the figure it is ranked by: "83%". */
export const shareText = (percentage: number, { language }: AssistantWords): string => percent(percentage / 100, language);

/** GraphQL's POSITION names to the `positions` area's keys (DEFENSIVE_MIDFIELDER to defensiveMidfielder). */
export function positionKey(position: string): string {
  return position.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** What a player's row is, under the name: the team's code and the position ("ARG · Attacker"); a position without a word as sent. */
export function playerDetail(teamCode: string, position: string, { t }: AssistantWords): string {
  return [teamCode, t(`positions.${positionKey(position)}`, { defaultValue: position })].join(' · ');
}

const average = (value: number, { yesNo }: AssistantLine, words: AssistantWords) =>
  yesNo ? '' : ` ${words.t('stats.averagePerMatch', { average: number(value, words.language) })}`;

/** A team's evidence: in how many of its last matches it went over the line, and its average. */
export function teamEvidence(shown: Evidence, averageValue: number, about: AssistantLine, words: AssistantWords): string {
  const { t, language } = words;
  const sentence = t(about.yesNo ? 'stats.evidenceTeamYesNo' : 'stats.evidenceTeam', {
    line: number(about.line, language),
    event: eventLabel(about.event, words),
    hits: shown.hits,
    matches: shown.matches,
  });
  return sentence + average(averageValue, about, words);
}

/**
 * A player's evidence: in how many of his team's last matches he went over the line, how many of
 * them he played where the record says (the international results name scorers only), and his average.
 */
export function playerEvidence(shown: Evidence, averageValue: number, about: AssistantLine, words: AssistantWords): string {
  const { t, language } = words;
  const facts = { line: number(about.line, language), event: eventLabel(about.event, words), hits: shown.hits, matches: shown.matches };
  const sentence =
    shown.appearances === null
      ? t('stats.evidencePlayerOnRecord', facts)
      : t('stats.evidencePlayer', { ...facts, appearances: shown.appearances });
  return sentence + average(averageValue, about, words);
}

/** The events offered, each by its name. */
export const eventChoices = <E extends PlayerEvent | TeamEvent>(events: readonly E[], words: AssistantWords): Choice<E>[] =>
  events.map((value) => ({ value, label: eventLabel(value, words) }));

/** The lines: the number, and "Over 1.5" for a screen reader. */
export const lineChoices = ({ t, language }: AssistantWords): Choice<number>[] =>
  thresholds.map((value) => ({ value, label: number(value, language), fullLabel: t('stats.overLine', { line: number(value, language) }) }));

/** How many of the last matches: the number, and "Last 6" for a screen reader. */
export const matchCountChoices = ({ t, language }: AssistantWords): Choice<number>[] =>
  matchCounts.map((value) => ({ value, label: number(value, language), fullLabel: t('filters.lastN', { count: value }) }));

/** The share a row must pass to be shown: any, or "25%" read "Over 25%". */
export const shareChoices = ({ t, language }: AssistantWords): Choice<number>[] =>
  percentOverOptions.map((value) =>
    value === 0
      ? { value, label: t('stats.anyShare') }
      : { value, label: percent(value / 100, language), fullLabel: t('filters.percentOver', { percent: value }) },
  );
