import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { eventStatusSchema } from '../contract/protocol.ts';
import { chromiumForFile, openPage } from './support/browser.ts';

const hostPage = inject('hostPageUrl');
const feed = inject('feedUrl');
const chromium = chromiumForFile();

/** demo-live replays Turkey v Italy from kick-off: in play for the whole run. */
const liveEvent = 'demo-live';
const otherLiveEvent = 'demo-second-half';

const feedStatus = async (eventId: string) => eventStatusSchema.parse(await (await fetch(`${feed}/event_status/${eventId}`)).json()).status;
const release = (eventId: string) =>
  fetch(`${feed}/control/events/${eventId}/stage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stage: null }),
  });

// The feed is shared by every browser test: no stage stays forced after one of these.
afterEach(async () => {
  await Promise.all([release(liveEvent), release(otherLiveEvent)]);
});

const widgetQuery = async (page: Page) => new URL((await page.locator('#widget iframe').getAttribute('src'))!).searchParams;
const matchClock = (page: Page) => page.frameLocator('#widget iframe').getByTestId('match-clock');
const ticking = /^\d+:\d\d$/;

async function openHostPage() {
  const opened = await openPage(chromium.browser, hostPage);
  await expect.poll(() => matchClock(opened.page).textContent()).toMatch(ticking);
  expect(await opened.page.locator('#event').inputValue()).toBe(liveEvent);
  return opened;
}

describe("the demo host page's Stage control", () => {
  it("forces the stage in the feed, so the widget keeps showing it, and '(from the feed)' releases it", async () => {
    const { page, errors } = await openHostPage();
    // What could take half time away again: the status the reloaded widget asks the feed for, and
    // the snapshot its new socket receives. The test waits for both.
    let statusAnswers = 0;
    let socketFrames = 0;
    page.on('response', (response) => {
      if (response.url().includes('/event_status/')) statusAnswers += 1;
    });
    page.on('websocket', (socket) => socket.on('framereceived', () => (socketFrames += 1)));
    await page.selectOption('#stage', 'halfTime');
    await expect.poll(async () => (await widgetQuery(page)).get('stage')).toBe('halfTime');
    await expect.poll(() => matchClock(page).textContent()).toBe('HT');
    await expect.poll(() => statusAnswers > 0 && socketFrames > 0).toBe(true);
    // Then the tasks they queued in the widget (an answer's handling, the render it schedules):
    // timers, not animation frames, which Chromium holds back in a cross-origin frame below the fold.
    await matchClock(page).evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0)));
    expect(await matchClock(page).textContent({ timeout: 5000 })).toBe('HT');
    expect(await feedStatus(liveEvent)).toBe('halfTime');
    expect(await page.locator('#stage').inputValue()).toBe('halfTime');
    expect(await page.locator('#stage-status').textContent()).toBe('');

    await page.selectOption('#stage', '');
    await expect.poll(() => feedStatus(liveEvent)).toBe('inPlay');
    await expect.poll(async () => (await widgetQuery(page)).has('stage')).toBe(false);
    await expect.poll(() => matchClock(page).textContent()).toMatch(ticking);
    expect(errors).toEqual([]);
    await page.close();
    // The widget is loaded three times (the host page, half time, released): a minute, not 30 s.
  }, 60_000);

  it("starts another event at '(from the feed)', releasing nothing", async () => {
    const { page } = await openHostPage();
    await page.selectOption('#stage', 'halfTime');
    await expect.poll(async () => (await widgetQuery(page)).get('stage')).toBe('halfTime');
    await page.selectOption('#event', otherLiveEvent);
    expect(await page.locator('#stage').inputValue()).toBe('');
    await expect.poll(async () => (await widgetQuery(page)).get('eventId')).toBe(otherLiveEvent);
    expect((await widgetQuery(page)).has('stage')).toBe(false);
    expect(await feedStatus(liveEvent)).toBe('halfTime');
    expect(await feedStatus(otherLiveEvent)).toBe('inPlay');
    await page.close();
  });

  it('says beside the control what the feed refused, as text, and goes back to what the feed shows', async () => {
    const { page, dialogs } = await openHostPage();
    const stageCall = `${feed}/control/events/${liveEvent}/stage`;
    const refuse = (status: number, message: string) =>
      page.route(stageCall, (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'refused', message }) }),
      );
    // As a feed started without --control answers.
    await refuse(404, `No route POST /control/events/${liveEvent}/stage`);
    await page.selectOption('#stage', 'fullTime');
    await expect.poll(() => page.locator('#stage-status').textContent()).toBe("the feed's control API is off (npm run feed -- --control)");
    expect(await page.locator('#stage').inputValue()).toBe('');
    expect((await widgetQuery(page)).has('stage')).toBe(false);

    await page.unroute(stageCall);
    const hostile = '<img src=x onerror=alert(1)>';
    await refuse(400, hostile);
    await page.selectOption('#stage', 'fullTime');
    await expect.poll(() => page.locator('#stage-status').textContent()).toBe(`the feed refused the stage (400: ${hostile})`);
    expect(await page.locator('#stage-status img').count()).toBe(0);
    expect(dialogs).toEqual([]);

    await page.unroute(stageCall);
    await page.selectOption('#stage', 'halfTime');
    await expect.poll(() => page.locator('#stage-status').textContent()).toBe('');
    await expect.poll(() => feedStatus(liveEvent)).toBe('halfTime');
    await page.close();
  });
});
