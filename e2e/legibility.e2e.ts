import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { chromiumForFile, goInApp, openPage } from './support/browser.ts';

// What a fan reads on a phone: no text under 12 px (a chart's tick labels, marked
// `data-chart-tick`, under 11 px), and no two labels or marks of a chart or pitch on top of each
// other, at 320, 360 and 480 px, in a language of long words (de), another script (el) and whole
// characters (ja). One page per language and screen; the widths are the same page resized, as a
// phone turned or a host's column changing would do.
const widgets = inject('widgetUrls');
const feed = inject('feedUrl');
const chromium = chromiumForFile();
const widths = [320, 360, 480] as const;
const languages = ['en', 'de', 'el', 'ja'] as const;
/** The smallest text a fan must read, and a chart's tick labels, in CSS pixels. */
const smallestText = 12;
const smallestTick = 11;

interface Screen {
  path: string;
  /** What exists once the screen shows its figures. */
  ready: string;
  /** A step after the page is ready: opening what the screen holds behind a tap. */
  open?: (page: Page) => Promise<void>;
}

const liveStats = ['summary', 'attacking', 'defence', 'distribution', 'discipline'].map((sub): Screen => ({
  path: `/stats/live-stats/${sub}`,
  ready: '[data-testid="stat-bars"] li',
}));
const screens: Screen[] = [
  { path: '/scoreboard', ready: '[data-testid="timeline"]' },
  { path: '/scoreboard/commentary', ready: '[data-testid="content"] li' },
  // The pitch view opens on the live tracker: its strip, pitch and ticker.
  { path: '/watch/pitchView', ready: '[data-testid="pitch-view"] [data-testid="tracker-ticker"]' },
  ...liveStats,
  { path: '/stats/live-stats/momentum', ready: '[data-testid="momentum-chart"] [data-chart-tick]' },
  { path: '/stats/live-stats/xg', ready: '[data-testid="xg-timeline"] [data-chart-tick]' },
  { path: '/stats/season-avg/summary', ready: '[data-testid="content"] table' },
  { path: '/stats/top-scorers', ready: '[data-testid="top-scorers"] tbody tr' },
  { path: '/stats/assistant', ready: '[data-testid="assistant-rows"] li' },
  { path: '/info/table', ready: '[data-testid="content"] table tbody tr' },
  // A player's detail: the heat map and its legend.
  {
    path: '/stats/player-stats',
    ready: '[data-testid="player-stats"] tbody button[data-player]',
    open: async (page) => {
      await page.getByTestId('player-stats').locator('tbody button[data-player]').first().click();
      await page.getByTestId('heat-map').waitFor();
    },
  },
];

/** The 2022 final when the feed has the page's data for it (extra time, a shoot-out), else Barcelona v Alavés. */
function matchFor(paths: readonly string[], path: string): string {
  return paths.includes(path) ? 'wc2022-final' : 'laliga-2018-19-bar-ala';
}

interface Measured {
  /** Visible text under its size: where, what, its size in CSS pixels. */
  small: string[];
  /** Labels or marks of one chart or pitch whose boxes meet. */
  overlapping: string[];
  /** How many text nodes were measured: a page that measured nothing proves nothing. */
  texts: number;
}

