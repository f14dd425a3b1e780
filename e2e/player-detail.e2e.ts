import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import de from '../locales/de.json';
import el from '../locales/el.json';
import en from '../locales/en.json';
import { chromiumForFile, goInApp, openPage, settled } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';

const widgets = inject('widgetUrls');
const chromium = chromiumForFile();
const words = { en, de, el };
type Language = keyof typeof words;

/** The heat map's choice of period, in the page's language. */
const period = (page: Page, lang: Language, name: 'firstHalf' | 'secondHalf') =>
  page
    .getByRole('group', { name: words[lang].stats.heatMapPeriods.label })
    .getByRole('button', { name: words[lang].stats.heatMapPeriods[name], exact: true });

/** Opens the player stats of the finished Turkey 0-3 Italy (StatsBomb) and the detail of the first player listed. */
async function openFirstPlayer(page: Page, widget: string, lang: Language): Promise<string> {
  await page.goto(`${widget}/stats/player-stats?eventId=demo-finished&lang=${lang}`);
  const first = page.getByRole('table', { name: words[lang].nav.playerStats }).getByRole('rowheader').getByRole('button').first();
  await first.waitFor();
  const name = (await first.textContent()) ?? '';
  await first.click();
  // The heat map as drawn (hidden from screen readers, who read its summary and table): found by its hook.
  await page.getByTestId('heat-map').waitFor();
  await settled(page);
  return name;
}

describe("a player's heat map and shot chart against the real feed", () => {
  for (const brand of ['DEFAULT', 'DEFAULT_LIGHT'] as const) {
    it(`has no serious or critical axe violation on the player detail in ${brand}`, async () => {
      const { page, errors } = await openPage(chromium.browser, 'about:blank');
      const name = await openFirstPlayer(page, widgets[brand]!, 'en');
      expect(await page.getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
      expect(await page.getByText(/^Most touches in the /).textContent()).toMatch(
        /^Most touches in the .+ of the .+ third: \d+% of \d+\.$/,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The period toggle: one half drawn, its button pressed, still axe-clean.
      await period(page, 'en', 'firstHalf').click();
      expect(await period(page, 'en', 'firstHalf').getAttribute('aria-pressed')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const lang of ['en', 'de', 'el'] as const) {
    it(`does not overflow sideways at 320 px with a player open, nor on the season averages (${lang})`, async () => {
      const { page } = await openPage(chromium.browser, 'about:blank', { width: 320 });
      await openFirstPlayer(page, widgets.DEFAULT!, lang);
      // The page's width, and when it is too wide, the first elements that stick out (the visually
      // hidden tables are clipped to a pixel and do not count).
      const overflow = () =>
        page.evaluate(() =>
          document.documentElement.scrollWidth <= 320
            ? []
            : [...document.querySelectorAll('body *')]
                .filter((element) => element.getBoundingClientRect().right > 321 && !element.closest('.MuiTabs-root'))
                .slice(0, 4)
                .map((element) => `${element.tagName}.${String(element.className)} ${element.getBoundingClientRect().right}`),
        );
      expect(await overflow()).toEqual([]);
      // The heat map's period toggle wraps rather than widen the page, with a half chosen.
      await period(page, lang, 'secondHalf').click();
      expect(await overflow(), 'second half').toEqual([]);
      for (const sub of ['summary', 'attacking', 'discipline']) {
        // Inside the app, as the tabs move a fan there.
        await goInApp(page, `${widgets.DEFAULT}/stats/season-avg/${sub}?eventId=demo-finished&lang=${lang}`);
        // One recorded match ranks nobody per 90 minutes: the measured figures are the page's last table.
        await page.getByRole('table', { name: words[lang].stats.measuredPerMatch }).waitFor();
        expect(await overflow(), sub).toEqual([]);
      }
      await page.close();
    }, 90_000);
  }
});
