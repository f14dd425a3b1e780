import { rankScorers } from '../competition/scorer-ranking.ts';
import type { EventSeason, ScorerCoverage, TopScorerFact } from './season-lines.ts';

export interface RankedScorer extends TopScorerFact {
  /** Competition ranking: players level on goals share a rank and the next rank is skipped (1, 1, 3). */
  rank: number;
}

export interface TopScorerTable {
  coverage: ScorerCoverage;
  rows: RankedScorer[];
  /** Who recorded the matches counted, to credit (recorded-season.ts's ids). */
  sources: readonly string[];
}

/** The season's top scorers, ranked by the one rule of competition/scorer-ranking.ts (REST's too). */
export function topScorers(season: EventSeason, limit: number): TopScorerTable {
  return {
    coverage: season.topScorers.coverage,
    rows: rankScorers(season.topScorers.rows, (row) => row.teamCode, limit),
    sources: season.topScorers.sources ?? [],
  };
}
