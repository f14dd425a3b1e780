import { describe, expect, inject, it } from 'vitest';
import { pages } from '../contract/pages.ts';
import { chromiumForFile, openPage, pagesByKey, settled } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { rgb, themeOf } from './support/themes.ts';

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
  const screens = pagesByKey(chromium);
  it.each(cases)('%s %s', async (brand, path) => {
    const current = await screens.show(brand, `${widgets[brand]}${path}?${query}`);
    // Settled: the side header has the status, the lazy screen has replaced its skeleton.
    await current.getByTestId('side-header').getByRole('link').first().waitFor();
    await current.getByTestId('content').first().waitFor();
    await settled(current);
    expect(await seriousAxeViolations(current)).toEqual([]);
  });
});

describe('keyboard focus: every stop shows the brand focus ring', () => {
  // Tab from the top through the page, in a dark and a light brand: the side header's links, the
  // calls to action, the stage text of a match whose line-ups are out (a link), a tab row and a
  // view toggle; each with the ring of its surface's focus token, never the browser's own.
  it.each([
    ['DEFAULT', `/scoreboard?${query}`, ['a side-item-stats', 'a See Match Stats']],
    ['DEFAULT_LIGHT', `/scoreboard?${query}`, ['a side-item-info', 'a See xG']],
    ['DEFAULT', '/scoreboard?eventId=demo-prematch&lang=en', ['a Lineups available']],
    ['DEFAULT_LIGHT', `/stats/live-stats/summary?${query}`, ['a Live Stats', 'a Summary', 'button First half']],
  ] as const)('%s %s', async (brand, path, expected) => {
    const { page } = await openPage(chromium.browser, `${widgets[brand]}${path}`);
    await page.getByTestId('side-header').getByRole('link').first().waitFor();
    await page.getByTestId('content').first().waitFor();
    await settled(page);
    // The tab rows hold their place empty until the status and availability answer.
    await page.locator('[data-testid="tab-row-placeholder"]').first().waitFor({ state: 'detached' });
    const { colours } = themeOf(brand);
    const rings = new Set([colours.focus, colours.tab.focus, colours.nav.focus].map(rgb));
    const stops: { name: string; ring: string }[] = [];
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const name = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return {
          name: `${element.tagName.toLowerCase()} ${name}`.slice(0, 60),
          ring: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        };
      });
      if (!stop || stops.some((seen) => seen.name === stop.name)) break;
      stops.push(stop);
    }
    for (const name of expected)
      expect(
        stops.map((stop) => stop.name).some((seen) => seen.startsWith(name)),
        `${name} among ${stops.map((stop) => stop.name).join(' | ')}`,
      ).toBe(true);
    const missing = stops.filter(({ ring }) => {
      const [style, width, ...colour] = ring.split(' ');
      return style !== 'solid' || width !== '2px' || !rings.has(colour.join(' '));
    });
    expect(missing, `stops: ${stops.map((stop) => stop.name).join(' | ')}`).toEqual([]);
    await page.close();
  });
});
