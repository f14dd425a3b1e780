import type { MomentumMinute, XgMinute } from '../../../contract/match-data.ts';
import type { CompiledMatch } from '../match/compile.ts';
import { minuteKey, minutesUntil, type MatchMinute } from './moments.ts';
import type { Shot } from './shots.ts';
import { hasEventData } from './summary.ts';

/**
 * Momentum and the xG timeline: one entry per minute of play that has started, injury time as
 * its own minutes (45+1, 45+2, ...). Each shot belongs to exactly one minute, so the timeline's
 * last entry is the sum of the shots' xG. A match without event data has neither: its sources hold
 * no minute's pressure and no shot's xG.
 */

/** Pressure per minute: dangerous attacks weigh most, then shots, then attacks (0..100). */
export function momentumValue(flow: { attacks: number; dangerousAttacks: number }, shots: number): number {
  return Math.min(100, Math.round(flow.dangerousAttacks * 18 + shots * 14 + flow.attacks * 5));
}

const noFlow = { attacks: 0, dangerousAttacks: 0 };

const label = (row: MatchMinute) => ({
  period: row.period,
  minute: row.minute,
  ...(row.addedMinute === undefined ? {} : { addedMinute: row.addedMinute }),
});

/** The row a shot belongs to: its own minute, or the last one of its period (a shot past the end, fired in a break). */
function rowIndexOf(rows: readonly MatchMinute[], shot: Shot): number {
  const exact = rows.findIndex((row) => row.period === shot.period && row.index === Math.floor(shot.secondInPeriod / 60));
  if (exact >= 0) return exact;
  const lastOfPeriod = rows.findLastIndex((row) => row.period === shot.period);
  return lastOfPeriod >= 0 ? lastOfPeriod : rows.length - 1;
}

export interface MinuteSeries {
  momentum: MomentumMinute[];
  xgTimeline: XgMinute[];
}

export function minuteSeries(match: CompiledMatch, second: number, shots: readonly Shot[]): MinuteSeries {
  const rows = hasEventData(match.scenario) ? minutesUntil(match, second) : [];
  if (rows.length === 0) return { momentum: [], xgTimeline: [] };
  const perRow = rows.map(() => ({ home: { shots: 0, xg: 0 }, away: { shots: 0, xg: 0 } }));
  for (const shot of shots) {
    const row = perRow[rowIndexOf(rows, shot)]!;
    row[shot.side].shots += 1;
    row[shot.side].xg += shot.xg;
  }
  // Flow of a minute counts once the minute is over, as in the summary.
  const flowOf = new Map(
    match.flow.filter(({ at }) => at <= second).map(({ minute }) => [minuteKey(minute.period, minute.minute), minute]),
  );
  const running = { home: 0, away: 0 };
  const momentum: MomentumMinute[] = [];
  const xgTimeline: XgMinute[] = [];
  rows.forEach((row, index) => {
    const counted = perRow[index]!;
    const flow = flowOf.get(minuteKey(row.period, row.index));
    momentum.push({
      ...label(row),
      home: momentumValue(flow?.home ?? noFlow, counted.home.shots),
      away: momentumValue(flow?.away ?? noFlow, counted.away.shots),
    });
    running.home += counted.home.xg;
    running.away += counted.away.xg;
    xgTimeline.push({ ...label(row), home: Math.round(running.home * 100) / 100, away: Math.round(running.away * 100) / 100 });
  });
  return { momentum, xgTimeline };
}
