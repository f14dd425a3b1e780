import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import de from '../locales/de.json';
import el from '../locales/el.json';
import en from '../locales/en.json';
import { seriousAxeViolations, overflowsSideways } from './support/axe.ts';
import { chromiumForFile, described, openPage, pagesByKey } from './support/browser.ts';

const widgets = inject('widgetUrls');
const feed = inject('feedUrl');
const chromium = chromiumForFile();

const words = { en, de, el };

const open = (path: string, { brand = 'DEFAULT', width = 320 } = {}) => openPage(chromium.browser, `${widgets[brand]!}${path}`, { width });
const control = (path: string, body: unknown) =>
  fetch(`${feed}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The header with both teams, the score, the clock and each side's scorers. */
const scoreHeader = (page: Page) => page.getByRole('region', { name: /^Scoreboard: / });
/** The score as drawn (the score's accessible text, with the team names, is hidden beside it). */
const shownScore = (page: Page) =>
  scoreHeader(page)
    .getByText(/^\d+ - \d+$/)
    .innerText();
/** A side's scorers under the score: the list named by its team. */
const scorers = (page: Page, team: string) => scoreHeader(page).getByRole('list', { name: team, exact: true }).getByRole('listitem');
/** The match events, newest first, in sections by period. */
const timeline = (page: Page, lang: keyof typeof words = 'en') => page.getByRole('region', { name: words[lang].scoreboard.timeline });
/** The incidents of the timeline of one kind, by the words their line ends with ("Yellow card · Argentina"). */
const incidents = (page: Page, kind: RegExp) => timeline(page).getByRole('listitem').filter({ hasText: kind });

/** A home player on the pitch at this moment of the replay, from the line-ups as they stand (`current`). */
async function homePlayerOnThePitch(eventId: string): Promise<{ id: string; name: string; shortName: string }> {
  type Line = { id: string; name: string; shortName: string; position: string };
  const lineups = (await (await fetch(`${feed}/lineups/${eventId}?lang=en`)).json()) as {
    home: { starters: Line[]; substitutes: Line[]; current: { players: { id: string }[] } };
  };
  const squad = [...lineups.home.starters, ...lineups.home.substitutes];
  const onThePitch = lineups.home.current.players.map(({ id }) => squad.find((player) => player.id === id)!);
  // The goalkeeper, if on: nobody substitutes him between the read and the goal.
  return onThePitch.find((player) => player.position === 'goalkeeper') ?? onThePitch[0]!;
}

/** Waits until the screen has its incidents (the timeline) and its lazy parts. */
async function settled(page: Page) {
  await timeline(page).waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

describe('the scoreboard against the real feed', () => {
  it('Barcelona 3-0 Alavés: the real scorers, minutes and cards', async () => {
    const { page, errors } = await open('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    await settled(page);
    expect(await shownScore(page)).toBe('3 - 0');
    // StatsBomb's clock: 63:11, 82:41 and 91:42 of the match, shown as a fan reads minutes.
    expect(await scorers(page, 'Barcelona').allTextContents()).toEqual(["Lionel Messi 64', 90+2'", "Philippe Coutinho 83'"]);
    expect(await scorers(page, 'Deportivo Alavés').count()).toBe(0);
    expect(await incidents(page, /Yellow card · /).allTextContents()).toEqual([
      "41'Guillermo MaripánYellow card · Deportivo Alavés",
      "10'Daniel Alejandro TorresYellow card · Deportivo Alavés",
    ]);
    expect((await described(page))['Venue']).toContain('Camp Nou, Barcelona');
    expect(await page.getByRole('region', { name: 'Post Match Summary' }).innerText()).toContain('Barcelona won 3\u20110.');
    // StatsBomb's open data, credited once, in the page's credits line, as the feed's answer names it.
    expect(await page.getByTestId('powered-by').allInnerTexts()).toEqual(['Powered by StatsBomb']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the 2022 final: scorers, cards and the shoot-out kick by kick', async () => {
    const { page } = await open('/scoreboard?eventId=wc2022-final&lang=en');
    await settled(page);
    expect(await shownScore(page)).toBe('3 - 3');
    expect(await scorers(page, 'Argentina').allTextContents()).toEqual(["Messi 23'pen, 108'", "Di María 36'"]);
    expect(await scorers(page, 'France').allTextContents()).toEqual(["Mbappé 80'pen, 81', 118'pen"]);
    expect(
      await scoreHeader(page)
        .getByText(/^Penalty shoot-out /)
        .innerText(),
    ).toBe('Penalty shoot-out 4-2');
    // The shoot-out's kicks are numbered (1., 2., …); a card shown in it has its minute.
    const kicks = timeline(page)
      .getByRole('region', { name: /^Penalty shoot-out/ })
      .getByRole('listitem')
      .filter({ hasText: /^\d+\./ });
    expect(await kicks.count()).toBe(8);
    expect(await kicks.filter({ hasText: / Miss · / }).allTextContents()).toEqual([
      '5.Tchouaméni2-1 Miss · France',
      '3.Coman1-1 Miss · France',
    ]);
    // The dividers: each period's name, and the real score at its end, newest first.
    expect(await timeline(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Penalty shoot-out 4-2',
      'Extra time End of extra time 3-3',
      'Second half End of second half 2-2',
      'First half Half time 2-0',
    ]);
    const cards = await incidents(page, /Yellow card · /).allTextContents();
    expect(cards).toHaveLength(8);
    expect(cards).toContain("45+7'E. FernándezYellow card · Argentina");
    // E. Martínez's card stands among the shoot-out's kicks, with no minute: the clock had stopped.
    expect(cards).toContain('E. MartínezYellow card · Argentina');
    expect((await described(page))['Attendance']).toContain('88,966');
    // The final's facts come from openfootball's results and FIFA's match report, named in the page's one credits line.
    await expect.poll(() => page.getByTestId('powered-by').allInnerTexts()).toEqual(['Sources: openfootball, FIFA']);
    // The flags are files of the bundle, fetched for these two teams only, and they draw.
    await page.waitForFunction(() =>
      [...document.images].filter((image) => image.src.includes('/flags/')).every((image) => image.complete),
    );
    const flags = await page
      .locator('img[src*="/flags/"]')
      .evaluateAll((images) =>
        images.map((image) => [new URL((image as HTMLImageElement).src).pathname, (image as HTMLImageElement).naturalWidth > 0]),
      );
    expect(flags).toEqual([
      ['/flags/ar.svg', true],
      ['/flags/fr.svg', true],
    ]);
    await page.close();
  });

  it('the scorers page of the final, with the assists', async () => {
    const { page } = await open('/scoreboard/scorers?eventId=wc2022-final&lang=en');
    // Each team's goals under its name and count.
    const goals = (team: string) => page.getByRole('region', { name: new RegExp(`^${team} \\(`) }).getByRole('listitem');
    await goals('France').first().waitFor();
    expect(await goals('Argentina').allTextContents()).toEqual([
      "23'Messi(1-0)Penalty",
      "36'Di María(2-0)Assist: Mac Allister",
      "108'Messi(3-2)",
    ]);
    expect(await goals('France').allTextContents()).toEqual([
      "80'Mbappé(2-1)Penalty",
      "81'Mbappé(2-2)Assist: Thuram",
      "118'Mbappé(3-3)Penalty",
    ]);
    await page.close();
  });

  it('a goal fired with a scorer: the commentary gains its line, newest first, and the event list shows the scorer and the new score', async () => {
    const { page } = await open('/scoreboard/commentary?eventId=demo-extra-time&lang=en');
    const lines = page.getByRole('log', { name: 'Commentary' }).getByRole('listitem');
    await lines.first().waitFor();
    await expect.poll(() => page.getByTestId('side-score').textContent()).toMatch(/^\d+-\d+$/);
    const before = await lines.count();
    const top = await lines.first().textContent();
    // A goal fired through the control API reaches the widget as socket messages only. Its scorer
    // is a home player on the pitch now, read from the line-ups as they stand (a substitution in
    // between is refused with 400: then the line-ups are read again).
    let scorer: { id: string; name: string; shortName: string } | undefined;
    let score: { home: number; away: number } | undefined;
    for (let attempt = 0; attempt < 3 && !score; attempt += 1) {
      scorer = await homePlayerOnThePitch('demo-extra-time');
      const fired = await control('/control/events/demo-extra-time/goal', { side: 'home', playerId: scorer.id });
      if (fired.ok) score = (await fired.json()) as { home: number; away: number };
    }
    expect(score).toBeDefined();
    await expect.poll(() => lines.count(), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await lines.first().textContent()).not.toBe(top);
    expect(await lines.first().getAttribute('data-kind')).toMatch(/goal/i);
    expect(await lines.first().textContent()).toContain(scorer!.name);
    expect(await lines.first().textContent()).toContain(`${score!.home}-${score!.away}`);
    expect(await page.getByRole('log').getAttribute('aria-live')).toBe('polite');

    // The event list, reached as a fan would (the side header keeps the query): the goal, newest
    // first, with its scorer and the score it made; the scorer under the score too.
    await page.getByTestId('side-item-scoreboard').click();
    await settled(page);
    // The newest goal in play: its line says the score it made, then "Goal" (the shoot-out's numbered
    // kicks say so too, but are no goals of the match).
    const goal = incidents(page, /\d+-\d+ Goal · /)
      .filter({ hasNotText: /^\d+\./ })
      .first();
    await expect.poll(() => goal.textContent(), { timeout: 10_000 }).toContain(scorer!.shortName);
    expect(await goal.textContent()).toContain(`${score!.home}-${score!.away} Goal`);
    expect(await goal.textContent()).toContain('Goal');
    // The home side's list comes first under the score.
    expect(await scoreHeader(page).getByRole('list').first().innerText()).toContain(scorer!.shortName);
    expect(await shownScore(page)).toBe(`${score!.home} - ${score!.away}`);
    await page.close();
  });

  it('a live match: the score and the clock from the feed, the side header readable (nothing under 10 px)', async () => {
    const { page } = await open('/scoreboard?eventId=demo-second-half&lang=en');
    const header = scoreHeader(page);
    await header.getByText(/^\d+ - \d+$/).waitFor();
    // The clock under the score, in minutes and seconds once the feed has the period's start.
    const clock = header.getByText(/^\d{2,3}:\d\d$/);
    await expect.poll(() => clock.textContent()).toMatch(/^\d{2,3}:\d\d$/);
    expect(await shownScore(page)).toBe((await page.getByTestId('side-score').innerText()).replace('-', ' - '));
    const sizes = await page
      .getByTestId('side-header')
      .locator('span, p, a')
      .evaluateAll((nodes) =>
        nodes
          .filter((node) => node.textContent?.trim() && node.getBoundingClientRect().width > 1)
          .map((node) => parseFloat(getComputedStyle(node).fontSize)),
      );
    expect(sizes.length).toBeGreaterThan(2);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10);
    await page.close();
  });
});

/** What each scoreboard page shows once its data has come: the match events, each team's goals, the commentary lines. */
function screenContent(page: Page, path: string, lang: keyof typeof words) {
  if (path === '/scoreboard/scorers') return page.getByRole('main').getByRole('listitem').first();
  if (path === '/scoreboard/commentary') return page.getByRole('log').getByRole('listitem').first();
  return timeline(page, lang);
}

describe('the scoreboard pages at 320 px', () => {
  // One page per language and one per brand, moved from screen to screen inside the app.
  const pages = pagesByKey(chromium, { width: 320 });

  it.each([
    ['/scoreboard', 'en'],
    ['/scoreboard', 'de'],
    ['/scoreboard/scorers', 'de'],
    ['/scoreboard/commentary', 'de'],
    ['/scoreboard', 'el'],
    ['/scoreboard/scorers', 'el'],
    ['/scoreboard/commentary', 'el'],
  ] as const)('%s in %s does not overflow sideways', async (path, lang) => {
    const page = await pages.show(lang, `${widgets.DEFAULT!}${path}?eventId=wc2022-final&lang=${lang}`);
    await page.getByTestId('content').waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await screenContent(page, path, lang).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
  });

  it.each(
    ['DEFAULT', 'DEFAULT_LIGHT'].flatMap((brand) =>
      ['/scoreboard', '/scoreboard/scorers', '/scoreboard/commentary'].map((path) => [brand, path] as const),
    ),
  )('the finished final in %s, %s: no serious or critical axe finding', async (brand, path) => {
    const page = await pages.show(`axe ${brand}`, `${widgets[brand]!}${path}?eventId=wc2022-final&lang=en`);
    await screenContent(page, path, 'en').waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
