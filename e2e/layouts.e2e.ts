import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, openPage } from './support/browser.ts';
import { backBeforeKickOff } from './support/demo-events.ts';

const widget = inject('widgetUrls').DEFAULT!;
const feed = inject('feedUrl');
/** The DEFAULT bundle built with `--flags customLayout`. */
const customLayoutWidget = inject('widgetUrls').DEFAULT_CUSTOM_LAYOUT!;
const chromium = chromiumForFile();

const open = (url: string, width = 320) => openPage(chromium.browser, url, { width });

const hrefs = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => new URL((tab as HTMLAnchorElement).href).pathname));

describe('the custom-layout flag', () => {
  it('gives line-ups only full-width layout tabs, in the pre-match order', async () => {
    await backBeforeKickOff(feed);
    const { page, errors } = await open(`${customLayoutWidget}/info/teams/lineups?eventId=demo-prematch&lang=en`);
    await page.getByTestId('layout-tabs').waitFor();
    // The 2022 final has no event data: no player stats tab.
    await expect.poll(() => hrefs(page, 'layout-tabs')).toEqual(['/info/teams/lineups', '/info/teams/formation']);
    expect(await page.getByTestId('primary-tabs').count()).toBe(0);
    expect(await page.getByTestId('secondary-tabs').count()).toBe(0);
    // Full width: the tabs share the row between them.
    const widths = await page
      .getByTestId('layout-tabs')
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().width)));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('puts player stats first in a live stage, and leaves other pages their section tabs', async () => {
    const { page } = await open(`${customLayoutWidget}/stats/player-stats?eventId=demo-live`);
    await page.getByTestId('layout-tabs').waitFor();
    await expect.poll(() => hrefs(page, 'layout-tabs')).toEqual(['/stats/player-stats', '/info/teams/lineups', '/info/teams/formation']);
    await page.getByTestId('layout-tabs').getByRole('tab', { name: 'Formation' }).click();
    await page.waitForURL(/\/info\/teams\/formation\?eventId=demo-live/);
    await page.getByTestId('side-item-stats').click();
    await page.getByTestId('primary-tabs').waitFor();
    expect(await page.getByTestId('layout-tabs').count()).toBe(0);
    await page.close();
  });

  it('is off in the standard bundle: line-ups keep the section tab rows', async () => {
    const { page } = await open(`${widget}/info/teams/lineups?eventId=demo-live`);
    await page.getByTestId('secondary-tabs').waitFor();
    expect(await page.getByTestId('primary-tabs').count()).toBe(1);
    expect(await page.getByTestId('layout-tabs').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await page.close();
  });
});

describe('the back action', () => {
  it('returns from the layout to the page the fan came from, past the section redirect, keeping the query', async () => {
    const query = '?eventId=demo-prematch&lang=en&hideTabs=false';
    const { page } = await open(`${customLayoutWidget}/info/form${query}`);
    await page.getByTestId('primary-tabs').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    const length = await page.evaluate(() => history.length);
    await page.getByTestId('primary-tabs').getByRole('tab', { name: 'Teams' }).click();
    await page.waitForURL(`${customLayoutWidget}/info/teams/lineups${query}`);
    await page.getByTestId('layout-tabs').getByRole('tab', { name: 'Formation' }).click();
    await page.waitForURL(`${customLayoutWidget}/info/teams/formation${query}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${customLayoutWidget}/info/teams/lineups${query}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${customLayoutWidget}/info/form${query}`);
    await page.getByTestId('primary-tabs').getByRole('tab', { name: 'Form', selected: true }).waitFor();
    // Every step replaced the route: the host page's history did not grow.
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.close();
  });
});

describe('the watch overlays', () => {
  const credentials = 'token=t&outletkey=o&stream=demo-live&user=u';

  it('pauses and hides the stream off its route, and plays it again on return without a second launch', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 480, height: 640 } });
    const launches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/stream/launch') && request.method() === 'POST') launches.push(request.postData() ?? '');
    });
    await page.goto(`${widget}/watch/stream?eventId=demo-live&${credentials}`);
    const video = page.getByTestId('stream-player').locator('video');
    await video.waitFor();
    const paused = () => video.evaluate((element) => (element as HTMLVideoElement).paused);
    await expect.poll(paused).toBe(false);
    await page.getByTestId('side-item-stats').click();
    await page.getByTestId('primary-tabs').waitFor();
    expect(await page.getByTestId('stream-player').isVisible()).toBe(false);
    await expect.poll(paused).toBe(true);
    await page.getByTestId('side-item-stream').click();
    await video.waitFor();
    await expect.poll(paused).toBe(false);
    expect(launches).toHaveLength(1);
    expect(JSON.parse(launches[0]!)).toEqual({ key: 't', outlet: 'o', stream: 'demo-live', user: 'u' });
    await page.close();
  });

  it('keeps the pitch view mounted but hidden on other pages', async () => {
    const { page } = await open(`${widget}/watch/pitchView?eventId=demo-live`);
    await page.getByTestId('pitch-view').waitFor();
    await page.evaluate(() => {
      (document.querySelector('[data-testid="pitch-view"]') as HTMLElement & { marked?: boolean }).marked = true;
    });
    await page.getByTestId('side-item-info').click();
    await page.getByTestId('primary-tabs').waitFor();
    expect(await page.getByTestId('pitch-view').isVisible()).toBe(false);
    // One content column shows: the section's; the watch column is hidden.
    await expect.poll(() => page.getByTestId('content').count()).toBe(1);
    await page.getByTestId('side-item-pitchView').click();
    await page.getByTestId('pitch-view').waitFor();
    expect(await page.getByTestId('pitch-view').evaluate((element) => (element as HTMLElement & { marked?: boolean }).marked)).toBe(true);
    await page.close();
  });
});

