import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, described, goInApp, pagesByKey } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';

// The info screens against the real feed: its replays of the 2022 final and Barcelona v Alavés
// have finished when the suite starts, and the 2018/19 season's results are openfootball's.
const widgets = inject('widgetUrls');
const widget = widgets.DEFAULT!;
const chromium = chromiumForFile();
/** One page per brand for the whole file, moved from screen to screen inside the app. */
const pages = pagesByKey(chromium);
const infoRoutes = [
  '/info/teams/lineups',
  '/info/teams/formation',
  '/info/form',
  '/info/h2h',
  '/info/preview',
  '/info/insights',
  '/info/table',
  '/info/fixtures',
] as const;

/** The page has settled: the side header has the status and the screen has replaced its skeleton. */
async function settled(page: Page) {
  await page.getByTestId('side-header').getByRole('link').first().waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** A round of the fixtures, by its name. */
const roundNamed = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('line-ups and formations are the real ones', () => {
  it('the 2022 final: Argentina’s 4-3-3 against France’s 4-2-3-1, Messi captain with a penalty', async () => {
    const page = await pages.show('DEFAULT', `${widget}/info/teams/lineups?eventId=wc2022-final&lang=en`);
    const argentina = page.getByRole('region', { name: 'Argentina', exact: true });
    await argentina.waitFor();
    expect(await argentina.getByText(/^Formation \d/).textContent()).toContain('4-3-3');
    expect(
      await page
        .getByRole('region', { name: 'France', exact: true })
        .getByText(/^Formation \d/)
        .textContent(),
    ).toContain('4-2-3-1');
    const starters = argentina.getByRole('list', { name: 'Argentina: Starting line-up' });
    expect(await starters.getByRole('listitem').count()).toBe(11);
    const messi = starters.getByRole('listitem').filter({ hasText: 'Lionel Messi' });
    expect(await messi.textContent()).toMatch(/^10Lionel Messi.*Captain.*Penalty goal/);
    const bench = argentina.getByRole('list', { name: 'Argentina: Substitutes' });
    expect(await bench.getByRole('listitem').filter({ hasText: 'Substitution on' }).count()).toBe(6);
    expect(await bench.getByRole('listitem').filter({ hasText: 'Did not play' }).count()).toBe(9);
    expect(await pages.errors('DEFAULT')).toEqual([]);
  });

  it('the final’s pitch at full time: goalkeepers at the ends, Thuram and Kolo Muani on for Giroud and Dembélé', async () => {
    const page = await pages.show('DEFAULT', `${widget}/info/teams/formation?eventId=wc2022-final&lang=en`);
    const pitch = page.getByRole('img', { name: 'Argentina in a 4-3-3 at the bottom, France in a 4-2-3-1 at the top.' });
    await pitch.waitFor();
    // The Starting XIs come first; the shape at full time is the toggle's other half.
    await page.getByRole('button', { name: 'Current' }).click();
    await page.getByRole('button', { name: 'Current', pressed: true }).waitFor();
    expect(await pitch.locator('[data-side="home"]').count()).toBe(11);
    expect(await pitch.locator('[data-side="away"]').count()).toBe(11);
    const y = (id: string) => pitch.getByTestId(`pitch-player-${id}`).locator('circle[data-marker]').getAttribute('cy').then(Number);
    const rows = (
      await pitch.locator('circle[data-marker]').evaluateAll((circles) => circles.map((circle) => circle.getAttribute('cy')))
    ).map(Number);
    expect(await y('arg-emi-martinez')).toBe(Math.max(...rows));
    expect(await y('fra-lloris')).toBe(Math.min(...rows));
    expect(await pitch.getByTestId('pitch-player-fra-giroud').count()).toBe(0);
    expect(await pitch.getByTestId('pitch-player-fra-thuram').count()).toBe(1);
    expect(await pitch.getByTestId('pitch-player-fra-kolo-muani').count()).toBe(1);
  });

  it('Barcelona v Alavés: Barcelona’s 4-4-2 with Messi’s two goals, Alavés’s 4-1-4-1, Coutinho on at half-time', async () => {
    const page = await pages.show('DEFAULT', `${widget}/info/teams/lineups?eventId=laliga-2018-19-bar-ala&lang=en`);
    const barcelona = page.getByRole('region', { name: 'Barcelona', exact: true });
    await barcelona.waitFor();
    expect(await barcelona.getByText(/^Formation \d/).textContent()).toContain('4-4-2');
    expect(
      await page
        .getByRole('region', { name: 'Deportivo Alavés' })
        .getByText(/^Formation \d/)
        .textContent(),
    ).toContain('4-1-4-1');
    const messi = barcelona.getByRole('listitem').filter({ hasText: 'Lionel Messi' });
    expect(await messi.getByText('Goal', { exact: true }).count()).toBe(2);
    expect(await barcelona.getByRole('listitem').filter({ hasText: 'Philippe Coutinho' }).textContent()).toContain('Substitution on 46′');
    await goInApp(page, `${widget}/info/teams/formation?eventId=laliga-2018-19-bar-ala&lang=en`);
    const pitch = page.getByRole('img', { name: / at the bottom, .+ at the top\.$/ });
    await pitch.waitFor();
    expect(await pitch.getAttribute('aria-label')).toBe('Barcelona in a 4-4-2 at the bottom, Deportivo Alavés in a 4-1-4-1 at the top.');
    await page.getByRole('button', { name: 'Current' }).click();
    await page.getByRole('button', { name: 'Current', pressed: true }).waitFor();
    // At full time, after StatsBomb's tactical shifts: Barcelona in 4-3-3 since half-time, Alavés in 4-4-2 since 69'.
    expect(await pitch.getAttribute('aria-label')).toBe('Barcelona in a 4-3-3 at the bottom, Deportivo Alavés in a 4-4-2 at the top.');
    // Under the pitch, each team's changes: Barcelona's first, then Alavés's.
    const changes = page.getByRole('region', { name: 'Changes during the match' });
    expect(await changes.getByText(/^Started in /).allTextContents()).toEqual(['Started in 4-4-2', 'Started in 4-1-4-1']);
    expect(
      await changes.getByRole('list', { name: 'Barcelona: Changes during the match' }).getByRole('listitem').allTextContents(),
    ).toContain('46′4-4-2 → 4-3-3Formation changed from 4-4-2 to 4-3-3');
  });
});

describe('table and fixtures come from the real 2018/19 season', () => {
  it('La Liga after matchday 1’s first games: Barcelona top, Alavés 19th, both highlighted, first columns kept at 320 px', async () => {
    const page = await pages.show('DEFAULT', `${widget}/info/table?eventId=laliga-2018-19-bar-ala&lang=en`);
    const table = page.getByRole('table', { name: 'La Liga 2018/19' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Pos',
      'Team',
      'P',
      'W',
      'D',
      'L',
      'GD',
      'Pts',
      'Avg pts',
      'Form',
    ]);
    const teams = await table.getByRole('rowheader').allTextContents();
    expect(teams).toHaveLength(20);
    expect(teams[0]).toBe('Barcelona');
    expect(teams[1]).toBe('Levante');
    expect(await table.locator('tr[data-current="true"] th').allTextContents()).toEqual(['Barcelona', 'Alavés']);
    // The rest of the row scrolls inside the table's own box; the team column stays where it was.
    const scroller = page.getByRole('region', { name: 'La Liga 2018/19' });
    const teamCell = table.getByRole('rowheader').first();
    const before = (await teamCell.boundingBox())!.x;
    const scrolled = await scroller.evaluate((element) => {
      element.scrollLeft = 400;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    expect((await teamCell.boundingBox())!.x).toBeCloseTo(before, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  it('fixtures: all 38 matchdays, matchday 1 first and open with Real Betis 0-3 Levante and this match 3-0; matchday 10 opens on a tap; Real Betis v Levante opens its own scoreboard', async () => {
    const page = await pages.show('DEFAULT', `${widget}/info/fixtures?eventId=laliga-2018-19-bar-ala&lang=en`);
    const headings = page.getByRole('region').getByRole('heading', { level: 2 });
    await headings.first().waitFor();
    const rounds = await headings.allTextContents();
    expect(rounds).toHaveLength(38);
    expect(rounds.slice(0, 3)).toEqual(['Matchday 1, Current round', 'Matchday 2', 'Matchday 3']);
    const matchday1 = roundNamed(page, 'Matchday 1').getByRole('listitem');
    expect(await matchday1.filter({ hasText: 'Real Betis' }).textContent()).toContain('Real Betis0 - 3Levante');
    const thisMatch = matchday1.filter({ hasText: 'Barcelona' });
    expect(await thisMatch.textContent()).toContain('This match');
    expect(await thisMatch.textContent()).toContain('Barcelona3 - 0Alavés');
    // Only the open round's matches are in the page.
    expect(await page.getByRole('region').getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Matchday 10', exact: true }).click();
    const clasico = roundNamed(page, 'Matchday 10')
      .getByRole('listitem')
      .filter({ hasText: /Barcelona.*Real Madrid/ });
    expect(await clasico.locator('time').getAttribute('datetime')).toBe('2018-10-28T15:15:00Z');
    // See Other Games: Real Betis v Levante's row opens that match's own scoreboard, 0-3 as openfootball has it.
    await matchday1.filter({ hasText: 'Real Betis' }).getByRole('link').click();
    await page.waitForURL(/\/scoreboard\?eventId=laliga-2018-19-2018-08-17-real-betis-levante&lang=en$/);
    const header = page.getByRole('region', { name: /^Scoreboard: / });
    expect(await header.getByText(/^\d+ - \d+$/).innerText()).toBe('0 - 3');
  });

  it('fixtures: the 2022 final first, 3-3 with Argentina through 4-2 on penalties; the semi-finals 3-0 and 2-0', async () => {
    const page = await pages.show('DEFAULT', `${widget}/info/fixtures?eventId=wc2022-final&lang=en`);
    const headings = page.getByRole('region').getByRole('heading', { level: 2 });
    await headings.first().waitFor();
    const rounds = await headings.allTextContents();
    expect(rounds.map((round) => round.replace(', Current round', ''))).toEqual([
      'Final',
      'Third-place play-off',
      'Semi-finals',
      'Quarter-finals',
      'Round of 16',
      'Group stage · Matchday 3',
      'Group stage · Matchday 2',
      'Group stage · Matchday 1',
    ]);
    const final = roundNamed(page, 'Final').getByRole('listitem').filter({ hasText: 'Argentina' });
    expect(await final.textContent()).toContain('Argentina3 - 3France');
    expect(await final.textContent()).toContain('4 - 2');
    await page.getByRole('button', { name: 'Semi-finals', exact: true }).click();
    const semiFinals = roundNamed(page, 'Semi-finals').getByRole('listitem');
    expect(await semiFinals.filter({ hasText: 'Croatia' }).textContent()).toContain('Argentina3 - 0Croatia');
    expect(await semiFinals.filter({ hasText: 'Morocco' }).textContent()).toContain('France2 - 0Morocco');
  });
});

describe('form and head-to-head agree with the CC0 results', () => {
  it('Argentina’s form in the World Cup, the final counted once played: France 3-3 first, then Croatia 3-0; Saudi Arabia out of the last six; away only: Netherlands and Poland', async () => {
    const page = await pages.show('DEFAULT', `${widget}/info/form?eventId=wc2022-final&lang=en`);
    const argentina = page.getByRole('region', { name: 'Argentina', exact: true }).getByRole('listitem');
    await argentina.first().waitFor();
    const entries = await argentina.allTextContents();
    expect(entries).toHaveLength(6);
    expect(entries[0]).toMatch(/France.*3 - 3/);
    expect(entries[1]).toMatch(/Croatia.*3 - 0/);
    expect(entries.every((entry) => entry.includes('FIFA World Cup'))).toBe(true);
    expect(entries.join()).not.toContain('Saudi Arabia');
    await page.getByRole('button', { name: 'Away', exact: true }).click();
    await expect.poll(() => argentina.count()).toBe(2);
    expect(await argentina.allTextContents()).toEqual([expect.stringContaining('Netherlands'), expect.stringContaining('Poland')]);
  });

  it('Argentina and France: 12 meetings, 6 Argentine wins, 3 French, 3 draws, 26 goals', async () => {
    const page = await pages.show('DEFAULT', `${widget}/info/h2h?eventId=wc2022-final&lang=en`);
    await page.getByRole('term').first().waitFor();
    const totals = await described(page);
    expect(totals['Meetings']).toBe('12');
    expect(totals['Argentina wins']).toBe('6');
    expect(totals['France wins']).toBe('3');
    expect(totals['Goals']).toBe('26');
    // The meetings' list has no name of its own (only the heading above it): found by its hook.
    expect(await page.getByTestId('h2h-meeting').count()).toBe(12);
    expect(await page.getByText(/^Every men's full international/).textContent()).toBe(
      "Every men's full international between Argentina and France before this match.",
    );
    // Where the results come from is said once, in the credits line.
    expect(await page.getByTestId('powered-by').textContent()).toBe('Results: international results');
  });
});

describe('times are in the browser’s time zone', () => {
  // The final kicked off at 15:00 UTC; Barcelona v Alavés at 20:15 UTC (22:15 in Madrid).
  const cases = [
    ['America/Argentina/Buenos_Aires', '12:00', 'Aug 18, 2018, 5:15 PM'],
    ['Asia/Tokyo', '00:00', 'Aug 19, 2018, 5:15 AM'],
  ] as const;
  it.each(cases)('%s', async (timezoneId, finalKickoff, barcelonaKickoff) => {
    const context = await chromium.browser.newContext({ timezoneId, viewport: { width: 320, height: 640 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${widget}/info/preview?eventId=wc2022-final&lang=de`);
    await page.getByRole('term').filter({ hasText: 'Anstoß' }).waitFor();
    const kickoff = (await described(page))['Anstoß'];
    // German: 24-hour clock; the zone is named beside the time.
    expect(kickoff).toContain(finalKickoff);
    expect(kickoff).toMatch(/\(.+\)$/);
    await page.goto(`${widget}/info/fixtures?eventId=laliga-2018-19-bar-ala&lang=en`);
    const thisMatch = page.getByRole('listitem').filter({ hasText: 'This match' });
    await thisMatch.waitFor();
    expect(await thisMatch.locator('time').textContent()).toBe(barcelonaKickoff);
    await context.close();
  });
});

describe('at 320 px no info route overflows sideways', () => {
  it.each(['en', 'de', 'el'])('%s', async (lang) => {
    const page = await chromium.browser.newPage({ viewport: { width: 320, height: 640 } });
    const overflowing: string[] = [];
    // One load, then from route to route and match to match inside the app as the tabs and links do.
    for (const [eventIndex, event] of ['wc2022-final', 'laliga-2018-19-bar-ala'].entries()) {
      for (const [index, route] of infoRoutes.entries()) {
        const url = `${widget}${route}?eventId=${event}&lang=${lang}`;
        if (eventIndex === 0 && index === 0) await page.goto(url);
        else await goInApp(page, url);
        await settled(page);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (wide > 0) overflowing.push(`${event} ${route}: ${wide}px`);
      }
    }
    expect(overflowing).toEqual([]);
    await page.close();
  });
});

describe('axe-core: no serious or critical violation on the info routes of a finished match', () => {
  const cases = (['DEFAULT', 'DEFAULT_LIGHT'] as const).flatMap((brand) => infoRoutes.map((route) => [brand, route] as const));
  // One page per brand, moved from route to route inside the app: the DEFAULT one is the page the
  // tests above read.
  it.each(cases)('%s %s', async (brand, route) => {
    const page = await pages.show(brand, `${widgets[brand]}${route}?eventId=wc2022-final&lang=en`);
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
