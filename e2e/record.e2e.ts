import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, openPage } from './support/browser.ts';

/**
 * The figures a bettor acts on, read off the screens as a fan reads them and checked against the
 * record (international results and scorers; La Liga's results; StatsBomb): the 2022 final and
 * Barcelona v Alavés at full time, from the real feed.
 */
const widgets = inject('widgetUrls');
const chromium = chromiumForFile();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(chromium.browser, `${widgets.DEFAULT}${path}`, { width: 360 });
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  return opened;
}

/** Each assistant row as the fan reads it: name, share and the evidence sentence. */
async function assistantRows(page: Page) {
  // The screen's one list: the ranked rows.
  const rows = page.getByRole('main').getByRole('listitem');
  await rows.first().waitFor();
  return rows.evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('span')?.textContent ?? '',
      evidence: item.querySelector('[data-testid="evidence"]')?.textContent ?? '',
      marks: [...item.querySelectorAll('[data-reached]')].map((mark) => mark.textContent),
    })),
  );
}

describe('the assistants at full time of the 2022 final read as the record', () => {
  it('shows Messi in 5, Mbappé in 3 and Álvarez in 3 of their team\u2019s last 6, match by match', async () => {
    const { page, errors } = await open('/stats/assistant?eventId=wc2022-final&lang=en');
    const rows = await assistantRows(page);
    const row = (name: string) => rows.find((candidate) => candidate.name === name);
    expect(row('Messi')?.evidence).toMatch(/^Over 0\.5 Goals in 5 of the team's last 6 matches on record\./);
    // France (the final), Croatia, Netherlands, Australia, Poland, Mexico.
    expect(row('Messi')?.marks).toEqual(['2', '1', '1', '1', '0', '1']);
    expect(row('Mbappé')?.evidence).toMatch(/in 3 of the team's last 6 matches/);
    expect(row('Mbappé')?.marks).toEqual(['3', '0', '0', '2', '0', '2']);
    expect(row('J. Álvarez')?.evidence).toMatch(/in 3 of the team's last 6 matches/);
    // Only what the record holds is offered: goals, and the final's own cards.
    await page.getByRole('combobox', { name: 'Event' }).click();
    const events = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(events).toEqual(['Goals', 'Cards']);
    await page.keyboard.press('Escape');
    // Who recorded the matches is the credits line's to say.
    await expect.poll(() => page.getByTestId('powered-by').textContent()).toBe('Sources: tournament results and scorers, match reports');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows Argentina scoring in 6 and France in 5 of their last 6, as the Form tab does', async () => {
    const { page, errors } = await open('/stats/team-assistant?eventId=wc2022-final&lang=en');
    const rows = await assistantRows(page);
    const row = (name: string) => rows.find((candidate) => candidate.name === name);
    expect(row('Argentina')?.marks).toEqual(['3', '3', '2', '2', '2', '2']);
    expect(row('Argentina')?.evidence).toMatch(/in 6 of the last 6 matches/);
    expect(row('France')?.marks).toEqual(['3', '2', '2', '3', '0', '2']);
    expect(row('France')?.evidence).toMatch(/in 5 of the last 6 matches/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Barcelona v Alavés at full time (matchday 1 of La Liga 2018/19)', () => {
  it('names only the scorers our records know, Messi 2 and Coutinho 1, and says the chart is partial', async () => {
    const { page, errors } = await open('/stats/top-scorers?eventId=laliga-2018-19-bar-ala&lang=en');
    const table = page.getByRole('table', { name: 'Top Scorers' });
    await table.waitFor();
    // A row for each scorer, named by its player.
    const rows = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .allTextContents();
    expect(rows).toEqual(['1Lionel MessiBAR2', '2Philippe CoutinhoBAR1']);
    expect(await page.getByText(/^Scorers are known for only/).textContent()).toMatch(/only 1 of the \d+ matches played/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('measures its season averages from its own StatsBomb figures, over one match', async () => {
    const { page, errors } = await open('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    await expect
      .poll(() => page.getByText(/: matches with detailed stats /).allTextContents())
      .toEqual(['Barcelona: matches with detailed stats 1, minutes 90.', 'Deportivo Alavés: matches with detailed stats 1, minutes 90.']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
