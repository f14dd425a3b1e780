import { describe, expect, inject, it } from 'vitest';
import { firstPaintJsBudgetBytes } from '../scripts/bench/budgets.ts';
import { inPlayEventId } from '../scripts/bench/feed-events.ts';
import { measureFirstPaint } from '../scripts/bench/first-paint.ts';
import { kb } from '../scripts/bench/size-report.ts';
import { chromiumForFile } from './support/browser.ts';

const chromium = chromiumForFile();

// The size gate: the one budget a test asserts, since bytes do not vary from run to run the way
// times do. The budget and its unit (gzip -9 bytes, 1 KB = 1024 bytes) live in scripts/bench/budgets.ts.
describe('the first paint of the DEFAULT bundle', () => {
  it(`fetches at most ${kb(firstPaintJsBudgetBytes)} of JavaScript, gzip, for /scoreboard of a live match`, async () => {
    const eventId = await inPlayEventId(inject('feedUrl'));
    const figures = await measureFirstPaint({
      browser: chromium.browser,
      bundleDir: inject('bundleDirs').DEFAULT!,
      url: `${inject('widgetUrls').DEFAULT}/scoreboard?eventId=${eventId}&lang=en`,
      // Counted: what is asked for before the app's score is drawn, its strings included, however slowly its bundle runs.
      ready: '[data-testid="side-score"]',
    });
    const files = figures.loaded.filter((file) => file.kind === 'js').map((file) => `${file.path} ${kb(file.gzipBytes)}`);
    const names = (list: typeof figures.loaded) =>
      list.filter((file) => file.kind === 'js').map((file) => file.path.replace(/-[\w-]{8}\.js$/, ''));
    // The facts-first script, the app's bundle and its English strings are all counted (ADR 021).
    expect(names(figures.loaded)).toEqual(expect.arrayContaining(['assets/facts-first', 'assets/main', 'assets/en']));
    // The socket's code is asked for once the score is drawn (src/rules/socket-start.ts): not the first paint's.
    expect(names(figures.loaded)).not.toContain('assets/live-socket');
    expect(names(figures.afterReady)).toContain('assets/live-socket');
    expect(figures.jsGzipBytes, `first-paint JS ${kb(figures.jsGzipBytes)} gzip: ${files.join(', ')}`).toBeLessThanOrEqual(
      firstPaintJsBudgetBytes,
    );
  });
});
