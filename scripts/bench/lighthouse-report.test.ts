import { describe, expect, it } from 'vitest';
import { formatLighthouseReport, medianRun, pageRunOf, type LighthouseResultPart, type PageRun } from './lighthouse-report.ts';

const result = (score: number | null, values: Record<string, number>): LighthouseResultPart => ({
  categories: { performance: { score } },
  audits: Object.fromEntries(Object.entries(values).map(([audit, numericValue]) => [audit, { numericValue }])),
});

const run = (performanceScore: number, largestContentfulPaintMs: number, extra: Partial<PageRun> = {}): PageRun => ({
  performanceScore,
  firstContentfulPaintMs: 1200,
  largestContentfulPaintMs,
  totalBlockingTimeMs: 150,
  cumulativeLayoutShift: 0,
  ...extra,
});

describe('pageRunOf', () => {
  it('reads the score and the four metrics', () => {
    const figures = pageRunOf(
      result(0.934, {
        'first-contentful-paint': 1500,
        'largest-contentful-paint': 2100,
        'total-blocking-time': 120,
        'cumulative-layout-shift': 0,
      }),
    );
    expect(figures).toEqual({
      performanceScore: 93,
      firstContentfulPaintMs: 1500,
      largestContentfulPaintMs: 2100,
      totalBlockingTimeMs: 120,
      cumulativeLayoutShift: 0,
    });
  });

  it('fails loudly when Lighthouse could not measure', () => {
    expect(() =>
      pageRunOf({ ...result(null, {}), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }),
    ).toThrow(/NO_FCP/);
    expect(() => pageRunOf(result(null, {}))).toThrow(/no performance score/);
    expect(() => pageRunOf(result(0.9, { 'first-contentful-paint': 1500 }))).toThrow(/largest-contentful-paint/);
  });
});

describe('medianRun', () => {
  it('takes the run with the median score, the lower LCP on a tie', () => {
    expect(medianRun([run(80, 3000), run(95, 1800), run(88, 2400)]).performanceScore).toBe(88);
    expect(medianRun([run(90, 2600), run(90, 2200)]).largestContentfulPaintMs).toBe(2200);
    expect(() => medianRun([])).toThrow();
  });
});

describe('formatLighthouseReport', () => {
  it('marks each figure against its budget, CLS only where it has one', () => {
    const report = formatLighthouseReport([
      { name: '/scoreboard', runs: [run(96, 2100, { cumulativeLayoutShift: 0.0004 })], clsBudget: true },
      {
        name: '/stats/live-stats/summary',
        runs: [run(94, 2600, { totalBlockingTimeMs: 250, cumulativeLayoutShift: 0.02 }), run(97, 2500)],
        clsBudget: false,
      },
    ]);
    const [, scoreboard, summary] = report.split('\n');
    expect(scoreboard).toMatch(/^\/scoreboard\s+96 ✓\s+1\.20 s\s+2\.10 s ✓\s+150 ms ✓\s+<0\.001 ✗\s+96$/);
    expect(summary).toMatch(/^\/stats\/live-stats\/summary\s+94 ✗\s+1\.20 s\s+2\.60 s ✗\s+250 ms ✗\s+0\.020\s+94, 97$/);
    expect(report).toContain('budgets: performance >= 95, LCP < 2.50 s, TBT < 200 ms, CLS 0 on /scoreboard');
  });
});