/** Every visible text node's size as drawn, and every chart's labels and marks against each other. */
function measure(page: Page, limits: { text: number; tick: number }): Promise<Measured> {
  return page.evaluate(({ text: textLimit, tick: tickLimit }) => {
    const nameOf = (element: Element) => {
      const id = element.closest('[data-testid]')?.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${id ? ` in ${id}` : ''}`;
    };
    // Drawn at all: not hidden, not transparent, not clipped to a pixel as visually hidden text is.
    const known = new Map<Element, boolean>();
    const shown = (element: Element | null): boolean => {
      if (!element) return true;
      let answer = known.get(element);
      if (answer === undefined) {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        answer =
          style.display !== 'none' &&
          style.visibility !== 'hidden' &&
          style.opacity !== '0' &&
          style.clip !== 'rect(0px, 0px, 0px, 0px)' &&
          !(style.overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) &&
          shown(element.parentElement);
        known.set(element, answer);
      }
      return answer;
    };
    // An SVG text's size as drawn: its font size through every scale of the drawing.
    const drawnSize = (element: Element) => {
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (!(element instanceof SVGGraphicsElement)) return size;
      const matrix = element.getScreenCTM();
      return matrix ? size * Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c)) : size;
    };
    const small: string[] = [];
    let texts = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent!.trim();
      const parent = node.parentElement;
      if (!content || !parent || parent.closest('script, style, noscript, template, title, desc, option')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (!rects.length || !shown(parent)) continue;
      texts += 1;
      const size = drawnSize(parent);
      const limit = parent.closest('[data-chart-tick]') ? tickLimit : textLimit;
      if (size < limit - 0.05) small.push(`"${content.slice(0, 30)}" ${nameOf(parent)}: ${size.toFixed(1)} px`);
    }
    // Within each chart or pitch: its text labels, and its marks that stand for one event each.
    const overlapping: string[] = [];
    for (const svg of document.querySelectorAll('svg')) {
      if (!shown(svg)) continue;
      for (const selector of ['text', '[data-marker]']) {
        const items = [...svg.querySelectorAll(selector)]
          .filter((item) => (item.textContent!.trim() !== '' || selector !== 'text') && shown(item))
          .map((item) => ({ item, box: item.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0);
        items.forEach((first, index) => {
          for (const second of items.slice(index + 1)) {
            const across = Math.min(first.box.right, second.box.right) - Math.max(first.box.left, second.box.left);
            const down = Math.min(first.box.bottom, second.box.bottom) - Math.max(first.box.top, second.box.top);
            // Half a pixel of anti-aliasing is not an overlap.
            if (across > 0.5 && down > 0.5) {
              const name = (item: Element) => item.textContent!.trim() || item.getAttribute('data-marker');
              overlapping.push(`${nameOf(svg)}: "${name(first.item)}" and "${name(second.item)}"`);
            }
          }
        });
      }
    }
    return { small, overlapping, texts };
  }, limits);
}

/** Lets a resize reach the page: layout, resize observers and the renders they start. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

// The languages side by side, each in a page of its own: their waits for the feed overlap.
describe.concurrent('legible on a phone: text sizes and chart labels at 320, 360 and 480 px', () => {
  // The test's own expect: tests that run at once must not share one.
  // Four pages at once share two cores: each took about 70 s on a two-core machine with the
  // strict CSP and the credit lines, so the guard is well above that.
  it.for(languages)('%s', { timeout: 180_000 }, async (lang, { expect }) => {
    const { paths } = (await (await fetch(`${feed}/availability/wc2022-final?lang=en`)).json()) as { paths: string[] };
    const { page, errors } = await openPage(chromium.browser, 'about:blank', { width: widths[0] });
    const problems: string[] = [];
    // One load per match, the other screens reached inside the app as a fan's taps reach them:
    // the screens of one match one after the other.
    const inOrder = [...screens].sort((a, b) => matchFor(paths, a.path).localeCompare(matchFor(paths, b.path)));
    let loadedMatch: string | undefined;
    for (const screen of inOrder) {
      const eventId = matchFor(paths, screen.path);
      const url = `${screen.path}?eventId=${eventId}&lang=${lang}`;
      await page.setViewportSize({ width: widths[0], height: 640 });
      if (eventId === loadedMatch) await goInApp(page, url);
      else await page.goto(`${widgets.DEFAULT}${url}`);
      loadedMatch = eventId;
      await page.locator(screen.ready).first().waitFor();
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await screen.open?.(page);
      await page.evaluate(() => document.fonts.ready);
      for (const width of widths) {
        // The page opened at the first width; each further width is the same page resized.
        if (width !== widths[0]) {
          await page.setViewportSize({ width, height: 640 });
          await settle(page);
        }
        const measured = await measure(page, { text: smallestText, tick: smallestTick });
        const where = `${screen.path} (${eventId}) at ${width} px`;
        if (measured.texts < 5) problems.push(`${where}: only ${measured.texts} texts measured`);
        problems.push(...[...new Set([...measured.small, ...measured.overlapping])].map((problem) => `${where}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
