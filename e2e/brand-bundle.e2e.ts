import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, openPage } from './support/browser.ts';

const widgetUrls = inject('widgetUrls');
const chromium = chromiumForFile();

const open = (url: string, width = 320) => openPage(chromium.browser, url, { width, consoleErrors: true });

describe('a brand bundle in Chromium', () => {
  it('shows the DEFAULT brand, dark, with no console error', async () => {
    const { page, errors } = await open(`${widgetUrls.DEFAULT}/`);
    await page.getByRole('heading', { level: 1, name: 'DEFAULT' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(10, 11, 17)');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('paints the brand background before any script runs', async () => {
    const page = await chromium.browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${widgetUrls.DEFAULT_LIGHT}/`);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(245, 246, 248)');
    await page.close();
  });

  it("shows the frame's skeleton in the brand's colours without JavaScript, and the app replaces it", async () => {
    const still = await chromium.browser.newPage({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    await still.goto(`${widgetUrls.DEFAULT_LIGHT}/scoreboard?eventId=demo-live&lang=en`);
    const nav = still.locator('#cpp-skeleton .cpp-sk-nav');
    expect((await nav.boundingBox())?.width).toBe(40);
    // DEFAULT_LIGHT's nav colour and paper, from its tokens: not a blank page.
    expect(await nav.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    const card = still.locator('#cpp-skeleton .cpp-sk-card');
    expect((await card.boundingBox())?.height).toBe(96);
    await still.close();

    const { page } = await open(`${widgetUrls.DEFAULT_LIGHT}/scoreboard?eventId=demo-live&lang=en`);
    await page.getByTestId('side-header').waitFor();
    expect(await page.locator('#cpp-skeleton').count()).toBe(0);
    await page.close();
  });

  it('serves the light twin from its own bundle', async () => {
    const { page } = await open(`${widgetUrls.DEFAULT_LIGHT}/`);
    await page.getByRole('heading', { level: 1, name: 'DEFAULT_LIGHT' }).waitFor();
    const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    expect(scheme).toBe('light');
    await page.close();
  });

  it('opens a deep link through the index.html fallback, keeping the query', async () => {
    const { page } = await open(`${widgetUrls.DEFAULT}/stats/live-stats/momentum?eventId=demo-live&lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Momentum' }).waitFor();
    expect(new URL(page.url()).search).toBe('?eventId=demo-live&lang=en');
    // The page itself: the momentum chart of the replay, or its honest empty state before there is any.
    await page.locator('[data-testid="momentum-chart"], [data-testid="empty-state"]').first().waitFor();
    await page.close();
  });

  it('sets <html lang> from the lang parameter and falls back to English', async () => {
    const german = await open(`${widgetUrls.DEFAULT}/info/table?lang=de`);
    await german.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await german.page.evaluate(() => document.documentElement.lang)).toBe('de');
    await german.page.close();

    const unknown = await open(`${widgetUrls.DEFAULT}/?lang=xx-<b>`);
    await unknown.page.getByRole('heading', { level: 1, name: 'DEFAULT' }).waitFor();
    expect(await unknown.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await unknown.page.close();
  });

  it('keeps the content column within 480 px on a wide screen', async () => {
    const { page } = await open(`${widgetUrls.DEFAULT}/`, 1024);
    // The page replaces its loading column with its own: wait for the brand preview's heading, then
    // read the box in one step, so that a column swapped between two reads cannot fail the test.
    await page.getByRole('heading', { level: 1, name: 'DEFAULT' }).waitFor();
    const content = page.getByTestId('content');
    let box: { x: number; width: number } | null = null;
    await expect
      .poll(
        async () => {
          box = await content.boundingBox();
          return box?.width ?? 0;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    const { x, width } = box!;
    expect(width).toBeLessThanOrEqual(480);
    expect(Math.round(x)).toBe(Math.round((1024 - width) / 2));
    await page.close();
  });

  it('renders inside a cross-origin iframe made by embed.js on the host page', async () => {
    const page = await chromium.browser.newPage();
    await page.goto(inject('hostPageUrl'));
    const frame = page.frameLocator('#widget iframe');
    await frame.getByTestId('side-header').waitFor();
    const frameUrl = new URL((await page.locator('#widget iframe').getAttribute('src'))!);
    expect(frameUrl.origin).not.toBe(new URL(page.url()).origin);
    expect(frameUrl.searchParams.get('eventId')).toBe('demo-live');
    await page.close();
  });

  it('switches brand from the host page: another bundle on another origin, same event and language', async () => {
    const page = await chromium.browser.newPage();
    await page.goto(inject('hostPageUrl'));
    await page.frameLocator('#widget iframe').getByTestId('side-header').waitFor();
    const before = new URL((await page.locator('#widget iframe').getAttribute('src'))!).origin;
    await page.selectOption('#event', 'demo-half-time');
    await page.selectOption('#lang', 'fr');
    await page.selectOption('#brand', 'DEFAULT_LIGHT');
    await page.waitForURL(/\?brand=DEFAULT_LIGHT&event=demo-half-time&lang=fr$/);
    const frame = page.frameLocator('#widget iframe');
    await frame.getByTestId('side-header').waitFor();
    const src = new URL((await page.locator('#widget iframe').getAttribute('src'))!);
    expect(src.origin).not.toBe(before);
    expect(src.searchParams.get('eventId')).toBe('demo-half-time');
    expect(src.searchParams.get('lang')).toBe('fr');
    expect(await frame.locator('meta[name="cpp-brand"]').getAttribute('content')).toBe('DEFAULT_LIGHT');
    expect(await page.locator('#brand-name').textContent()).toBe('DEFAULT_LIGHT');
    await page.close();
  });
});
