import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/browser.ts';

const widgetUrls = inject('widgetUrls');
const feedUrl = inject('feedUrl');
const chromium = chromiumForFile();

/** What the page saw from its first frame: layout shifts and refusals of its Content-Security-Policy. */
interface Seen {
  shifts: number[];
  refused: string[];
  take(): void;
}

/** Holds the app's entry chunk (and so everything it imports) until the returned function lets it through. */
async function holdAppBundle(page: Page): Promise<() => void> {
  let holding = true;
  const held: (() => void)[] = [];
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (request) => {
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    await request.continue();
  });
  return () => {
    holding = false;
    for (const release of held) release();
  };
}

/**
 * Keeps, from the page's first frame, every largest-contentful-paint entry (the element's class,
 * its section's class, its tag and size) and the card's top in every frame: the script's card,
 * the page skeleton's, then the scoreboard's.
 */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints = { largest: [] as { className: string; section: string; tag: string; size: number }[], cardTops: [] as number[] };
    (window as unknown as { paints: typeof paints }).paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { size: number; element: Element | null }[])
        paints.largest.push({
          className: entry.element?.className ?? '(gone)',
          section: entry.element?.closest('section')?.className ?? '(none)',
          tag: entry.element?.tagName ?? '(gone)',
          size: entry.size,
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const look = () => {
      const card = document.querySelector('.cpp-sk-facts, section[aria-labelledby="scoreboard-title"]');
      const top = card && Math.round(card.getBoundingClientRect().top);
      if (top !== null && paints.cardTops.at(-1) !== top) paints.cardTops.push(top);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Lets the app's chunk through and waits for the page drawn whole and quiet; then what the page recorded. */
async function drawWhole(page: Page, release: () => void) {
  release();
  await page.getByTestId('side-header').waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    type Paints = { largest: { className: string; section: string; tag: string; size: number }[]; cardTops: number[] };
    return (window as unknown as { paints: Paints }).paints;
  });
}

// The facts before the app's bundle (ADR 021). Held back by the test, the bundle cannot be what
// shows the final's teams and score; the small script (src/facts-first/) must.
describe('the facts first', () => {
  it("shows the final's teams and score while the app's bundle is held, and the app takes over with no shift and no second request", async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 360, height: 640 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      const refused: string[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI}`));
      (window as unknown as { seen: Seen }).seen = { shifts, refused, take: () => record(observer.takeRecords()) };
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(feedUrl)) asked.push(new URL(request.url()).pathname);
    });
    // The app's entry chunk waits for the test; everything it imports waits with it.
    let holding = true;
    const held: (() => void)[] = [];
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    // Not until load: the held bundle holds the load event back.
    await page.goto(`${widgetUrls.DEFAULT}/scoreboard?eventId=wc2022-final&lang=en`, { waitUntil: 'commit' });

    const card = page.locator('#cpp-skeleton .cpp-sk-facts');
    await card.locator('.cpp-sk-score').waitFor();
    // The teams, the score after extra time and the clock's word for a match decided on penalties.
    expect(await card.locator('.cpp-sk-b').allInnerTexts()).toEqual(['Argentina', 'AET', 'France']);
    expect(await card.locator('.cpp-sk-score').innerText()).toBe('3 - 3');
    expect(await page.locator('#cpp-skeleton .cpp-sk-item').innerText()).toBe('3-3\nAET');
    // Drawn by the small script alone: the app's bundle has not been let through.
    expect(held.length).toBe(1);
    expect(await page.locator('[data-testid="side-header"]').count()).toBe(0);

    holding = false;
    for (const release of held) release();
    const header = page.getByRole('region', { name: /^Scoreboard: Argentina vs France$/ });
    await header.waitFor();
    await page.locator('[data-testid="timeline"]').waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(await header.getByText(/^\d+ - \d+$/).innerText()).toBe('3 - 3');
    expect(await page.getByTestId('side-score').innerText()).toBe('3-3');

    const seen = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const { shifts, refused, take } = (window as unknown as { seen: Seen }).seen;
      take();
      return { shifts, refused };
    });
    expect(seen).toEqual({ shifts: [], refused: [] });
    // Each answer the small script asked for, asked once: the app read the small script's.
    const match = '/wc2022-final';
    const firstAnswers = ['event_data', 'event_details', 'event_status', 'availability', 'incidents'].map((name) => `/${name}${match}`);
    expect(firstAnswers.map((path) => [path, asked.filter((seenPath) => seenPath === path).length])).toEqual(
      firstAnswers.map((path) => [path, 1]),
    );
    await page.close();
  }, 60_000);

  // The largest contentful paint (docs/adr/021-facts-first.md): on a slow line the app's chunk
  // alone is seconds, so the first view's LCP is in time only if the largest text the page ever
  // paints is the small script's. The score over the clock is one block of text in the card; what
  // the app draws after it (the credits line, a player's name, the side rail) must stay smaller.
  // Sizes, not times: the bundle is held until the card is drawn, then the page is drawn whole.
  it.each([
    ['/scoreboard', 'demo-live'],
    ['/stats/live-stats/summary', 'wc2022-final'],
    ['/info/teams/lineups', 'wc2022-final'],
  ])(
    'keeps the card of %s (%s) the largest text of the page once the app has drawn it',
    async (route, eventId) => {
      const page = await chromium.browser.newPage({ viewport: { width: 360, height: 640 } });
      await recordPaints(page);
      const release = await holdAppBundle(page);
      await page.goto(`${widgetUrls.DEFAULT}${route}?eventId=${eventId}&lang=en`, { waitUntil: 'commit' });
      await page.locator('#cpp-skeleton .cpp-sk-score').waitFor();
      const { largest } = await drawWhole(page, release);
      // Every entry after the card's would be a larger element of the app's, drawn seconds later.
      expect(largest.at(-1)?.className).toBe('cpp-sk-mid');
      await page.close();
    },
    60_000,
  );

  // A deep link to a stats or info page: the app's frame holds its tab rows' places above the card
  // while the tabs load. The script holds them too (src/rules/tab-row-places.ts), so the card the
  // fan reads stays where it is when the app takes over. Every frame's top of the card is kept.
  it.each(['/stats/live-stats/summary', '/info/teams/lineups', '/stats/top-scorers'])(
    'keeps the card of %s where the script drew it when the app takes the page over',
    async (route) => {
      const page = await chromium.browser.newPage({ viewport: { width: 320, height: 640 } });
      await recordPaints(page);
      const release = await holdAppBundle(page);
      await page.goto(`${widgetUrls.DEFAULT}${route}?eventId=wc2022-final&lang=en`, { waitUntil: 'commit' });
      await page.locator('#cpp-skeleton .cpp-sk-score').waitFor();
      const { cardTops: tops } = await drawWhole(page, release);
      // Drawn once, where the app's frame leads with it under its tab rows, and never moved.
      expect(tops).toHaveLength(1);
      expect(tops[0]).toBeGreaterThan(40);
      await page.close();
    },
    60_000,
  );

  // A finished match's scoreboard shows its post-match summary, a paragraph far larger than the
  // card: the script writes it too (src/facts-first/summary.ts), in the scoreboard's words and type,
  // so the app's, drawn seconds later, is no larger and the page's LCP stays the script's.
  it("writes the final's post-match summary before the app, in the app's words, and it stays the page's largest text", async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 360, height: 640 } });
    await recordPaints(page);
    const release = await holdAppBundle(page);
    await page.goto(`${widgetUrls.DEFAULT}/scoreboard?eventId=wc2022-final&lang=en`, { waitUntil: 'commit' });
    const written = page.locator('#cpp-skeleton .cpp-sk-sum');
    await written.locator('p').first().waitFor();
    const sentences = [
      'Argentina won 4\u20112 on penalties after a 3\u20113 draw.',
      "Goals: Messi 23' pen, 108', Di María 36', and Mbappé 80' pen, 81', 118' pen.",
    ];
    expect(await written.locator('h2').textContent()).toBe('Post Match Summary');
    expect(await written.locator('p').allTextContents()).toEqual(sentences);
    const { largest, cardTops } = await drawWhole(page, release);
    const summary = page.getByTestId('match-summary');
    expect(await summary.locator('p').allTextContents()).toEqual(sentences);
    const last = largest.at(-1);
    expect([last?.section, last?.tag]).toEqual(['cpp-sk-sum', 'P']);
    // The summary is under the card, as the script wrote it: the card never moved.
    expect(cardTops).toEqual([12]);
    const [cardBottom, summaryTop] = await page.evaluate(() => [
      document.querySelector('section[aria-labelledby="scoreboard-title"]')!.getBoundingClientRect().bottom,
      document.querySelector('[data-testid="match-summary"]')!.getBoundingClientRect().top,
    ]);
    expect(summaryTop).toBeGreaterThan(cardBottom);
    await page.close();
  }, 60_000);
});
