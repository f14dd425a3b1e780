import { describe, expect, it } from 'vitest';
import type { FirstPaintFigures } from './first-paint.ts';
import { chunkSourcesOf, formatSizeReport } from './size-report.ts';

const figures: FirstPaintFigures = {
  url: 'http://127.0.0.1:4173/scoreboard?eventId=demo-live&lang=en',
  loaded: [
    { path: 'assets/main-MB3ZQ1tZ.js', kind: 'js', bytes: 600_000, gzipBytes: 150 * 1024, sentBytes: 140 * 1024, contentEncoding: 'br' },
    { path: 'assets/en-CVy0twNX.js', kind: 'js', bytes: 7_000, gzipBytes: 3 * 1024, sentBytes: 2 * 1024, contentEncoding: 'br' },
  ],
  afterReady: [
    { path: 'assets/live-socket-Bq3x9PzA.js', kind: 'js', bytes: 5_000, gzipBytes: 2 * 1024, sentBytes: 2 * 1024, contentEncoding: 'br' },
  ],
  jsGzipBytes: 153 * 1024,
  cssGzipBytes: 1024,
  inlineStyleGzipBytes: 1024,
  documentGzipBytes: 2048,
  chunks: [
    {
      path: 'assets/GoalAnimationPlayer-2m8ThodW.js',
      bytes: 182_552,
      gzipBytes: 51 * 1024,
      onFirstPaint: false,
      afterReady: false,
      inHtml: false,
    },
    { path: 'assets/en-CVy0twNX.js', bytes: 7_000, gzipBytes: 3 * 1024, onFirstPaint: true, afterReady: false, inHtml: false },
    { path: 'assets/live-socket-Bq3x9PzA.js', bytes: 5_000, gzipBytes: 2 * 1024, onFirstPaint: false, afterReady: true, inHtml: false },
    { path: 'assets/main-MB3ZQ1tZ.js', bytes: 600_000, gzipBytes: 150 * 1024, onFirstPaint: true, afterReady: false, inHtml: true },
  ],
};

describe('formatSizeReport', () => {
  it('prints the first-paint totals against the budget and marks each chunk loaded or lazy', () => {
    const report = formatSizeReport(figures, 160 * 1024);
    expect(report).toMatch(/^JS\s+2\s+153\.0 KB\s+142\.0 KB\s+✓ within the 160\.0 KB budget \(7\.0 KB to spare\)$/m);
    expect(report).toMatch(/^CSS total\s+1\.0 KB$/m);
    expect(report).toMatch(/^assets\/main-MB3ZQ1tZ\.js\s+600,000\s+150\.0 KB\s+loaded \(in index\.html\)$/m);
    expect(report).toMatch(/^assets\/en-CVy0twNX\.js\s+7,000\s+3\.0 KB\s+loaded$/m);
    expect(report).toMatch(/^assets\/GoalAnimationPlayer-2m8ThodW\.js\s+182,552\s+51\.0 KB\s+lazy$/m);
    // Asked for once the score was drawn: not the first paint's, and said apart from the lazy ones.
    expect(report).toMatch(/^assets\/live-socket-Bq3x9PzA\.js\s+5,000\s+2\.0 KB\s+after the score$/m);
    expect(report).toContain('2 of 4 chunks loaded on first paint, 1 (2.0 KB gzip) right after the score; lazy chunks total 51.0 KB gzip');
  });

  it('says by how much the first paint is over the budget', () => {
    expect(formatSizeReport(figures, 150 * 1024)).toContain('✗ over the 150.0 KB budget by 3.0 KB');
  });

  it("names each chunk by what Vite's build manifest says it was made from", () => {
    const sources = chunkSourcesOf({
      'src/features/goal/GoalAnimationPlayer.tsx': {
        file: 'assets/GoalAnimationPlayer-2m8ThodW.js',
        name: 'GoalAnimationPlayer',
        src: 'src/features/goal/GoalAnimationPlayer.tsx',
      },
      '_c-Bq3x9PzA.js': { file: 'assets/c-Bq3x9PzA.js', name: 'Tabs' },
      '_c-Zz9x9PzA.js': { file: 'assets/c-Zz9x9PzA.js' },
    });
    expect([...sources]).toEqual([
      ['assets/GoalAnimationPlayer-2m8ThodW.js', 'src/features/goal/GoalAnimationPlayer.tsx'],
      ['assets/c-Bq3x9PzA.js', 'shared: Tabs'],
      ['assets/c-Zz9x9PzA.js', 'shared'],
    ]);
    expect(formatSizeReport(figures, 160 * 1024, sources)).toMatch(
      /^assets\/GoalAnimationPlayer-2m8ThodW\.js\s+182,552\s+51\.0 KB\s+lazy\s+src\/features\/goal\/GoalAnimationPlayer\.tsx$/m,
    );
  });
});
