/**
 * Orders of the stats tables: top scorers with their tie-breaks, player statistics by any column,
 * and match points.
 */

export interface ScorerRow {
  name: string;
  teamCode: string;
  teamName: string;
  goals: number;
  /** Penalty goals, when the source knows them. */
  penalties: number | null;
  /** Matches played, when the source knows them. */
  appearances: number | null;
}

export interface RankedScorer extends ScorerRow {
  rank: number;
}

/**
 * The top-scorer order, as we document it to the fan: most goals first; level on goals, fewer
 * penalty goals first (more goals from open play), then fewer matches played. Players level on all
 * three share a rank (1, 2, 2, 4), listed by name. A tie-break the source does not know is skipped.
 */
export function rankScorers(rows: readonly ScorerRow[], locale = 'en'): RankedScorer[] {
  const collator = new Intl.Collator(locale);
  const tieKey = (row: ScorerRow) => [-row.goals, row.penalties ?? 0, row.appearances ?? 0];
  const compareKeys = (left: ScorerRow, right: ScorerRow) => {
    const [a, b] = [tieKey(left), tieKey(right)];
    for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return a[index]! - b[index]!;
    return 0;
  };
  const sorted = [...rows].sort((left, right) => compareKeys(left, right) || collator.compare(left.name, right.name));
  return sorted.map((row, index) => {
    let rank = index + 1;
    for (let earlier = index - 1; earlier >= 0 && compareKeys(sorted[earlier]!, row) === 0; earlier -= 1) rank = earlier + 1;
    return { ...row, rank };
  });
}

export type SortDirection = 'ascending' | 'descending';

/**
 * Rows sorted by one column, ties by name; text columns compare in the fan's language. A fan's
 * first tap on a number column sorts highest first; on a text column, A to Z.
 */
export function sortRows<Row extends { name: string }, Key extends keyof Row & string>(
  rows: readonly Row[],
  column: Key,
  direction: SortDirection,
  locale = 'en',
): Row[] {
  const collator = new Intl.Collator(locale);
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const [a, b] = [left[column], right[column]];
    const byColumn = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return sign * byColumn || collator.compare(left.name, right.name);
  });
}

export function firstDirection(value: unknown): SortDirection {
  return typeof value === 'number' ? 'descending' : 'ascending';
}

export interface PointsRow {
  name: string;
  points: number;
  breakdown: Record<string, number>;
}

/** Match points (ours; the route keeps the name opta-points), most first, ties by name; each breakdown line most first, lines worth 0 left out. */
export function orderPoints<Row extends PointsRow>(rows: readonly Row[], locale = 'en'): (Row & { lines: [string, number][] })[] {
  const collator = new Intl.Collator(locale);
  return [...rows]
    .sort((left, right) => right.points - left.points || collator.compare(left.name, right.name))
    .map((row) => ({
      ...row,
      lines: Object.entries(row.breakdown)
        .filter(([, value]) => value !== 0)
        .sort(([, a], [, b]) => b - a),
    }));
}
