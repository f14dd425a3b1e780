/** What one load of a page measured, in milliseconds from the navigation's start (CLS has no unit). */
export interface PaintRun {
  /** The first pixels other than the blank page: the inline skeleton, before any script. */
  firstPaintMs: number;
  /** The first text or image: the app's frame, since the skeleton has neither. */
  firstContentfulPaintMs: number;
  /** When the score was first in the side header: written by the facts-first script, or by the app. */
  scoreMs: number;
  largestContentfulPaintMs: number;
  /** When the app's side header replaced the skeleton's strip. */
  appFrameMs: number;
  cumulativeLayoutShift: number;
  /** JavaScript over the wire (transfer sizes, as the server compressed it) before the page was ready. */
  jsBytes: number;
  /** The element of the last LCP entry, as `tag.class "text" area px²`: what LCP waited for. */
  largestElement: string;
}

export interface PaintPage {
  name: string;
  runs: PaintRun[];
}

/** The middle value (the lower of the two middle ones for an even count): each metric on its own. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median: no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const columns: { label: string; of: (run: PaintRun) => number; format: (value: number) => string }[] = [
  { label: 'first paint', of: (run) => run.firstPaintMs, format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  { label: 'FCP', of: (run) => run.firstContentfulPaintMs, format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  { label: 'score', of: (run) => run.scoreMs, format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  { label: 'LCP', of: (run) => run.largestContentfulPaintMs, format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  { label: 'app frame', of: (run) => run.appFrameMs, format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  { label: 'CLS', of: (run) => run.cumulativeLayoutShift, format: (value) => value.toFixed(3) },
  { label: 'JS', of: (run) => run.jsBytes, format: (bytes) => `${(bytes / 1024).toFixed(1)} KB` },
];

/**
 * One row per page: each metric's median over the runs, then every run's value in brackets to
 * show the spread. Nothing is judged: the figures are for docs/performance.md.
 */
export function formatPaintReport(pages: readonly PaintPage[]): string {
  const header = ['page', ...columns.map((column) => column.label)];
  const rows = pages.map((page) => [
    page.name,
    ...columns.map((column) => {
      const values = page.runs.map(column.of);
      return `${column.format(median(values))} (${values.map(column.format).join(', ')})`;
    }),
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, index) => cell.padEnd(widths[index]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Under the table: each page's LCP element in every run, the same element once. */
export function formatLargestElements(pages: readonly PaintPage[]): string {
  return pages
    .map((page) => `LCP element, ${page.name}: ${[...new Set(page.runs.map((run) => run.largestElement))].join(' | ')}`)
    .join('\n');
}
