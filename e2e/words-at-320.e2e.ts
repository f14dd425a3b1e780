import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile, goInApp, openPage } from './support/browser.ts';

/**
 * What a fan reads on the narrowest phone, 320 px, in a language of long words (de), another
 * script (el) and one written without spaces (ja), besides English: no word split inside itself
 * ("Bernardesc/hi", "イエローカー/ド"), no text running out of its box, no two neighbours drawn over
 * each other (the Japanese table's 得失 under 勝点), and no event of the timeline stacked into more
 * than four lines. A word that wraps onto two lines has client rects on two lines: that is how a
 * split is found, word by word as the language segments them (Intl.Segmenter). The screens: the
 * scoreboard's score card (its scorers) and timeline, the commentary, a group's and a league's
 * table, the top scorers and the head-to-head's tiles, read on one page per language moved from screen to screen.
 */
const widget = inject('widgetUrls').DEFAULT!;
const chromium = chromiumForFile();
const width = 320;
const languages = ['en', 'de', 'el', 'ja'] as const;

interface Screen {
  name: string;
  path: string;
  /** The part of the page measured, once it shows its figures. */
  root: string;
  ready: string;
  /** Rows of the timeline: each side's text takes at most four lines. */
  rowsOfEvents?: boolean;
}
const screens: Screen[] = [
  // Bernardeschi, Dervişoğlu, an own goal: the names that split, in the score card's scorers and the timeline.
  {
    name: 'score card of Turkey v Italy',
    path: '/scoreboard?eventId=euro2020-tur-ita',
    root: 'section[aria-labelledby="scoreboard-title"]',
    ready: 'li',
  },
  {
    name: 'timeline of Turkey v Italy',
    path: '/scoreboard?eventId=euro2020-tur-ita',
    root: '[data-testid="timeline"]',
    ready: 'li',
    rowsOfEvents: true,
  },
  // Extra time and the shoot-out: the longest rows.
  {
    name: 'timeline of the 2022 final',
    path: '/scoreboard?eventId=wc2022-final',
    root: '[data-testid="timeline"]',
    ready: 'li',
    rowsOfEvents: true,
  },
  { name: 'commentary of Turkey v Italy', path: '/scoreboard/commentary?eventId=euro2020-tur-ita', root: '[role="log"]', ready: 'li' },
  { name: 'Euro 2020 group table', path: '/info/table?eventId=euro2020-tur-ita', root: 'table', ready: 'tbody tr' },
  { name: 'La Liga table', path: '/info/table?eventId=laliga-2018-19-bar-gir', root: 'table', ready: 'tbody tr' },
  {
    name: 'top scorers of Barcelona v Alavés',
    path: '/stats/top-scorers?eventId=laliga-2018-19-bar-ala',
    root: 'table',
    ready: 'tbody tr',
  },
  // The head-to-head's tiles, three to a row: "Αναμετρήσεις" split inside itself in Greek.
  { name: 'head-to-head tiles of Turkey v Italy', path: '/info/h2h?eventId=euro2020-tur-ita', root: 'main dl', ready: 'dd' },
];

interface Findings {
  /** Words whose letters are on two lines. */
  split: string[];
  /** Text that runs out of the box that holds it. */
  overflowing: string[];
  /** Neighbours in one row (a timeline line, a table row) drawn over each other. */
  overlapping: string[];
  /** Timeline rows whose side's text takes more than four lines. */
  tall: string[];
  /** Words measured: a page that measured nothing proves nothing. */
  words: number;
}

