import { lighthouseBudgets } from './budgets.ts';

/** The part of a Lighthouse result (LH.Result) this benchmark reads; a real result fits it. */
export interface LighthouseResultPart {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

export interface PageRun {
  /** 0 to 100, as Lighthouse's report shows it. */
  performanceScore: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

function numericValue(result: LighthouseResultPart, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (value === undefined || !Number.isFinite(value))
    throw new Error(`Lighthouse gave no value for ${audit}: the page did not load far enough to measure it`);
  return value;
}

/** The figures of one run; loud when Lighthouse could not measure the page. */
export function pageRunOf(result: LighthouseResultPart): PageRun {
  if (result.runtimeError) throw new Error(`Lighthouse failed: ${result.runtimeError.code} ${result.runtimeError.message}`);
  const score = result.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
  return {
    performanceScore: Math.round(score * 100),
    firstContentfulPaintMs: numericValue(result, 'first-contentful-paint'),
    largestContentfulPaintMs: numericValue(result, 'largest-contentful-paint'),
    totalBlockingTimeMs: numericValue(result, 'total-blocking-time'),
    cumulativeLayoutShift: numericValue(result, 'cumulative-layout-shift'),
  };
}

/**
 * The run with the median performance score (ties: the lower LCP). One whole run, not a median
 * per metric: its figures belong together, as in the report Lighthouse would show for it.
 */
export function medianRun(runs: readonly PageRun[]): PageRun {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort(
    (a, b) => a.performanceScore - b.performanceScore || a.largestContentfulPaintMs - b.largestContentfulPaintMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface PageResult {
  /** What the table calls the page: `/scoreboard`. */
  name: string;
  runs: PageRun[];
  /** CLS must be 0 here (the scoreboard); elsewhere it is printed without a budget. */
  clsBudget: boolean;
}

const mark = (passes: boolean) => (passes ? '✓' : '✗');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The budget is exactly 0, so a shift too small for three decimals must not print as 0.000. */
const layoutShift = (cls: number) => (cls === 0 ? '0' : cls < 0.001 ? '<0.001' : cls.toFixed(3));

/**
 * What `npm run bench:lighthouse` prints: per page, the median run's score and metrics, each with
 * ✓ or ✗ against its budget (scripts/bench/budgets.ts), and the spread of scores across runs.
 */
export function formatLighthouseReport(pages: readonly PageResult[]): string {
  const budgets = lighthouseBudgets;
  const rows: string[][] = [['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'scores of the runs']];
  for (const page of pages) {
    const run = medianRun(page.runs);
    const cls = layoutShift(run.cumulativeLayoutShift);
    rows.push([
      page.name,
      `${run.performanceScore} ${mark(run.performanceScore >= budgets.minPerformanceScore)}`,
      seconds(run.firstContentfulPaintMs),
      `${seconds(run.largestContentfulPaintMs)} ${mark(run.largestContentfulPaintMs < budgets.maxLargestContentfulPaintMs)}`,
      `${Math.round(run.totalBlockingTimeMs)} ms ${mark(run.totalBlockingTimeMs < budgets.maxTotalBlockingTimeMs)}`,
      page.clsBudget ? `${cls} ${mark(run.cumulativeLayoutShift === budgets.scoreboardCumulativeLayoutShift)}` : `${cls}  `,
      page.runs.map((each) => each.performanceScore).join(', '),
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => (column === 0 || column === row.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
  return [
    ...lines,
    '',
    `budgets: performance >= ${budgets.minPerformanceScore}, LCP < ${seconds(budgets.maxLargestContentfulPaintMs)}, TBT < ${budgets.maxTotalBlockingTimeMs} ms, CLS ${budgets.scoreboardCumulativeLayoutShift} on /scoreboard (✓ met, ✗ missed; FCP has no budget)`,
  ].join('\n');
}
