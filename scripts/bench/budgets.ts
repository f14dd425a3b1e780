/**
 * Performance budgets of the widget, in one place: the size gate (e2e/size.e2e.ts) asserts the
 * first; the benchmarks print every one beside what they measured (docs/performance.md).
 */

/** 1 KB = 1024 bytes everywhere in these budgets and in the benchmarks' tables. */
export const kilobyte = 1024;

/**
 * gzip -9 bytes of every JavaScript file the browser fetches for the first paint of /scoreboard,
 * each file compressed on its own as it is sent: 160 KB.
 */
export const firstPaintJsBudgetBytes = 160 * kilobyte;

/** Lighthouse, mobile preset (its default config). */
export const lighthouseBudgets = {
  /** Performance category score, 0 to 100: 95 on /scoreboard and live stats since issue 35 (was 90). */
  minPerformanceScore: 95,
  /** Largest Contentful Paint must stay under this, in milliseconds. */
  maxLargestContentfulPaintMs: 2500,
  /** Total Blocking Time must stay under this, in milliseconds. */
  maxTotalBlockingTimeMs: 200,
  /** Cumulative Layout Shift of /scoreboard: nothing may move once painted. */
  scoreboardCumulativeLayoutShift: 0,
} as const;
