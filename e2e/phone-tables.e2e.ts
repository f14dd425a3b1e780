import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import de from '../locales/de.json';
import el from '../locales/el.json';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import { chromiumForFile, goInApp, pagesByKey } from './support/browser.ts';

// The stats and league tables on the narrowest phone, in languages whose headings run long (de,
// el) or are read as whole characters (ja): what the fan must see is inside the screen, no heading
// is cut, and no text is smaller than 12 px.
const widgets = inject('widgetUrls');
const widget = widgets.DEFAULT!;
const chromium = chromiumForFile();
const width = 320;
/** One page per language, moved from table to table inside the app. */
const pages = pagesByKey(chromium, { width });
const words = { en, de, el, ja };

interface TableMeasure {
  /** Headings whose text does not fit their box. */
  clipped: string[];
  /** The name column's heading and first cell, left and right edges. */
  name: [number, number][];
  /** The sorted column's heading and first cell, left and right edges (none when not sorted). */
  sorted: [number, number][];
  /** The smallest font size of any text in the table. */
  smallestFont: number;
  pageWidth: number;
}

/** Measures the table, as laid out now. */
function measure(locator: Locator): Promise<TableMeasure> {
  return locator.evaluate((table) => {
    const edges = (element: Element | null | undefined): [number, number][] => {
      if (!element) return [];
      const box = element.getBoundingClientRect();
      return [[Math.round(box.left), Math.round(box.right)]];
    };
    const headings = [...table.querySelectorAll<HTMLElement>('thead th')];
    // The heading's box, and the sort button inside it when there is one (an inline-flex box).
    const textBoxes = headings.flatMap((heading) => [heading, ...heading.querySelectorAll<HTMLElement>('.MuiTableSortLabel-root')]);
    const clipped = textBoxes
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => `${box.textContent} (${box.scrollWidth} > ${box.clientWidth})`);
    const sortedIndex = headings.findIndex((heading) => heading.hasAttribute('aria-sort'));
    const firstRow = table.querySelector('tbody tr');
    const texts = [...table.querySelectorAll('th, td, th *, td *')].filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''),
    );
    return {
      clipped,
      name: [...edges(headings[0]), ...edges(firstRow?.querySelector('th'))],
      sorted: sortedIndex < 0 ? [] : [...edges(headings[sortedIndex]), ...edges(firstRow?.children[sortedIndex])],
      smallestFont: Math.min(...texts.map((element) => parseFloat(getComputedStyle(element).fontSize))),
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

const inView = (edges: [number, number][]) => edges.every(([left, right]) => left >= 0 && right <= width);

for (const lang of ['en', 'de', 'el', 'ja'] as const) {
  describe(`tables at ${width} px in ${lang}`, () => {
    it('player stats: the name and the sorted column in view in every group, after sorting too, and no heading cut', async () => {
      const page = await pages.show(lang, `${widget}/stats/player-stats?eventId=demo-finished&lang=${lang}`);
      const table = page.getByRole('table', { name: words[lang].nav.playerStats });
      await table.getByRole('rowheader').first().waitFor();
      const groups = page.getByRole('group', { name: words[lang].stats.statGroup }).getByRole('button');
      expect(await groups.count()).toBe(3);
      for (let group = 0; group < 3; group += 1) {
        await groups.nth(group).click();
        for (const column of [null, -1] as const) {
          // The group as it opens, then sorted by its last heading.
          if (column !== null) await table.getByRole('columnheader').nth(column).getByRole('button').click();
          const measured = await measure(table);
          const where = `${lang}, group ${group + 1}${column === null ? '' : ', sorted by its last column'}`;
          expect(measured.clipped, where).toEqual([]);
          expect(measured.name, where).toHaveLength(2);
          expect(inView(measured.name), `${where}: name ${JSON.stringify(measured.name)}`).toBe(true);
          expect(measured.sorted, where).toHaveLength(2);
          expect(inView(measured.sorted), `${where}: sorted ${JSON.stringify(measured.sorted)}`).toBe(true);
          expect(measured.smallestFont, where).toBeGreaterThanOrEqual(12);
          expect(measured.pageWidth, where).toBeLessThanOrEqual(width);
        }
      }
      expect(await pages.errors(lang)).toEqual([]);
    }, 60_000);

    it('top scorers and the World Cup group tables: no heading cut, the team and its points in view', async () => {
      const page = await pages.show(lang, `${widget}/stats/top-scorers?eventId=laliga-2018-19-bar-ala&lang=${lang}`);
      const topScorers = page.getByRole('table', { name: words[lang].nav.topScorers });
      await topScorers.getByRole('rowheader').first().waitFor();
      const scorers = await measure(topScorers);
      expect(scorers.clipped).toEqual([]);
      expect(scorers.smallestFont).toBeGreaterThanOrEqual(12);
      expect(scorers.pageWidth).toBeLessThanOrEqual(width);

      await goInApp(page, `${widget}/info/table?eventId=wc2022-final&lang=${lang}`);
      // The first group's table, in the box it scrolls sideways in.
      const scroller = page
        .getByRole('region')
        .filter({ has: page.getByRole('table') })
        .first();
      await scroller.getByRole('rowheader').first().waitFor();
      // The average and the form are further right: the fan is told the table scrolls.
      expect(await page.getByText(words[lang].table.scrollHint).first().isVisible()).toBe(true);
      const group = await measure(scroller.getByRole('table'));
      expect(group.clipped).toEqual([]);
      expect(group.smallestFont).toBeGreaterThanOrEqual(12);
      expect(group.pageWidth).toBeLessThanOrEqual(width);
      // The team's name and its points: the points column stays at the right edge while the rest scrolls.
      const teamAndPoints = await scroller.evaluate((element) => {
        const row = element.querySelector('tbody tr')!;
        const team = row.querySelector('th')!.getBoundingClientRect();
        const points = [...row.children].find((cell) => getComputedStyle(cell).right === '0px')!.getBoundingClientRect();
        return [team.left, team.right, points.left, points.right].map(Math.round);
      });
      expect(
        teamAndPoints.every((edge) => edge >= 0 && edge <= width),
        JSON.stringify(teamAndPoints),
      ).toBe(true);
      expect(await pages.errors(lang)).toEqual([]);
    }, 60_000);
  });
}
