import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/browser.ts';
import { hasTheme, rgb, themeOf } from './support/themes.ts';

const widgetUrls = inject('widgetUrls');
const feedUrl = inject('feedUrl');
const chromium = chromiumForFile();

// Every brand the suite serves that has a theme of its own (the custom-layout copy is DEFAULT's files).
const brands = Object.keys(widgetUrls).filter(hasTheme).sort();

const finalScoreboard = '/scoreboard?eventId=wc2022-final&lang=en';

describe('the first paint without JavaScript', () => {
  it("is the frame's skeleton in every brand's colours, not a blank page", async () => {
    expect(brands.length).toBe(37);
    // One context for all: without scripts a navigation is one document and its inline style.
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const seen: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const brand of brands) {
      const theme = themeOf(brand);
      await page.goto(`${widgetUrls[brand]}${finalScoreboard}`);
      // Page scripts are off, the test's are not: it reads what the brand's inline stylesheet drew.
      seen[brand] = await page.evaluate(() => {
        const box = (selector: string) => {
          const element = document.querySelector(selector);
          if (!element) return null;
          const { width, height } = element.getBoundingClientRect();
          return { width, height, background: getComputedStyle(element).backgroundColor };
        };
        const rows = [...document.querySelectorAll('#cpp-skeleton .cpp-sk-row')].map((row) => ({
          ...row.getBoundingClientRect().toJSON(),
          background: getComputedStyle(row).backgroundColor,
        }));
        return {
          page: getComputedStyle(document.documentElement).backgroundColor,
          nav: box('#cpp-skeleton .cpp-sk-nav'),
          card: box('#cpp-skeleton .cpp-sk-card'),
          rows: rows.length,
          // Tinted with the brand's text colour over its background: never transparent.
          rowsDrawn: rows.every((row) => row.width > 200 && row.height === 40 && !/^rgba\(.*, 0\)$|transparent/.test(row.background)),
          says: document.querySelector('#cpp-skeleton .cpp-sk-noscript')?.textContent,
          // The strip runs the window's height, as the side header does.
          navRunsDown: (document.querySelector('#cpp-skeleton .cpp-sk-nav')?.getBoundingClientRect().height ?? 0) >= 640,
        };
      });
      expected[brand] = {
        page: rgb(theme.colours.background.default),
        nav: { width: 40, height: expect.any(Number), background: rgb(theme.colours.nav.background) },
        card: { width: 360 - 40 - 24, height: 96, background: rgb(theme.colours.background.paper) },
        rows: 4,
        rowsDrawn: true,
        says: 'The match centre needs JavaScript.',
        navRunsDown: true,
      };
    }
    // Compared together, so a failure names every brand that differs at once.
    expect(seen).toEqual(expected);
    await context.close();
  });
});

interface Shift {
  value: number;
  /** What moved, for the failure message: each source's element and its move. */
  sources: string[];
}

/** Every layout shift of the page from its first frame, recorded in the page as it happens. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${describe(source.node)} from y ${source.previousRect.y} to ${source.currentRect.y} (height ${source.previousRect.height} to ${source.currentRect.height})`,
          ),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // What the observer has seen but not yet reported, taken now rather than after a wait.
    (window as unknown as { takeLayoutShifts: () => void }).takeLayoutShifts = () => record(observer.takeRecords());
  });
}

/** Every layout shift so far: two frames drawn after what came last, then the observer's records taken. */
const layoutShifts = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const recorded = window as unknown as { layoutShifts: Shift[]; takeLayoutShifts: () => void };
    recorded.takeLayoutShifts();
    return recorded.layoutShifts;
  });

describe('late data fills reserved space', () => {
  const feedDelayMs = 2_000;
  const pages = [
    { path: finalScoreboard, ready: '[data-testid="timeline"]' },
    { path: '/stats/live-stats/summary?eventId=wc2022-final&lang=en', ready: '[data-testid="stat-bars"] li' },
  ];

  it.each(pages)(
    '$path at 360 px: no layout shift with every feed answer 2 s late',
    async ({ path: route, ready }) => {
      const page = await chromium.browser.newPage({ viewport: { width: 360, height: 640 } });
      await recordLayoutShifts(page);
      // Every HTTP answer of the feed held 2 s: the frame and the page's chunks arrive first, the data after.
      let held = 0;
      await page.route(`${feedUrl}/**`, async (pending) => {
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, feedDelayMs));
        await pending.continue().catch(() => undefined);
        held -= 1;
      });
      await page.goto(`${widgetUrls.DEFAULT}${route}`);
      await page.locator(ready).first().waitFor({ timeout: 20_000 });
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 20_000 });
      // Until every held answer has been let through, and no later one is asked for (Playwright's
      // network idle: no request for 500 ms), so the answers a first one leads to are in too.
      await expect.poll(() => held, { timeout: 20_000 }).toBe(0);
      await page.waitForLoadState('networkidle');
      const shifts = await layoutShifts(page);
      expect(shifts).toEqual([]);
      await page.close();
    },
    40_000,
  );

  // The page's card leads from the first frame: the frame's grey card, the facts-first script's, the
  // page skeleton's, then the scoreboard's; the post-match summary comes under it, never above.
  it("the final's /scoreboard at 360 px: the card's top stays where it was first drawn, every feed answer 2 s late", async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 360, height: 640 } });
    await page.addInitScript(() => {
      const tops: number[] = [];
      (window as unknown as { cardTops: number[] }).cardTops = tops;
      const look = () => {
        const card = [...document.querySelectorAll('.cpp-sk-card, section[aria-labelledby="scoreboard-title"]')].find(
          (element) => element.getBoundingClientRect().height > 0,
        );
        const top = card && Math.round(card.getBoundingClientRect().top);
        if (top !== undefined && tops.at(-1) !== top) tops.push(top);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.route(`${feedUrl}/**`, async (pending) => {
      await new Promise((resolve) => setTimeout(resolve, feedDelayMs));
      await pending.continue().catch(() => undefined);
    });
    await page.goto(`${widgetUrls.DEFAULT}${finalScoreboard}`);
    await page.getByTestId('match-summary').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="timeline"]').waitFor({ timeout: 20_000 });
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const tops = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { cardTops: number[] }).cardTops;
    });
    expect(tops).toHaveLength(1);
    const [cardBottom, summaryTop] = await page.evaluate(() => [
      document.querySelector('section[aria-labelledby="scoreboard-title"]')!.getBoundingClientRect().bottom,
      document.querySelector('[data-testid="match-summary"]')!.getBoundingClientRect().top,
    ]);
    expect(summaryTop).toBeGreaterThan(cardBottom);
    await page.close();
  }, 40_000);
});
