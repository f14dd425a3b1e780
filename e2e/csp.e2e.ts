import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, settled } from './support/browser.ts';
import { rgb, themeOf } from './support/themes.ts';

const widgets = inject('widgetUrls');
const chromium = chromiumForFile();

/** What the page reported as refused by its policy: `securitypolicyviolation` events and console lines. */
interface Refusals {
  events: string[];
  console: string[];
}

/**
 * A page of the DEFAULT bundle as the demo's widget server sends it: under the strict policy
 * (scripts/lib/content-security-policy.ts) with a nonce of its own. Every violation the document
 * reports is recorded from before its first script runs.
 */
async function openUnderPolicy(path: string): Promise<{ page: Page; policy: string; refusals: Refusals }> {
  const page = await chromium.browser.newPage({ viewport: { width: 320, height: 640 } });
  const refusals: Refusals = { events: [], console: [] };
  await page.exposeFunction('reportRefusal', (line: string) => refusals.events.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportRefusal: (line: string) => void }).reportRefusal;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.console.push(message.text());
  });
  const response = await page.goto(`${widgets.DEFAULT}${path}`);
  return { page, policy: (await response?.headerValue('content-security-policy')) ?? '', refusals };
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe('the widget under a strict Content-Security-Policy with a nonce', () => {
  const colours = themeOf('DEFAULT').colours;

  it('is sent the policy: no unsafe-inline, no eval, a nonce for scripts and styles', async () => {
    const { page, policy } = await openUnderPolicy('/scoreboard?eventId=demo-live&lang=en');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeDefined();
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    // The nonce the page's scripts and Emotion read: the one the header names.
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('meta[property="csp-nonce"]')?.nonce)).toBe(nonce);
    await page.close();
  });

  it("draws the scoreboard in the brand's colours with no violation: Emotion's styles carry the nonce", { timeout: 90_000 }, async () => {
    const { page, refusals } = await openUnderPolicy('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    const header = page.getByRole('region', { name: /^Scoreboard: Barcelona vs Deportivo Alavés$/ });
    await header.waitFor();
    await settled(page);
    expect(await header.getByText(/^\d+ - \d+$/).innerText()).toBe('3 - 0');
    // The brand's stylesheet (a file of the bundle) paints the page; Emotion paints the components.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(rgb(colours.background.default));
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(colours.scoreboard.background));
    expect(await backgroundOf(page, '[data-testid="side-header"]')).toBe(rgb(colours.nav.background));
    // Emotion's style elements: each with the nonce, none refused.
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => ({
        nonce: style.nonce,
        rules: style.sheet?.cssRules.length ?? -1,
      })),
    );
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.rules).toBeGreaterThan(0);
    expect(refusals).toEqual({ events: [], console: [] });
    await page.close();
  });

  it.each([
    ['stats', '/stats/live-stats?eventId=demo-live&lang=en'],
    ['info', '/info/table?eventId=demo-live&lang=en'],
  ])(
    'draws the %s route with no violation',
    async (_section, path) => {
      const { page, refusals } = await openUnderPolicy(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      expect(await backgroundOf(page, '[data-testid="side-header"]')).toBe(rgb(colours.nav.background));
      expect(refusals).toEqual({ events: [], console: [] });
      await page.close();
    },
    90_000,
  );
});
