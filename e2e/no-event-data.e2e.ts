import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, openPage } from './support/browser.ts';

const widget = inject('widgetUrls').DEFAULT!;
const feed = inject('feedUrl');
const chromium = chromiumForFile();

/**
 * The 2022 final has no event data: read as a fan would at full time, it shows
 * what its sources hold and nothing its sources do not; the live demo replays a StatsBomb match.
 */
describe('the 2022 final, a match without event data, against the real feed', () => {
  it('offers the live-stats summary and discipline only, with the published totals and their source', async () => {
    const { page, errors } = await openPage(chromium.browser, `${widget}/stats/live-stats/summary?eventId=wc2022-final&lang=en`);
    const tabs = page.getByTestId('secondary-tabs').getByRole('tab');
    await expect.poll(() => tabs.allTextContents(), { timeout: 20_000 }).toEqual(['Summary', 'Discipline']);
    const primary = await page.getByTestId('primary-tabs').getByRole('tab').allTextContents();
    expect(primary).not.toContain('Player Stats');
    expect(primary).not.toContain('Match points');
    // The bars as drawn (hidden from screen readers, who read the table beside them): found by their hook.
    const bars = page.getByTestId('stat-bars');
    await expect.poll(() => bars.locator('[data-stat="shots"]').textContent()).toBe('20Shots10');
    expect(await bars.locator('[data-stat="expectedGoals"]').textContent()).toBe('3.30Expected goals2.20');
    expect(await bars.locator('[data-stat="corners"]').count()).toBe(0);
    // Where they were published is said once, in the credits line; no sentence of the page repeats it.
    expect(await page.getByTestId('powered-by').textContent()).toBe('Team totals: FIFA, FBref (Opta)');
    expect(await page.getByText(/FIFA match report/).count()).toBe(0);
    expect(await page.getByText(/^No detailed stats for this match/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('answers a deep link to its xG page honestly, drawing no shot', async () => {
    const { page } = await openPage(chromium.browser, `${widget}/stats/live-stats/xg?eventId=wc2022-final&lang=en`);
    await page.getByText('Not available for this match', { exact: true }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/stats/live-stats/xg');
    expect(await page.getByRole('button', { name: / xG$/ }).count()).toBe(0);
    await page.close();
  }, 60_000);

  it('writes no commentary line its sources do not hold: no foul, corner, offside or shot', async () => {
    const { lines } = (await (await fetch(`${feed}/commentary/wc2022-final?lang=en`)).json()) as { lines: { kind: string }[] };
    expect(lines.some((line) => ['foul', 'corner', 'offside', 'shotSaved', 'shotOffTarget', 'shotBlocked'].includes(line.kind))).toBe(
      false,
    );
    const { page } = await openPage(chromium.browser, `${widget}/scoreboard/commentary?eventId=wc2022-final&lang=en`);
    const shown = page.getByRole('log', { name: 'Commentary' }).getByRole('listitem');
    await shown.first().waitFor({ timeout: 20_000 });
    expect(await shown.count()).toBe(lines.length);
    expect(await page.getByText(/^Foul by/).count()).toBe(0);
    await page.close();
  }, 60_000);
});

describe('the live demo', () => {
  it('replays Turkey v Italy (StatsBomb), whose every statistic is real, from kick-off', async () => {
    const event = (await (await fetch(`${feed}/event_data/demo-live?lang=en`)).json()) as {
      home: { name: string };
      away: { name: string };
    };
    expect([event.home.name, event.away.name]).toEqual(['Turkey', 'Italy']);
    const availability = (await (await fetch(`${feed}/availability/demo-live?lang=en`)).json()) as {
      paths: string[];
      features: { eventData: boolean };
    };
    expect(availability.features.eventData).toBe(true);
    expect(availability.paths).toEqual(expect.arrayContaining(['/stats/live-stats/momentum', '/stats/live-stats/xg', '/watch/pitchView']));
  });
});
