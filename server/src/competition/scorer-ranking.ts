/**
 * The one ranking of a top-scorer chart, used by REST (`/top_scorers`, competition/top-scorers.ts)
 * and GraphQL (`topScorers`, analytics/top-scorers.ts) alike:
 *
 * 1. Most goals (penalties included, shoot-out kicks never: they are not goals).
 * 2. Level on goals, players share the rank, and the next rank skips (1, 1, 3): our data has
 *    neither assists nor minutes for every scorer, so the Golden Boot's tie-breaks (assists, then
 *    fewer minutes) cannot be applied honestly and no order among level players is claimed.
 * 3. Within a shared rank the listing is by fewer penalties (more goals from open play), then by
 *    name (English collation, accents as their base letter), then by team, so every surface lists
 *    level players in the same order on every run.
 */
export interface RankableScorer {
  name: string;
  /** Penalties included. */
  goals: number;
  /** How many of `goals` were penalties; unknown counts as none. */
  penalties?: number;
}

const byName = new Intl.Collator('en');

/** The listing order: most goals, then fewer penalties, then name, then team. */
export function compareScorers<T extends RankableScorer>(teamOf: (row: T) => string): (a: T, b: T) => number {
  return (a, b) =>
    b.goals - a.goals || (a.penalties ?? 0) - (b.penalties ?? 0) || byName.compare(a.name, b.name) || byName.compare(teamOf(a), teamOf(b));
}

/** Sorted, ranked and cut at `limit` rows; the rows are copied with their `rank`. */
export function rankScorers<T extends RankableScorer>(
  rows: readonly T[],
  teamOf: (row: T) => string,
  limit = Number.POSITIVE_INFINITY,
): Array<T & { rank: number }> {
  const sorted = [...rows].sort(compareScorers(teamOf));
  let rank = 0;
  return sorted.slice(0, limit).map((row, index) => {
    if (index === 0 || sorted[index - 1]!.goals !== row.goals) rank = index + 1;
    return { ...row, rank };
  });
}
