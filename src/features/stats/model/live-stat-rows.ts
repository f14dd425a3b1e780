import { numberFormat } from '../../../lib/i18n/number-format.ts';
import type { PeriodStats } from '../../../../contract/match-data.ts';
import type { LiveStatsSummary, SideStats, StatsSummary } from '../../../../contract/protocol.ts';

/**
 * The rows of the live-stats pages (SPEC section 3 statistic labels): which statistics each page
 * compares, each side's value, and the length of each side's half of a mirrored bar.
 */

export type LiveStatsPage = 'summary' | 'attacking' | 'defence' | 'distribution' | 'discipline';
export const liveStatsPages: readonly LiveStatsPage[] = ['summary', 'attacking', 'defence', 'distribution', 'discipline'];

/** Statistics the feed serves, plus those derived from them. */
export type LiveStatKey = Exclude<keyof SideStats, 'goals'> | 'goals' | 'goalsConceded' | 'bookingPoints';

/**
 * `percent`: each side's own percentage (possession, pass accuracy), drawn against 100.
 * `count` and `decimal`: drawn as each side's share of the two sides' total.
 */
export type StatFormat = 'count' | 'decimal' | 'percent';

const formats: Partial<Record<LiveStatKey, StatFormat>> = { possession: 'percent', passAccuracy: 'percent', expectedGoals: 'decimal' };
export const formatOf = (key: LiveStatKey): StatFormat => formats[key] ?? 'count';

export const liveStatsPageRows: Record<LiveStatsPage, readonly LiveStatKey[]> = {
  summary: [
    'possession',
    'expectedGoals',
    'shots',
    'shotsOnTarget',
    'bigChances',
    'corners',
    'passes',
    'foulsConceded',
    'yellowCards',
    'redCards',
  ],
  attacking: [
    'goals',
    'expectedGoals',
    'shots',
    'shotsOnTarget',
    'shotsOffTarget',
    'blockedShots',
    'hitWoodwork',
    'bigChances',
    'attacks',
    'dangerousAttacks',
    'crosses',
    'corners',
    'offsides',
  ],
  defence: ['tackles', 'interceptions', 'clearances', 'duelsWon', 'aerialDuelsWon', 'saves', 'goalsConceded', 'foulsConceded'],
  distribution: ['possession', 'passes', 'passAccuracy', 'touches'],
  discipline: ['foulsConceded', 'yellowCards', 'redCards', 'bookingPoints', 'offsides'],
};

/** Betting's booking points: 10 for a yellow card, 25 for a red. */
export const bookingPointsPerYellow = 10;
export const bookingPointsPerRed = 25;

type AnySideStats = Partial<SideStats>;

/** One side's value of a statistic; undefined when the feed has not given it (shown as a dash). */
export function sideValue(key: LiveStatKey, own: AnySideStats, other: AnySideStats): number | undefined {
  switch (key) {
    case 'goalsConceded':
      return other.goals;
    case 'bookingPoints':
      return own.yellowCards === undefined || own.redCards === undefined
        ? undefined
        : own.yellowCards * bookingPointsPerYellow + own.redCards * bookingPointsPerRed;
    default:
      return own[key];
  }
}

export interface StatRow {
  key: LiveStatKey;
  format: StatFormat;
  home: number | undefined;
  away: number | undefined;
  /** Length of each side's bar, 0 to 1 of its half. */
  homeBar: number;
  awayBar: number;
  /** The side with the higher value, or null when level or unknown. */
  ahead: 'home' | 'away' | null;
}

