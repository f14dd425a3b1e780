import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pages } from '../contract/pages.ts';
import { chromiumForFile, goInApp, openPage, settled } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';

const widgets = inject('widgetUrls');
const chromium = chromiumForFile();
// A match in play with stream credentials, so every item and tab that can show does.
const query = 'eventId=demo-live&lang=en&token=t&outletkey=o&stream=s&user=u';

describe('accessibility: axe-core finds no serious or critical violation', () => {
  it('DEFAULT home without a match (the brand preview)', async () => {
    const { page } = await openPage(chromium.browser, widgets.DEFAULT!);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  // Every page in the dark DEFAULT brand; one page of each section in the light brand, whose
  // structure is the same and whose colours are what differs.
  const cases = [
    ...pages.map((definition) => ['DEFAULT', definition.path] as const),
    ...(
      [
        '/scoreboard',
        '/scoreboard/scorers',
        '/scoreboard/commentary',
        '/watch/pitchView',
        '/stats/live-stats/summary',
        '/info/form',
      ] as const
    ).map((path) => ['DEFAULT_LIGHT', path] as const),
  ];
  // One page per brand, moved from route to route inside the app as the tabs do: what axe reads is
  // the screen, and starting the bundle again for each route only costs time.
  const pageOf = new Map<string, Promise<Page>>();
  afterAll(async () => {
    for (const page of pageOf.values()) await (await page).close();
  });
  it.each(cases)('%s %s', async (brand, path) => {
    const url = `${widgets[brand]}${path}?${query}`;
    let page = pageOf.get(brand);
    if (page) await goInApp(await page, url);
    else {
      page = openPage(chromium.browser, url).then((opened) => opened.page);
      pageOf.set(brand, page);
    }
    const current = await page;
    // Settled: the side header has the status, the lazy screen has replaced its skeleton.
    await current.getByTestId('side-header').getByRole('link').first().waitFor();
    await current.getByTestId('content').first().waitFor();
    await settled(current);
    expect(await seriousAxeViolations(current)).toEqual([]);
  });
});