function measure(page: Page, root: string, lang: string, rowsOfEvents: boolean): Promise<Findings> {
  return page
    .locator(root)
    .first()
    .evaluate(
      (element, [language, eventRows]) => {
        const findings = {
          split: [] as string[],
          overflowing: [] as string[],
          overlapping: [] as string[],
          tall: [] as string[],
          words: 0,
        };
        const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
        // Text a fan sees: not clipped to a pixel, as visually hidden words for screen readers are.
        const hidden = (node: Element | null): boolean => {
          for (let at = node; at && at !== element.parentElement; at = at.parentElement) {
            const style = getComputedStyle(at);
            const box = at.getBoundingClientRect();
            if (style.display === 'none' || style.visibility === 'hidden' || (style.overflow === 'hidden' && box.width <= 1)) return true;
          }
          return false;
        };
        const lineTops = (rects: DOMRect[], size: number) => {
          const tops: number[] = [];
          for (const rect of rects) if (!tops.some((top) => Math.abs(top - rect.top) < size / 2)) tops.push(rect.top);
          return tops;
        };
        // The box that lays the text out: its nearest ancestor that is not inline.
        const blockOf = (node: Element) => {
          let at: Element | null = node;
          while (at && getComputedStyle(at).display.startsWith('inline') && at !== element) at = at.parentElement;
          return at ?? element;
        };
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const parent = node.parentElement;
          if (!text.trim() || !parent || hidden(parent)) continue;
          const size = parseFloat(getComputedStyle(parent).fontSize);
          for (const segment of segmenter.segment(text)) {
            if (!segment.isWordLike) continue;
            const range = document.createRange();
            range.setStart(node, segment.index);
            range.setEnd(node, segment.index + segment.segment.length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            findings.words += 1;
            if (lineTops(rects, size).length > 1) findings.split.push(segment.segment);
          }
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = blockOf(parent).getBoundingClientRect();
          for (const rect of range.getClientRects()) {
            if (rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1)) {
              findings.overflowing.push(
                `"${text.trim()}" (${Math.round(rect.left)}..${Math.round(rect.right)} in ${Math.round(box.left)}..${Math.round(box.right)})`,
              );
            }
          }
        }
        for (const row of element.querySelectorAll('li, tr')) {
          const cells = [...row.children]
            .map((child) => ({ child, box: child.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0);
          cells.forEach((a, index) => {
            for (const b of cells.slice(index + 1)) {
              const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
              const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
              if (across > 0.5 && down > 0.5) findings.overlapping.push(`"${a.child.textContent}" and "${b.child.textContent}"`);
            }
          });
          if (eventRows && row.tagName === 'LI') {
            // The side's column: every line of its text, the name and what happened.
            const side = row.children[1];
            if (!side) continue;
            const rects: DOMRect[] = [];
            const texts = document.createTreeWalker(side, NodeFilter.SHOW_TEXT);
            for (let node = texts.nextNode(); node; node = texts.nextNode()) {
              if (!node.textContent?.trim() || hidden(node.parentElement)) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
            }
            if (lineTops(rects, 12).length > 4) findings.tall.push(row.textContent ?? '');
          }
        }
        return findings;
      },
      [lang, rowsOfEvents] as const,
    );
}

describe.each(languages)(`words at ${width} px in %s`, (lang) => {
  // One page per language, moved from screen to screen inside the widget.
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(chromium.browser, `${widget}${screens[0]!.path}&lang=${lang}`, { width }));
  }, 60_000);
  afterAll(async () => {
    await page?.close();
  });

  it.each(screens)(
    '$name: no word split, nothing over its box or its neighbour',
    async ({ path, root, ready, rowsOfEvents = false }) => {
      if (new URL(page.url()).pathname + new URL(page.url()).search !== `${path}&lang=${lang}`) await goInApp(page, `${path}&lang=${lang}`);
      await page.locator(`${root} ${ready}`).first().waitFor({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      const found = await measure(page, root, lang, rowsOfEvents);
      expect(found.words, 'words measured').toBeGreaterThan(rowsOfEvents ? 20 : 5);
      expect(found.split, 'words split inside themselves').toEqual([]);
      expect(found.overflowing, 'text out of its box').toEqual([]);
      expect(found.overlapping, 'neighbours drawn over each other').toEqual([]);
      expect(found.tall, 'events stacked into more than four lines').toEqual([]);
    },
    60_000,
  );
});