/** Each side's bar: its own percentage for `percent`, its share of the total otherwise (0 and 0 draw nothing). */
export function barLengths(format: StatFormat, home: number | undefined, away: number | undefined): { home: number; away: number } {
  const h = home ?? 0;
  const a = away ?? 0;
  if (format === 'percent') return { home: clamp01(h / 100), away: clamp01(a / 100) };
  const total = h + a;
  return total > 0 ? { home: h / total, away: a / total } : { home: 0, away: 0 };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The rows of a page. A statistic a side lacks shows as a dash; with `heldOnly` (a match whose
 * sources hold no event data) a statistic neither side has is left out, since it is not held.
 */
export function statRows(page: LiveStatsPage, summary: { home: AnySideStats; away: AnySideStats }, { heldOnly = false } = {}): StatRow[] {
  const rows = liveStatsPageRows[page].map((key): StatRow => {
    const format = formatOf(key);
    const home = sideValue(key, summary.home, summary.away);
    const away = sideValue(key, summary.away, summary.home);
    const bars = barLengths(format, home, away);
    const ahead = home === undefined || away === undefined || home === away ? null : home > away ? 'home' : 'away';
    return { key, format, home, away, homeBar: bars.home, awayBar: bars.away, ahead };
  });
  return heldOnly ? rows.filter((row) => row.home !== undefined || row.away !== undefined) : rows;
}

/**
 * The live summary: the socket's statistics over the HTTP answer's. The socket speaks on every
 * change, so once it has spoken it is the newer; a statistic it leaves out (CONTRACT.md allows
 * that) keeps the answer's value.
 */
export function mergeLiveSummary(
  answer: StatsSummary | undefined,
  socket: LiveStatsSummary | null | undefined,
): { home: AnySideStats; away: AnySideStats } | undefined {
  if (!answer && !socket) return undefined;
  const merge = (base: AnySideStats | undefined, live: AnySideStats | undefined): AnySideStats => {
    const out: AnySideStats = { ...base };
    for (const [name, value] of Object.entries(live ?? {})) if (value !== undefined) out[name as keyof SideStats] = value;
    return out;
  };
  return { home: merge(answer?.home, socket?.home), away: merge(answer?.away, socket?.away) };
}

/** A statistic as the fan reads it, in the language's number format; a dash when unknown. */
export function formatStat(value: number | undefined, format: StatFormat, language: string): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  if (format === 'percent') return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
  if (format === 'decimal') return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/**
 * The first half / second half / match toggle. Extra time is one choice (its two halves
 * together), so the toggle keeps to four buttons on a 320 px phone.
 */
export type PeriodChoice = 'firstHalf' | 'secondHalf' | 'extraTime' | 'match';
export interface PeriodOption {
  choice: PeriodChoice;
  /** False for a half that has not started yet: shown, so the toggle does not move, but not choosable. */
  available: boolean;
}

type Periods = readonly PeriodStats[] | undefined;
const extraTimePeriods: ReadonlyArray<PeriodStats['period']> = ['firstHalfExtraTime', 'secondHalfExtraTime'];

/** The toggle's buttons, in order; none when the feed gives no per-period breakdown. */
export function periodOptions(periods: Periods): PeriodOption[] {
  if (!periods || periods.length === 0) return [];
  const has = (period: PeriodStats['period']) => periods.some((entry) => entry.period === period);
  const options: PeriodOption[] = [
    { choice: 'firstHalf', available: has('firstHalf') },
    { choice: 'secondHalf', available: has('secondHalf') },
  ];
  if (extraTimePeriods.some(has)) options.push({ choice: 'extraTime', available: true });
  options.push({ choice: 'match', available: true });
  return options;
}

/** The choice in force: the fan's, unless the answer cannot show it (then the match). */
export function effectiveChoice(wanted: PeriodChoice, options: readonly PeriodOption[]): PeriodChoice {
  return options.some((option) => option.choice === wanted && option.available) ? wanted : 'match';
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Two or more periods as one: counts and xG add up; pass accuracy is recomputed from the passes
 * each period completed; possession is each period's share weighted by its minutes of play.
 * A statistic some period lacks is left out (shown as a dash).
 */
export function combinePeriods(
  parts: ReadonlyArray<{ summary: StatsSummary; minutes: number }>,
): { home: AnySideStats; away: AnySideStats } | undefined {
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0]!.summary;
  const side = (own: 'home' | 'away'): AnySideStats => {
    const out: AnySideStats = {};
    const keys = Object.keys(parts[0]!.summary[own]) as Array<keyof SideStats>;
    for (const key of keys) {
      const values = parts.map((part) => part.summary[own][key]);
      if (values.some((value) => value === undefined)) continue;
      const counted = values as number[];
      if (key === 'possession') {
        const minutes = parts.reduce((sum, part) => sum + part.minutes, 0);
        out.possession = round(
          counted.reduce((sum, value, index) => sum + value * (minutes > 0 ? parts[index]!.minutes / minutes : 1 / parts.length), 0),
          1,
        );
      } else if (key === 'passAccuracy') {
        const passes = parts.map((part) => part.summary[own].passes);
        if (passes.some((value) => value === undefined)) continue;
        const total = (passes as number[]).reduce((sum, value) => sum + value, 0);
        const completed = counted.reduce((sum, accuracy, index) => sum + Math.round(((passes[index] ?? 0) * accuracy) / 100), 0);
        out.passAccuracy = total === 0 ? 0 : round((completed / total) * 100, 1);
      } else {
        const total = counted.reduce((sum, value) => sum + value, 0);
        out[key] = key === 'expectedGoals' ? round(total, 2) : total;
      }
    }
    return out;
  };
  return { home: side('home'), away: side('away') };
}

/**
 * The summary of a period choice from the answer's `periods`: a half as the feed served it, extra
 * time as its halves combined (minutes from the momentum list, one entry per minute played).
 */
export function periodSummary(
  periods: Periods,
  choice: Exclude<PeriodChoice, 'match'>,
  minutes: ReadonlyArray<{ period: string }> = [],
): { home: AnySideStats; away: AnySideStats } | undefined {
  const wanted: ReadonlyArray<PeriodStats['period']> = choice === 'extraTime' ? extraTimePeriods : [choice];
  const parts = (periods ?? [])
    .filter((entry) => wanted.includes(entry.period))
    .map((entry) => ({ summary: entry.summary, minutes: minutes.filter((minute) => minute.period === entry.period).length }));
  return combinePeriods(parts);
}
