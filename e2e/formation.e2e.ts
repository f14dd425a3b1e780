import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import de from '../locales/de.json';
import el from '../locales/el.json';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import { chromiumForFile, goInApp, openPage } from './support/browser.ts';

// The formation pitch as a fan's phone draws it, against the real feed: every name and mark
// measured in Chromium at 320, 360 and 480 px, in English, German, Greek and Japanese (whose
// fonts differ), for each match of the feed's replays, in the Starting XI and the current shape.
const widget = inject('widgetUrls').DEFAULT!;
const chromium = chromiumForFile();
const words = { en, de, el, ja };
const languages = ['en', 'de', 'el', 'ja'] as const;
const widths = [320, 360, 480] as const;
const matches = ['wc2022-final', 'laliga-2018-19-bar-ala', 'euro2020-tur-ita'] as const;

interface Drawn {
  owner: string;
  kind: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Measured {
  players: number;
  labels: number;
  frame: { left: number; top: number; right: number; bottom: number };
  items: Drawn[];
  /** Every visible text on the pitch and its size on screen, in px. */
  texts: { text: string; px: number }[];
}

/** The pitch has been laid out at the width it is drawn at, with the fonts it is drawn in. */
async function laidOut(page: Page, view: 'starting' | 'current') {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction((wanted) => {
    const svg = document.querySelector('[data-testid="formation-pitch"]');
    return (
      svg?.getAttribute('data-view') === wanted &&
      Math.round(svg.getBoundingClientRect().width) === Number(svg.getAttribute('data-layout-width'))
    );
  }, view);
}

function measure(pitch: Locator): Promise<Measured> {
  return pitch.evaluate((svg) => {
    const frameBox = svg.getBoundingClientRect();
    const scale = frameBox.width / (svg as SVGSVGElement).viewBox.baseVal.width;
    const items: Drawn[] = [];
    const players = [...svg.querySelectorAll('[data-testid^="pitch-player-"]')];
    const add = (owner: string, kind: string, node: Element) => {
      const { left, top, right, bottom } = node.getBoundingClientRect();
      items.push({ owner, kind, left, top, right, bottom });
    };
    for (const player of players) {
      const owner = player.getAttribute('data-testid')!.replace('pitch-player-', '');
      add(owner, 'marker', player.querySelector('circle[data-marker]')!);
      for (const mark of player.querySelectorAll('[data-mark]')) add(owner, `mark ${mark.getAttribute('data-mark')}`, mark);
      const label = player.querySelector('[data-label]');
      if (label) add(owner, `label "${label.textContent}"`, label);
    }
    const texts = [...svg.querySelectorAll('text')]
      .filter((text) => getComputedStyle(text).visibility !== 'hidden' && text.textContent)
      .map((text) => ({ text: text.textContent!, px: parseFloat(getComputedStyle(text).fontSize) * scale }));
    const { left, top, right, bottom } = frameBox;
    return {
      players: players.length,
      labels: svg.querySelectorAll('[data-label]').length,
      frame: { left, top, right, bottom },
      items,
      texts,
    };
  });
}

/** What is wrong with one drawing of the pitch: overlaps, things off the pitch, text or marks too small. */
function problems(drawn: Measured): string[] {
  // Sub-pixel rounding is not an overlap; anything more is.
  const slack = 0.5;
  const found: string[] = [];
  if (drawn.players !== 22) found.push(`${drawn.players} players drawn`);
  if (drawn.labels !== drawn.players) found.push(`${drawn.players - drawn.labels} names left off`);
  drawn.items.forEach((a, index) => {
    for (const b of drawn.items.slice(index + 1)) {
      // A player's own marks sit against his marker; nothing else may touch.
      const ownMark = a.owner === b.owner && [a.kind, b.kind].includes('marker') && !`${a.kind}${b.kind}`.includes('label');
      const apart = a.right <= b.left + slack || b.right <= a.left + slack || a.bottom <= b.top + slack || b.bottom <= a.top + slack;
      if (!ownMark && !apart) found.push(`${a.owner} ${a.kind} overlaps ${b.owner} ${b.kind}`);
    }
    const { frame } = drawn;
    if (a.left < frame.left - slack || a.right > frame.right + slack || a.top < frame.top - slack || a.bottom > frame.bottom + slack) {
      found.push(`${a.owner} ${a.kind} is clipped by the pitch`);
    }
    if (a.kind.startsWith('mark') && (a.right - a.left < 12 - slack || a.bottom - a.top < 12 - slack)) {
      found.push(`${a.owner} ${a.kind} is ${(a.right - a.left).toFixed(1)} x ${(a.bottom - a.top).toFixed(1)} px`);
    }
  });
  for (const text of drawn.texts) if (text.px < 12 - 0.01) found.push(`"${text.text}" is ${text.px.toFixed(1)} px`);
  return found;
}

describe('the formation pitch on a phone', () => {
  for (const lang of languages) {
    it(
      `${lang}: no name or mark overlaps, none is clipped, nothing under 12 px, at 320, 360 and 480 px`,
      { timeout: 120_000 },
      async () => {
        const { page, errors } = await openPage(chromium.browser, `${widget}/info/teams/formation?eventId=${matches[0]}&lang=${lang}`);
        const found: string[] = [];
        for (const [index, eventId] of matches.entries()) {
          // The next match inside the app, as the fixtures' links reach it: one load a language.
          if (index > 0) await goInApp(page, `/info/teams/formation?eventId=${eventId}&lang=${lang}`);
          const toggle = page.getByRole('group', { name: words[lang].formationView.choice });
          await toggle.waitFor();
          // The screen's one picture: the pitch, labelled with both teams' shapes.
          const pitch = page.getByRole('main').getByRole('img');
          for (const width of widths) {
            await page.setViewportSize({ width, height: 900 });
            for (const view of ['starting', 'current'] as const) {
              await toggle.getByRole('button', { name: words[lang].formationView[view], exact: true }).click();
              await laidOut(page, view);
              for (const problem of problems(await measure(pitch))) found.push(`${eventId} ${view} ${width} px: ${problem}`);
            }
          }
        }
        expect(found).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );
  }

  it('names the final’s players by rule and keeps the full names: Fernández, De Paul, Mac Allister; E. and L. Martínez at the end', async () => {
    const { page } = await openPage(chromium.browser, `${widget}/info/teams/formation?eventId=wc2022-final&lang=en`, { width: 360 });
    const pitch = page.getByRole('img', { name: / at the bottom, .+ at the top\.$/ });
    await laidOut(page, 'starting');
    const label = (id: string) => pitch.getByTestId(`pitch-player-${id}`).locator('[data-label]');
    const title = (id: string) => pitch.getByTestId(`pitch-player-${id}`).locator('g:has(> [data-label]) > title');
    expect(await label('arg-enzo-fernandez').textContent()).toBe('Fernández');
    expect(await title('arg-enzo-fernandez').textContent()).toBe('Enzo Fernández');
    expect(await label('arg-de-paul').textContent()).toBe('De Paul');
    expect(await label('arg-mac-allister').textContent()).toBe('Mac Allister');
    expect(await page.getByRole('button', { name: 'Starting XI' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Current' }).click();
    await laidOut(page, 'current');
    expect(await label('arg-emi-martinez').textContent()).toBe('E. Martínez');
    expect(await label('arg-lautaro-martinez').textContent()).toBe('L. Martínez');
    expect(await pitch.getByTestId('pitch-player-arg-acuna').locator('[data-mark="substitution"] > title').textContent()).toBe(
      'Substitution on 64′',
    );
    await page.close();
  });
});
