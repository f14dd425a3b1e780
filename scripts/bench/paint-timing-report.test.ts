import { describe, expect, it } from 'vitest';
import { formatLargestElements, formatPaintReport, median, type PaintRun } from './paint-timing-report.ts';

const run = (firstPaintMs: number, largestContentfulPaintMs: number, cumulativeLayoutShift = 0): PaintRun => ({
  firstPaintMs,
  firstContentfulPaintMs: largestContentfulPaintMs - 100,
  scoreMs: firstPaintMs + 500,
  largestContentfulPaintMs,
  appFrameMs: largestContentfulPaintMs - 200,
  cumulativeLayoutShift,
  jsBytes: 140 * 1024 + firstPaintMs,
  largestElement: largestContentfulPaintMs > 4200 ? 'p "Argentina won" 10044 px²' : 'span.cpp-sk-score "3 - 3" 3120 px²',
});

describe('median', () => {
  it('takes the middle value of each metric on its own, the lower middle for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(() => median([])).toThrow('no values');
  });
});

describe('formatPaintReport', () => {
  it('prints each metric as the median of the runs in seconds, with every run beside it', () => {
    const report = formatPaintReport([{ name: '/scoreboard', runs: [run(900, 4500), run(1200, 4100, 0.05), run(1000, 4300)] }]);
    const [header, row] = report.split('\n');
    expect(header).toMatch(/^page\s+first paint\s+FCP\s+score\s+LCP\s+app frame\s+CLS\s+JS$/);
    // Medians by metric: the first paint of one run, the LCP of another.
    expect(row).toContain('1.00 s (0.90 s, 1.20 s, 1.00 s)');
    expect(row).toContain('4.30 s (4.50 s, 4.10 s, 4.30 s)');
    expect(row).toContain('0.000 (0.000, 0.050, 0.000)');
    // When the score was readable, and the JavaScript that came over the wire.
    expect(row).toContain('1.50 s (1.40 s, 1.70 s, 1.50 s)');
    expect(row).toContain('141.0 KB (140.9 KB, 141.2 KB, 141.0 KB)');
  });
});

describe('formatLargestElements', () => {
  it("names each page's LCP element, each different element once", () => {
    expect(formatLargestElements([{ name: '/scoreboard', runs: [run(900, 4500), run(1200, 4100), run(1000, 4300)] }])).toBe(
      'LCP element, /scoreboard: p "Argentina won" 10044 px² | span.cpp-sk-score "3 - 3" 3120 px²',
    );
  });
});
