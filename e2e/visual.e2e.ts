import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/browser.ts';
import { compareWithBaseline, openAppPage, updatingBaselines, type AppPage, type Comparison, type VisualCase } from './support/visual.ts';

// Visual baselines: each screen below, in each brand, at each width, against a committed PNG in
// e2e/visual-baselines/ named <case>-<brand>-<width>.png. A screen is one more entry in `cases`;
// update the PNGs with UPDATE_VISUAL=1 (docs/testing.md) and look at them before committing.
// One page per brand and width goes through the cases in this order inside the app (a load each
// costs about three times a move): each case's ready mark is not on the screen of the case before.
const cases: VisualCase[] = [
  // The 2022 final, finished: score, scorers, summary, shoot-out and timeline all there, and still.
  { name: 'scoreboard', path: '/scoreboard?eventId=wc2022-final&lang=en', ready: '[data-testid="timeline"]' },
  // Barcelona 3-0 Alavés, finished: the pitch view opens on the live tracker, its strip with the
  // final score, goals and cards, the pitch where play ended, the whole match's momentum (the
  // feed's answer, GET /ball_path) and the ticker of the match's last events.
  {
    name: 'pitch-view',
    path: '/watch/pitchView?eventId=laliga-2018-19-bar-ala&lang=en',
    ready: '[data-testid="tracker"]:has([data-testid="tracker-ticker"] li):has([data-testid="tracker-momentum"] [data-minute])',
  },
  // The stats and info screens at the phone width, on the same finished matches and their real facts.
  {
    name: 'live-stats',
    path: '/stats/live-stats/summary?eventId=wc2022-final&lang=en',
    ready: '[data-testid="stat-bars"] li',
    widths: [320],
  },
  {
    name: 'momentum',
    path: '/stats/live-stats/momentum?eventId=laliga-2018-19-bar-ala&lang=en',
    ready: '[data-testid="momentum-chart"] [data-testid="added-time"]',
    widths: [320],
  },
  {
    name: 'xg',
    path: '/stats/live-stats/xg?eventId=laliga-2018-19-bar-ala&lang=en',
    ready: '[data-testid="shot-map"] circle',
    widths: [320],
  },
  { name: 'lineups', path: '/info/teams/lineups?eventId=wc2022-final&lang=en', ready: '[data-testid="lineup-away"] li', widths: [320] },
  {
    name: 'formation',
    path: '/info/teams/formation?eventId=laliga-2018-19-bar-ala&lang=en',
    ready: '[data-testid="formation-pitch"] [data-testid^="pitch-player-"]',
    widths: [320],
  },
  { name: 'table', path: '/info/table?eventId=laliga-2018-19-bar-ala&lang=en', ready: 'table tbody tr', widths: [320] },
  // The live tracker on Turkey 0-3 Italy, finished: score, goals and cards on its strip, the pitch
  // where play ended, the match's momentum and the ticker, at the phone widths a bettor holds.
  {
    name: 'tracker',
    path: '/watch/pitchView?eventId=euro2020-tur-ita&lang=en',
    ready: '[data-testid="tracker"]:has([data-testid="tracker-incidents"] li):has([data-testid="tracker-momentum"] [data-minute])',
    widths: [320, 400],
  },
];
const brands = ['DEFAULT', 'DEFAULT_LIGHT', 'IVORY_STRIKER', 'MIDNIGHT_MARKET'] as const;
/**
 * Every other brand, on the three screens a fan sees most, at the phone width: what a new token file
 * changes is looked at before it ships.
 */
const everyBrandCases = ['scoreboard', 'live-stats', 'lineups'];
// All three on the 2022 final, so that one page goes from one to the next.
const bothWidths = [320, 480] as const;
/** The viewport's height: the first screens a fan scrolls through, not the whole page. */
const height = 1024;
/** Pixels allowed to differ (font anti-aliasing between Chromium builds), as a share of all. */
const tolerance = 0.002;

const widgets = inject('widgetUrls');
const chromium = chromiumForFile();

/** One page for the tests of a describe block: opened before the first, closed after the last. */
function appPageForBlock(origin: () => string, width: number): { current: () => AppPage } {
  let page: AppPage | undefined;
  beforeAll(async () => {
    page = await openAppPage(chromium.browser, origin(), width, height);
  });
  afterAll(async () => {
    await page?.close();
  });
  return { current: () => page! };
}

/** What a screenshot's comparison with its baseline must show: none missing, at most `tolerance` of its pixels differing. */
function expectLikeBaseline(comparison: Comparison): void {
  if (updatingBaselines) return;
  expect(comparison.problem).toBeUndefined();
  expect(
    comparison.differentPixels / comparison.totalPixels,
    `${comparison.differentPixels} of ${comparison.totalPixels} pixels differ; see ${comparison.diffPath}`,
  ).toBeLessThanOrEqual(tolerance);
}

const allWidths = [...new Set(cases.flatMap(({ widths = bothWidths }) => widths))].sort((a, b) => a - b);

describe.each(brands)('visual baseline in %s', (brand) => {
  describe.each(allWidths)('at %i px', (width) => {
    const page = appPageForBlock(() => widgets[brand]!, width);
    const atThisWidth = cases.filter(({ widths = bothWidths }) => widths.includes(width));
    it.each(atThisWidth)('$name', async ({ name, path, ready }) => {
      expectLikeBaseline(await compareWithBaseline(`${name}-${brand}-${width}`, await page.current().show(path, ready)));
    });
  });
});

const otherBrands = Object.keys(widgets)
  .filter((brand) => !(brands as readonly string[]).includes(brand) && brand !== 'DEFAULT_CUSTOM_LAYOUT')
  .sort();

describe('visual baseline of every brand', () => {
  it('covers all the brands of tokens/brands', () => {
    expect(otherBrands.length + brands.length).toBe(37);
  });

  it.each(otherBrands)('%s: scoreboard, live stats and line-ups at 320 px', async (brand) => {
    // The three screens of one match, as a fan moves from one to the next inside the widget.
    const screens = cases.filter((entry) => everyBrandCases.includes(entry.name));
    expect(screens).toHaveLength(everyBrandCases.length);
    const page = await openAppPage(chromium.browser, widgets[brand]!, 320, height);
    const problems: string[] = [];
    try {
      for (const { name, path, ready } of screens) {
        const comparison = await compareWithBaseline(`${name}-${brand}-320`, await page.show(path, ready));
        if (updatingBaselines) continue;
        if (comparison.problem) problems.push(comparison.problem);
        else if (comparison.differentPixels / comparison.totalPixels > tolerance) {
          problems.push(`${name}: ${comparison.differentPixels} of ${comparison.totalPixels} pixels differ; see ${comparison.diffPath}`);
        }
      }
    } finally {
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});
