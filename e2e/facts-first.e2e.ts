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
      await page.addInitScript(() => {
        const largest: string[] = [];
        (window as unknown as { largest: string[] }).largest = largest;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { size: number; element: Element | null }[])
            largest.push(`${entry.element?.className ?? '(gone)'} ${entry.size}`);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      let holding = true;
      const held: (() => void)[] = [];
      await page.route(/\/assets\/main-[\w-]+\.js$/, async (request) => {
        if (holding) await new Promise<void>((resolve) => held.push(resolve));
        await request.continue();
      });
      await page.goto(`${widgetUrls.DEFAULT}${route}?eventId=${eventId}&lang=en`, { waitUntil: 'commit' });
      await page.locator('#cpp-skeleton .cpp-sk-score').waitFor();
      holding = false;
      for (const release of held) release();
      await page.getByTestId('side-header').waitFor();
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      const largest = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return (window as unknown as { largest: string[] }).largest;
      });
      // Every entry after the card's would be a larger element of the app's, drawn seconds later.
      expect(largest.at(-1)).toMatch(/^cpp-sk-mid \d+$/);
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
      await page.addInitScript(() => {
        const tops: number[] = [];
        (window as unknown as { cardTops: number[] }).cardTops = tops;
        const look = () => {
          const card = document.querySelector('.cpp-sk-facts');
          const top = card && Math.round(card.getBoundingClientRect().top);
          if (top !== null && tops.at(-1) !== top) tops.push(top);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      let holding = true;
      const held: (() => void)[] = [];
      await page.route(/\/assets\/main-[\w-]+\.js$/, async (request) => {
        if (holding) await new Promise<void>((resolve) => held.push(resolve));
        await request.continue();
      });
      await page.goto(`${widgetUrls.DEFAULT}${route}?eventId=wc2022-final&lang=en`, { waitUntil: 'commit' });
      await page.locator('#cpp-skeleton .cpp-sk-score').waitFor();
      holding = false;
      for (const release of held) release();
      await page.getByTestId('side-header').waitFor();
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      const tops = await page.evaluate(() => (window as unknown as { cardTops: number[] }).cardTops);
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
    await page.addInitScript(() => {
      // The card's top in every frame: the script's card, the page skeleton's, then the scoreboard's.
      const tops: number[] = [];
      (window as unknown as { cardTops: number[] }).cardTops = tops;
      const look = () => {
        const card = document.querySelector('.cpp-sk-facts, section[aria-labelledby="scoreboard-title"]');
        const top = card && Math.round(card.getBoundingClientRect().top);
        if (top !== null && tops.at(-1) !== top) tops.push(top);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
      const largest: string[] = [];
      (window as unknown as { largest: string[] }).largest = largest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { size: number; element: Element | null }[])
          largest.push(`${entry.element?.closest('section')?.className ?? '(none)'} ${entry.element?.tagName ?? '(gone)'}`);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    let holding = true;
    const held: (() => void)[] = [];
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (request) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      await request.continue();
    });
    await page.goto(`${widgetUrls.DEFAULT}/scoreboard?eventId=wc2022-final&lang=en`, { waitUntil: 'commit' });
    const written = page.locator('#cpp-skeleton .cpp-sk-sum');
    await written.locator('p').first().waitFor();
    const sentences = [
      'Argentina won 4-2 on penalties after a 3-3 draw.',
      "Goals: Messi 23' pen, 108', Di María 36', and Mbappé 80' pen, 81', 118' pen.",
    ];
    expect(await written.locator('h2').textContent()).toBe('Post Match Summary');
    expect(await written.locator('p').allTextContents()).toEqual(sentences);
    holding = false;
    for (const release of held) release();
    const summary = page.getByTestId('match-summary');
    await summary.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await summary.locator('p').allTextContents()).toEqual(sentences);
    const largest = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { largest: string[] }).largest;
    });
    expect(largest.at(-1)).toBe('cpp-sk-sum P');
    // The summary is under the card, as the script wrote it: the card never moved.
    expect(await page.evaluate(() => (window as unknown as { cardTops: number[] }).cardTops)).toEqual([12]);
    const [cardBottom, summaryTop] = await page.evaluate(() => [
      document.querySelector('section[aria-labelledby="scoreboard-title"]')!.getBoundingClientRect().bottom,
      document.querySelector('[data-testid="match-summary"]')!.getBoundingClientRect().top,
    ]);
    expect(summaryTop).toBeGreaterThan(cardBottom);
    await page.close();
  }, 60_000);
});
