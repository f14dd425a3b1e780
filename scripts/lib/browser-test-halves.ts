/**
 * The browser tests (e2e/) in two halves of about the same length, for `npm test` to run side by
 * side: each half in a vitest of its own, so each has its own feed, bundles and Chromium, and no
 * test of one half can move a replay another half is looking at (a fired goal, a seek, a pause).
 */

/**
 * Seconds each file took with both halves side by side on a quiet machine (2026-11-28, 12:56 UTC, every
 * core busy: a file's time there is its share of the processor), so the halves come out even. A file not named
 * counts as `typicalSeconds`; a wrong figure makes the halves uneven, never leaves a file out.
 */
export const browserTestSeconds: Readonly<Record<string, number>> = {
  'e2e/visual.e2e.ts': 111,
  'e2e/shell.e2e.ts': 44,
  'e2e/honest-states.e2e.ts': 26,
  'e2e/accessibility.e2e.ts': 25,
  'e2e/tracker.e2e.ts': 25,
  'e2e/info.e2e.ts': 24,
  'e2e/layouts.e2e.ts': 21,
  'e2e/formation.e2e.ts': 19,
  'e2e/legibility.e2e.ts': 18,
  'e2e/scoreboard.e2e.ts': 15,
  'e2e/watch.e2e.ts': 15,
  'e2e/embed.e2e.ts': 13,
  'e2e/stats.e2e.ts': 13,
  'e2e/cluster.e2e.ts': 11,
  'e2e/words-at-320.e2e.ts': 11,
  'e2e/brand-bundle.e2e.ts': 10,
  'e2e/first-paint.e2e.ts': 9,
  'e2e/phone-tables.e2e.ts': 8,
  // Alone on a quiet machine (2026-11-28, 15:49 UTC) its tests took 6.1 s.
  'e2e/tracker-without-event-data.e2e.ts': 6,
  'e2e/player-detail.e2e.ts': 5,
  'e2e/busy-feed.e2e.ts': 4,
  'e2e/demo-stage.e2e.ts': 4,
  'e2e/line-ups-points-ending.e2e.ts': 4,
  'e2e/record.e2e.ts': 4,
  'e2e/csp.e2e.ts': 3,
  'e2e/no-event-data.e2e.ts': 3,
  'e2e/record-screens.e2e.ts': 3,
  'e2e/facts-first.e2e.ts': 2,
  'e2e/resume.e2e.ts': 2,
  'e2e/host-page.e2e.ts': 1,
  'e2e/size.e2e.ts': 1,
};

/** What a file not in the table is taken to cost. */
export const typicalSeconds = 5;

/**
 * Every file in exactly one of two halves: the longest first, each to the half that is shorter so
 * far (ties to the first half), then each half in the files' own order.
 */
export function browserTestHalves(
  files: readonly string[],
  seconds: Readonly<Record<string, number>> = browserTestSeconds,
): [string[], string[]] {
  const cost = (file: string) => seconds[file] ?? typicalSeconds;
  const halves: [string[], string[]] = [[], []];
  const totals: [number, number] = [0, 0];
  const longestFirst = [...new Set(files)].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const half = totals[1] < totals[0] ? 1 : 0;
    halves[half].push(file);
    totals[half] += cost(file);
  }
  const order = (list: string[]) => list.sort((a, b) => files.indexOf(a) - files.indexOf(b));
  return [order(halves[0]), order(halves[1])];
}
