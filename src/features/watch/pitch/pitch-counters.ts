import type { SideStats } from '../../../../contract/protocol.ts';
import type { VisualisationEvent } from './pitch-model.ts';

/**
 * The counters on the pitch view's event chips: the match's own figures, the ones live stats
 * shows, read from the same `/live_stats` summary (the feed's match-stats modules are their one
 * source). They are never counted from the pitch's marks, which are only the latest events: that
 * once read "Corners 3, Fouls 11, Passes 0" for Barcelona v Alavés, whose live stats say 7, 23
 * and 1,132.
 */
export interface PitchCounter {
  /** The match's figure; null while it is not known (not loaded, or not held for this match). */
  total: number | null;
  /**
   * How many of them the pitch draws, when that differs from the total (a match whose shots are
   * known only as published totals): the chip then says so, so that no count passes for another.
   */
  drawn: number | null;
}

type SideFigures = Partial<Pick<SideStats, 'shots' | 'expectedGoals' | 'passes' | 'tackles' | 'foulsConceded' | 'offsides' | 'corners'>>;

const figureOf: Record<VisualisationEvent, keyof SideFigures> = {
  shots: 'shots',
  xg: 'expectedGoals',
  passes: 'passes',
  tackles: 'tackles',
  fouls: 'foulsConceded',
  offsides: 'offsides',
  corners: 'corners',
};

export function pitchCounters(
  summary: { home: SideFigures; away: SideFigures } | undefined,
  drawnShots: number,
): Record<VisualisationEvent, PitchCounter> {
  const total = (kind: VisualisationEvent): number | null => {
    const home = summary?.home[figureOf[kind]];
    const away = summary?.away[figureOf[kind]];
    if (home === undefined || away === undefined) return null;
    // xG is a sum of two figures rounded to hundredths: round the sum again, or 2.99 + 0.3 reads 3.2900000000000005.
    return kind === 'xg' ? Math.round((home + away) * 100) / 100 : home + away;
  };
  const counters = Object.fromEntries(
    (Object.keys(figureOf) as VisualisationEvent[]).map((kind) => [kind, { total: total(kind), drawn: null }]),
  ) as Record<VisualisationEvent, PitchCounter>;
  const shots = counters.shots.total;
  if (shots !== null && shots !== drawnShots) counters.shots.drawn = drawnShots;
  return counters;
}
