import type * as z from 'zod/mini';
import type { seasonAveragesAnswerSchema } from '../../../../contract/match-data.ts';
import type { Side } from '../../../../contract/protocol.ts';
import type { SeasonPlayerStatsData } from '../api/season-player-stats.ts';
import { barLengths, type StatFormat } from './live-stat-rows.ts';

/**
 * The season-average pages: each team's per-match averages (the feed's `/season_avg`). Results
 * (goals, wins, clean sheets) come from real matches and are shown with their sample; the other
 * figures only from the matches whose event data we hold (`measured`), with how many those are,
 * and not at all where there is none.
 *
 * Per match and per 90 minutes: a team plays every minute of its matches, so a per-match average
 * is a per-90 value for matches of 90 minutes. Where the feed gives the minutes of the results
 * (`minutes`: 120 after extra time, the match in play so far) and they are not 90 a match, the
 * results are also given per 90 minutes (`resultsPer90`); an older feed without minutes gets the
 * note that a match that went to extra time counts as one (`perMatchPer90Note`). The measured
 * figures name their own sample (`measuredSample`). Players do not play every minute: their
 * per-90 values are worked out from the minutes they played (`playerPer90Rows`), never from
 * their appearances.
 */

export type SeasonAverages = z.infer<typeof seasonAveragesAnswerSchema>;
type TeamAverages = SeasonAverages['home'];

export type SeasonPage = 'summary' | 'attacking' | 'defence' | 'distribution' | 'discipline';
export const seasonPages: readonly SeasonPage[] = ['summary', 'attacking', 'defence', 'distribution', 'discipline'];

type ResultKey = 'goals' | 'goalsConceded' | 'winPercentage' | 'cleanSheetPercentage';
type ModelKey = keyof NonNullable<TeamAverages['measured']>;

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

export interface Sample {
  matches: number;
  /** Regulation minutes of those matches, when the feed says. */
  minutes?: number;
}

export interface SeasonView {
  results: SeasonRow[];
  /**
   * The page's goal figures per 90 minutes played, when the feed gives both teams' minutes and
   * some match did not last 90 (extra time, or the match in play); empty otherwise, where they
   * would repeat the per-match rows.
   */
  resultsPer90: SeasonRow[];
  /** Empty when neither team has a match with event data. */
  measured: SeasonRow[];
  /** Matches (and minutes) each team's results are over. */
  sample: Record<Side, Sample>;
  /** What each team's measured figures are over, when it has any. */
  measuredSample: Record<Side, Sample | undefined>;
}

type GoalKey = 'goals' | 'goalsConceded';
const isGoalKey = (key: ResultKey): key is GoalKey => key === 'goals' || key === 'goalsConceded';

/**
 * A team's goals (for or against) per 90 minutes: the total is recovered from the per-match
 * average, which the feed rounds to two decimals (exact below 100 matches, as goals are whole).
 */
function goalsPer90(team: TeamAverages, key: GoalKey): number | undefined {
  if (team.minutes === undefined || team.played === 0) return undefined;
  const total = Math.round((key === 'goals' ? team.goalsFor : team.goalsAgainst) * team.played);
  return per90(total, team.minutes) ?? undefined;
}

export function seasonView(page: SeasonPage, answer: SeasonAverages): SeasonView {
  const teams = [answer.home, answer.away];
  const minutesKnown = teams.every((team) => team.minutes !== undefined);
  const not90AMatch = teams.some((team) => team.played > 0 && team.minutes !== undefined && team.minutes !== team.played * 90);
  return {
    results: resultRows[page].map((key) => row(key, resultValue(answer.home, key), resultValue(answer.away, key))),
    resultsPer90:
      minutesKnown && not90AMatch
        ? resultRows[page].filter(isGoalKey).map((key) => row(key, goalsPer90(answer.home, key), goalsPer90(answer.away, key)))
        : [],
    measured:
      answer.home.measured || answer.away.measured
        ? modelRows[page].map((key) => row(key, answer.home.measured?.[key], answer.away.measured?.[key]))
        : [],
    sample: {
      home: { matches: answer.home.played, ...(answer.home.minutes === undefined ? {} : { minutes: answer.home.minutes }) },
      away: { matches: answer.away.played, ...(answer.away.minutes === undefined ? {} : { minutes: answer.away.minutes }) },
    },
    measuredSample: { home: answer.home.measuredSample, away: answer.away.measuredSample },
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
    const total = line[stat];
    if (line.minutes < per90MinimumMinutes || total === null) continue;
    const rate = per90(total, line.minutes);
    if (rate === null) continue;
    rows.push({
      playerId: line.player.id,
      name: line.player.name,
      side: line.player.team.side === 'HOME' ? 'home' : 'away',
      teamCode: line.player.team.code,
      appearances: line.appearances,
      minutes: line.minutes,
      total,
      per90: rate,
    });
  }
  rows.sort((left, right) => right.per90 - left.per90 || right.minutes - left.minutes || collator.compare(left.name, right.name));
  return rows.slice(0, per90RowsShown);
}
