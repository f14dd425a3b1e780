import type * as z from 'zod/mini';
import type { seasonAveragesAnswerSchema } from '../../../../contract/match-data.ts';
import type { Side } from '../../../../contract/protocol.ts';
import type { SeasonPlayerStatsData } from '../api/player-stats.ts';
import { barLengths, type StatFormat } from './live-stat-rows.ts';

/**
 * The season-average pages: each team's per-match averages (the feed's `/season_avg`). Results
 * (goals, wins, clean sheets) come from real matches and are shown with their sample; the other
 * figures come from the analytics season model and are labelled so, never passed off as fact.
 *
 * Per match and per 90 minutes: a team plays every minute of its matches, so a per-match average
 * is a per-90 value for matches of 90 minutes; the feed does not say which matches went to extra
 * time, so the page says that such a match counts as one (see `perMatchPer90Note`) rather than
 * pretend to scale it. Players do not play every minute: their per-90 values are worked out from
 * the minutes they played (`playerPer90Rows`), never from their appearances.
 */

export type SeasonAverages = z.infer<typeof seasonAveragesAnswerSchema>;
type TeamAverages = SeasonAverages['home'];

export type SeasonPage = 'summary' | 'attacking' | 'defence' | 'distribution' | 'discipline';
export const seasonPages: readonly SeasonPage[] = ['summary', 'attacking', 'defence', 'distribution', 'discipline'];

type ResultKey = 'goals' | 'goalsConceded' | 'winPercentage' | 'cleanSheetPercentage';
type ModelKey = keyof TeamAverages['modelled'];

const resultRows: Record<SeasonPage, readonly ResultKey[]> = {
  summary: ['goals', 'goalsConceded', 'winPercentage', 'cleanSheetPercentage'],
  attacking: ['goals'],
  defence: ['goalsConceded', 'cleanSheetPercentage'],
  distribution: [],
  discipline: [],
};
const modelRows: Record<SeasonPage, readonly ModelKey[]> = {
  summary: ['shots', 'shotsOnTarget', 'passAccuracy', 'corners'],
  attacking: ['shots', 'shotsOnTarget', 'corners'],
  defence: ['tackles'],
  distribution: ['passes', 'passAccuracy'],
  discipline: ['fouls', 'yellowCards'],
};

export interface SeasonRow {
  /** Translation key of the label. */
  labelKey: string;
  key: string;
  format: StatFormat;
  home: number | undefined;
  away: number | undefined;
  homeBar: number;
  awayBar: number;
}

const resultValue = (team: TeamAverages, key: ResultKey): number | undefined => {
  // Without a match played there is no average: a dash, not a zero.
  if (team.played === 0) return undefined;
  switch (key) {
    case 'goals':
      return team.goalsFor;
    case 'goalsConceded':
      return team.goalsAgainst;
    default:
      return team[key];
  }
};

const labelKeys: Record<ResultKey | ModelKey, string> = {
  goals: 'stats.goals',
  goalsConceded: 'stats.goalsConceded',
  winPercentage: 'stats.winPercentage',
  cleanSheetPercentage: 'stats.cleanSheetPercentage',
  shots: 'stats.shots',
  shotsOnTarget: 'stats.shotsOnTarget',
  passes: 'stats.passes',
  passAccuracy: 'stats.passAccuracy',
  corners: 'stats.corners',
  fouls: 'stats.foulsConceded',
  yellowCards: 'stats.yellowCards',
  tackles: 'stats.tackles',
};

const percentKeys = new Set<string>(['winPercentage', 'cleanSheetPercentage', 'passAccuracy']);

function row(key: ResultKey | ModelKey, home: number | undefined, away: number | undefined): SeasonRow {
  const format: StatFormat = percentKeys.has(key) ? 'percent' : 'count';
  const bars = barLengths(format, home, away);
  return { key, labelKey: labelKeys[key], format, home, away, homeBar: bars.home, awayBar: bars.away };
}

export interface SeasonView {
  results: SeasonRow[];
  modelled: SeasonRow[];
  /** Matches each team's results are over. */
  sample: { home: number; away: number };
}

export function seasonView(page: SeasonPage, answer: SeasonAverages): SeasonView {
  return {
    results: resultRows[page].map((key) => row(key, resultValue(answer.home, key), resultValue(answer.away, key))),
    modelled: modelRows[page].map((key) => row(key, answer.home.modelled[key], answer.away.modelled[key])),
    sample: { home: answer.home.played, away: answer.away.played },
  };
}

/**
 * A count per 90 minutes played, to two decimals; null without minutes. Per-match averages are
 * not per-90 values: a match that went to extra time lasted 120 minutes.
 */
export function per90(count: number, minutes: number): number | null {
  if (!(minutes > 0)) return null;
  return Math.round((count / minutes) * 90 * 100) / 100;
}

/** The statistic each page ranks players by, per 90 minutes. */
export type Per90Stat = 'goals' | 'shots' | 'tackles' | 'passes' | 'fouls';
export const per90StatOf: Record<SeasonPage, Per90Stat> = {
  summary: 'goals',
  attacking: 'shots',
  defence: 'tackles',
  distribution: 'passes',
  discipline: 'fouls',
};
export const per90LabelKeys: Record<Per90Stat, string> = {
  goals: 'stats.goals',
  shots: 'stats.shots',
  tackles: 'stats.tackles',
  passes: 'stats.passes',
  fouls: 'stats.foulsConceded',
};

/** Below three full matches a per-90 value is mostly chance (one goal in 20 minutes is 4.5 per 90). */
export const per90MinimumMinutes = 270;
export const per90RowsShown = 10;

export interface PlayerPer90Row {
  playerId: string;
  name: string;
  side: Side;
  teamCode: string;
  /** The sample: matches played and the minutes in them. */
  appearances: number;
  minutes: number;
  /** The season total and its rate per 90 minutes played. */
  total: number;
  per90: number;
}

/**
 * The players of both squads with at least `per90MinimumMinutes`, by their rate per 90 minutes of
 * the page's statistic: highest first, then the larger sample (more minutes), then by name.
 */
export function playerPer90Rows(page: SeasonPage, data: SeasonPlayerStatsData, locale = 'en'): PlayerPer90Row[] {
  const stat = per90StatOf[page];
  const collator = new Intl.Collator(locale);
  const rows: PlayerPer90Row[] = [];
  for (const line of data.playerStats ?? []) {
    if (line.minutes < per90MinimumMinutes) continue;
    const rate = per90(line[stat], line.minutes);
    if (rate === null) continue;
    rows.push({
      playerId: line.player.id,
      name: line.player.name,
      side: line.player.team.side === 'HOME' ? 'home' : 'away',
      teamCode: line.player.team.code,
      appearances: line.appearances,
      minutes: line.minutes,
      total: line[stat],
      per90: rate,
    });
  }
  rows.sort((left, right) => right.per90 - left.per90 || right.minutes - left.minutes || collator.compare(left.name, right.name));
  return rows.slice(0, per90RowsShown);
}
