/**
 * The browser tests (e2e/) in two halves of about the same length, for `npm test` to run side by
 * side: each half in a vitest of its own, so each has its own feed, bundles and Chromium, and no
 * test of one half can move a replay another half is looking at (a fired goal, a seek, a pause).
 */

/**
 * Processor seconds each file took in a census of the whole suite (one vitest, files one after the
 * other, each file's cgroup CPU between its start and end; 2026-11-28, before the legibility file
 * moved inside the app: 109 -> about 62), so the halves come out even: each half runs on a core of
 * its own and both are busy to the end. A file not named counts as `typicalSeconds`; a wrong figure
 * makes the halves uneven, never leaves a file out.
 */
export const browserTestSeconds: Readonly<Record<string, number>> = {
  'e2e/visual.e2e.ts': 225,
  'e2e/info.e2e.ts': 84,
  'e2e/shell.e2e.ts': 78,
  'e2e/stats.e2e.ts': 73,
  'e2e/legibility.e2e.ts': 62,
  'e2e/accessibility.e2e.ts': 58,
  'e2e/formation.e2e.ts': 54,
  'e2e/scoreboard.e2e.ts': 53,
  'e2e/layouts.e2e.ts': 51,
  'e2e/player-detail.e2e.ts': 44,
  'e2e/phone-tables.e2e.ts': 39,
  'e2e/watch.e2e.ts': 36,
  'e2e/brand-bundle.e2e.ts': 35,
  'e2e/embed.e2e.ts': 32,
  'e2e/words-at-320.e2e.ts': 31,
  'e2e/honest-states.e2e.ts': 29,
};

/** What a file not in the table is taken to cost. */
export const typicalSeconds = 12;

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
