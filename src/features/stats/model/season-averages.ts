import type * as z from 'zod/mini';
import type { seasonAveragesAnswerSchema } from '../../../../contract/match-data.ts';
import { barLengths, type StatFormat } from './live-stat-rows.ts';

/**
 * The season-average pages: each team's per-match averages (the feed's `/season_avg`). Results
 * (goals, wins, clean sheets) come from real matches and are shown with their sample; the other
 * figures come from the analytics season model and are labelled so, never passed off as fact.
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
