import type { DataOrigin, EventSeason, TopScorerFact } from './season-lines.ts';

export interface RankedScorer extends TopScorerFact {
  /** Competition ranking: players level on goals share a rank and the next rank is skipped (1, 1, 3). */
  rank: number;
}

export interface TopScorerTable {
  origin: DataOrigin;
  rows: RankedScorer[];
}

/**
 * Most goals first; level on goals, fewer penalties ranks higher in the listing (open-play goals
 * are the better sign of form) though the rank stays shared, then name for a stable order.
 */
export function topScorers(season: EventSeason, limit: number): TopScorerTable {
  const sorted = [...season.topScorers.rows].sort(
    (a, b) => b.goals - a.goals || (a.penalties ?? 0) - (b.penalties ?? 0) || a.name.localeCompare(b.name, 'en'),
  );
  const ranked = sorted.map((row, index): RankedScorer => {
    const firstLevel = sorted.findIndex((other) => other.goals === row.goals);
    return { ...row, rank: (firstLevel === -1 ? index : firstLevel) + 1 };
  });
  return { origin: season.topScorers.origin, rows: ranked.slice(0, limit) };
}
