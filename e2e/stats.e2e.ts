import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, goInApp, openPage, pagesByKey, settled } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';

const widgets = inject('widgetUrls');
const feed = inject('feedUrl');
const chromium = chromiumForFile();

interface SideStats {
  goals: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  passes: number;
}
interface LiveStats {
  summary: { home: SideStats; away: SideStats };
  shots: { side: 'home' | 'away'; xg: number }[];
}

const control = (path: string, body: unknown) =>
  fetch(`${feed}/control${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const liveStats = async (eventId: string) => (await (await fetch(`${feed}/live_stats/${eventId}?lang=en`)).json()) as LiveStats;

/** A mirrored-bar row as the fan reads it: [home, label, away] (the bars are hidden from screen readers, who read the table beside them). */
async function barRow(page: Page, stat: string): Promise<string[]> {
  return page.locator(`[data-testid="stat-bars"] [data-stat="${stat}"] > div:first-child > span`).allTextContents();
}

describe('stats screens against the real feed', () => {
  it("shows the live stats the feed serves at this minute, and changes them when the socket says so (Barcelona v Alavés, 60')", async () => {
    const eventId = 'demo-second-half';
    // Held still, so the page and the feed's answer speak of the same minute.
    await control(`/events/${eventId}/pause`, { paused: true });
    try {
      const served = await liveStats(eventId);
      const { page, errors } = await openPage(chromium.browser, `${widgets.DEFAULT}/stats/live-stats/summary?eventId=${eventId}&lang=en`);
      await page.getByTestId('stat-bars').waitFor();
      for (const stat of ['shots', 'shotsOnTarget', 'corners', 'passes'] as const) {
        await expect
          .poll(() => barRow(page, stat))
          .toEqual([String(served.summary.home[stat]), expect.any(String), String(served.summary.away[stat])]);
      }
      await page.getByRole('tab', { name: 'Attacking' }).click();
      await expect
        .poll(() => barRow(page, 'goals'))
        .toEqual([String(served.summary.home.goals), 'Goals', String(served.summary.away.goals)]);
      // A goal for Alavés: the socket's statsSummary moves the number without a reload.
      const score = (await (await control(`/events/${eventId}/goal`, { side: 'away' })).json()) as { home: number; away: number };
      expect(score.away).toBe(served.summary.away.goals + 1);
      await expect.poll(() => barRow(page, 'goals'), { timeout: 10_000 }).toEqual([String(score.home), 'Goals', String(score.away)]);
      expect((await liveStats(eventId)).summary.away.goals).toBe(score.away);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await control(`/events/${eventId}/pause`, { paused: false });
    }
  });

  it("gives xG totals equal to the sum of the shots' on a finished match (Turkey 0-3 Italy)", async () => {
    const served = await liveStats('demo-finished');
    const sum = (side: 'home' | 'away') =>
      Math.round(served.shots.filter((shot) => shot.side === side).reduce((total, shot) => total + shot.xg, 0) * 100) / 100;
    const { page } = await openPage(chromium.browser, `${widgets.DEFAULT}/stats/live-stats/xg?eventId=demo-finished&lang=en`);
    const timeline = page.getByRole('figure');
    await timeline.waitFor();
    const caption = await timeline.locator('figcaption').textContent();
    expect(caption).toContain(
      `Turkey: ${sum('home').toFixed(2)} xG from ${served.shots.filter((shot) => shot.side === 'home').length} shots`,
    );
    expect(caption).toContain(
      `Italy: ${sum('away').toFixed(2)} xG from ${served.shots.filter((shot) => shot.side === 'away').length} shots`,
    );
    // Every shot drawn on the shot map (a picture hidden from screen readers, who choose among the shots in the list under it).
    expect(await page.locator('[data-testid="shot-map"] [data-shot]').count()).toBe(served.shots.length);
    await page.close();
  });

  // One page per brand, moved from page to page inside the app as the tabs do.
  const pages = pagesByKey(chromium);
  for (const brand of ['DEFAULT', 'DEFAULT_LIGHT'] as const) {
    for (const path of [
      '/stats/live-stats/summary',
      '/stats/live-stats/momentum',
      '/stats/live-stats/xg',
      '/stats/player-stats',
      '/stats/assistant',
    ]) {
      it(`has no serious or critical axe violation on ${path} in ${brand}`, async () => {
        const page = await pages.show(brand, `${widgets[brand]}${path}?eventId=demo-finished&lang=en`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settled(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  }

  for (const lang of ['en', 'de', 'el']) {
    it(`does not overflow sideways at 320 px on any stats page (${lang})`, async () => {
      const { page } = await openPage(chromium.browser, 'about:blank', { width: 320 });
      const overflowing: string[] = [];
      // One load, then from page to page inside the app as the tabs do.
      for (const [index, path] of [
        '/stats/live-stats/summary',
        '/stats/live-stats/attacking',
        '/stats/live-stats/defence',
        '/stats/live-stats/distribution',
        '/stats/live-stats/discipline',
        '/stats/live-stats/momentum',
        '/stats/live-stats/xg',
        '/stats/season-avg/summary',
        '/stats/opta-points',
        '/stats/top-scorers',
        '/stats/player-stats',
        '/stats/assistant',
        '/stats/team-assistant',
      ].entries()) {
        const url = `${widgets.DEFAULT}${path}?eventId=demo-finished&lang=${lang}`;
        if (index === 0) await page.goto(url);
        else await goInApp(page, url);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settled(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320)
          overflowing.push(
            `${path}: ${width}px ` +
              (await page.evaluate(() =>
                [...document.querySelectorAll('body *')]
                  .filter((element) => element.getBoundingClientRect().right > 321 && !element.closest('.MuiTabs-root'))
                  .slice(0, 4)
                  .map((element) => `${element.tagName}.${element.className} ${element.getBoundingClientRect().right}`)
                  .join(' | '),
              )),
          );
      }
      expect(overflowing).toEqual([]);
      await page.close();
    }, 90_000);
  }
});
