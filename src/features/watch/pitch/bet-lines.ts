import type { PeriodStats } from '../../../../contract/match-data.ts';
import type { StatsSummary } from '../../../../contract/protocol.ts';
import type { Stage } from '../../../../contract/vocabulary.ts';
import { isScopeOver, type BetScope } from './match-phase.ts';

/**
 * The pitch view's bet overlay: common over/under and both-teams-to-score lines, read from the
 * same statistics as live stats (`/live_stats`) and settled by the rule bookmakers use. No odds:
 * the feed has none, and the widget never invents a price.
 *
 * - An over line is won as soon as the count passes it, and lost when the stretch of play it is
 *   about ends without passing it; both teams to score likewise. Until then it is open.
 * - Match lines are about regular time, 90 minutes and stoppage time: extra time and the shoot-out
 *   do not count, so they settle when the second half ends. A first-half line settles at half time.
 */
export type BetMarket = 'goals' | 'corners' | 'cards' | 'bothTeamsScore';

export interface BetLine {
  market: BetMarket;
  scope: BetScope;
  /** The over/under line; null for both teams to score. */
  line: number | null;
}

export const betLines: readonly BetLine[] = [
  { market: 'goals', scope: 'regularTime', line: 2.5 },
  { market: 'goals', scope: 'firstHalf', line: 0.5 },
  { market: 'corners', scope: 'regularTime', line: 9.5 },
  { market: 'cards', scope: 'regularTime', line: 3.5 },
  { market: 'bothTeamsScore', scope: 'regularTime', line: null },
];

/** From the side of the bet the line names (over the line; yes, both teams score). */
export type BetSettlement = 'open' | 'won' | 'lost';

export interface BetLineState extends BetLine {
  /** The count the line is about over its stretch of play so far (for both teams to score, the lower side's goals). */
  total: number;
  settlement: BetSettlement;
}

export interface BetLineInput {
  stage: Stage;
  summary: StatsSummary;
  /**
   * `/live_stats` `periods`: each started period's own summary. Without it, no first-half line.
   * A line whose count is not held over its stretch of play (corners of a match without event
   * data) is not offered.
   */
  periods?: readonly PeriodStats[] | undefined;
}

type Counted = 'goals' | 'corners' | 'yellowCards' | 'redCards';
/** A side's counts over a stretch of play; undefined where a summary of it does not hold the figure. */
type SideCounts = Record<Counted, number | undefined>;
const counted: readonly Counted[] = ['goals', 'corners', 'yellowCards', 'redCards'];

function sideCounts(summaries: readonly StatsSummary[], side: 'home' | 'away'): SideCounts {
  const counts: SideCounts = { goals: 0, corners: 0, yellowCards: 0, redCards: 0 };
  for (const summary of summaries)
    for (const name of counted) {
      const value: number | undefined = summary[side][name];
      const sum = counts[name];
      counts[name] = value === undefined || sum === undefined ? undefined : sum + value;
    }
  return counts;
}

const plus = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : a + b);

/** The count a market is about, for one side; undefined when it is not held (a match without event data). */
function countOf(market: Exclude<BetMarket, 'bothTeamsScore'>, side: SideCounts): number | undefined {
  if (market === 'cards') return plus(side.yellowCards, side.redCards);
  return side[market];
}

/** The summaries that make up a stretch of play, or null when the answer does not tell. */
function summariesOf(scope: BetScope, { summary, periods }: BetLineInput): StatsSummary[] | null {
  if (!periods) return scope === 'regularTime' ? [summary] : null;
  const wanted = scope === 'firstHalf' ? ['firstHalf'] : ['firstHalf', 'secondHalf'];
  return periods.filter((period) => wanted.includes(period.period)).map((period) => period.summary);
}

export function betLineStates(input: BetLineInput): BetLineState[] {
  const periodsStarted = (input.periods ?? []).map((period) => period.period);
  const states: BetLineState[] = [];
  for (const bet of betLines) {
    const summaries = summariesOf(bet.scope, input);
    if (!summaries) continue;
    const home = sideCounts(summaries, 'home');
    const away = sideCounts(summaries, 'away');
    const over = isScopeOver(bet.scope, input.stage, periodsStarted);
    let total: number | undefined;
    let reached: boolean;
    if (bet.market === 'bothTeamsScore') {
      total = home.goals === undefined || away.goals === undefined ? undefined : Math.min(home.goals, away.goals);
      reached = total !== undefined && total > 0;
    } else {
      total = plus(countOf(bet.market, home), countOf(bet.market, away));
      reached = total !== undefined && total > (bet.line ?? 0);
    }
    // A line whose count the match's sources do not hold is not offered: it could not be settled honestly.
    if (total === undefined) continue;
    states.push({ ...bet, total, settlement: reached ? 'won' : over ? 'lost' : 'open' });
  }
  return states;
}