describe('the mobile rule (752 px or less)', () => {
  it('scrolls a long tab row by swiping on mobile, with arrow buttons on a wider window', async () => {
    const path = `${widget}/stats/live-stats/summary?eventId=demo-live`;
    const mobile = await open(path, 752);
    await mobile.page.getByTestId('secondary-tabs').waitFor();
    expect(await mobile.page.getByTestId('secondary-tabs').locator('.MuiTabs-scrollButtons').count()).toBe(0);
    await mobile.page.close();
    const desktop = await open(path, 753);
    await desktop.page.getByTestId('secondary-tabs').waitFor();
    await expect.poll(() => desktop.page.getByTestId('secondary-tabs').locator('.MuiTabs-scrollButtons').count()).toBe(2);
    await desktop.page.close();
  });
});

describe('tab rows on a phone', () => {
  it("fade out the end that hides tabs, and follow the fan's swipe", async () => {
    const { page } = await open(`${widget}/stats/live-stats/summary?eventId=demo-live`, 320);
    const row = page.getByTestId('secondary-tabs');
    await row.getByRole('tab', { selected: true }).waitFor();
    await expect.poll(() => row.getAttribute('data-hidden-tabs')).toBe('end');
    await row.locator('.MuiTabs-scroller').evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
    await expect.poll(() => row.getAttribute('data-hidden-tabs')).toBe('start');
    expect(await row.locator('.MuiTabs-scroller').evaluate((scroller) => getComputedStyle(scroller).maskImage)).toContain(
      'linear-gradient',
    );
    await page.close();
  });

  it('hold their place while the match data loads, so the content does not jump', async () => {
    const delayed = (pathPrefix: string) =>
      fetch(`${feed}/control/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Well past the app's start (it waits at most 1 s for the facts-first card, which needs
        // the status too): on a busy machine 1.5 s left the answers in before the app's first frame.
        body: JSON.stringify({ pathPrefix, kind: 'delay', delayMs: 4000, times: 1 }),
      });
    await delayed('/event_status/demo-finished');
    await delayed('/availability/demo-finished');
    const { page } = await open(`${widget}/stats/season-avg/summary?eventId=demo-finished`, 320);
    const content = page.getByTestId('content');
    await content.waitFor();
    expect(await page.getByTestId('tab-row-placeholder').count()).toBe(2);
    // The loading column may be swapped for the page's own as it mounts: measure once one stays.
    await expect.poll(async () => (await content.boundingBox()) !== null, { timeout: 10_000 }).toBe(true);
    const before = (await content.boundingBox())!.y;
    await page.getByTestId('secondary-tabs').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('tab-row-placeholder').count()).toBe(0);
    expect(Math.abs((await content.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
    await page.close();
  });
});

describe('returning to the page on a touch device', () => {
  const resume = (page: Page) =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });

  it.each([
    ['opens a new socket and reloads the match data on a touch device', true],
    ['keeps its socket on a device without touch', false],
  ])('%s', async (_, hasTouch) => {
    const context = await chromium.browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch });
    const page = await context.newPage();
    const sockets: string[] = [];
    const statusCalls: string[] = [];
    let framesReceived = 0;
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', () => (framesReceived += 1));
    });
    page.on('request', (request) => {
      if (request.url().includes('/event_status/')) statusCalls.push(request.url());
    });
    await page.goto(`${widget}/scoreboard?eventId=demo-live`);
    await expect.poll(() => page.getByTestId('side-score').count()).toBe(1);
    expect(await page.evaluate(() => navigator.maxTouchPoints > 0)).toBe(hasTouch);
    await expect.poll(() => sockets.length).toBe(1);
    const callsBefore = statusCalls.length;
    await resume(page);
    if (hasTouch) {
      await expect.poll(() => sockets.length).toBe(2);
      await expect.poll(() => statusCalls.length).toBeGreaterThan(callsBefore);
      // Still live, on the same route, after the remount.
      await expect.poll(() => page.getByTestId('side-score').textContent()).toMatch(/^\d+-\d+$/);
    } else {
      // Time enough for a remount: two frames drawn after the event (React commits within one), and
      // a message from the feed on the socket it already had, which is therefore still open.
      const framesBefore = framesReceived;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect.poll(() => framesReceived, { timeout: 10_000 }).toBeGreaterThan(framesBefore);
      expect(sockets).toHaveLength(1);
      expect(statusCalls).toHaveLength(callsBefore);
    }
    expect(new URL(page.url()).pathname).toBe('/scoreboard');
    await context.close();
  });
});
