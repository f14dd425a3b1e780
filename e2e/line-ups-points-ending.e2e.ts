import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, openPage } from './support/browser.ts';

/**
 * Three screens read as a fan reads them, against the real feed, and compared with the record in
 * ../shared/data where it is checked out (StatsBomb's events of Barcelona v Girona, openfootball's
 * 2022 World Cup): the line-ups after Lenglet's red card, the match points of that match, and the
 * end of the 2022 final with the pre-match demo's preview.
 */
const widget = inject('widgetUrls').DEFAULT!;
const chromium = chromiumForFile();
const data = path.resolve(import.meta.dirname, '../../shared/data');
const girona = 'laliga-2018-19-bar-gir';

interface StatsBombEvent {
  type: { name: string };
  minute: number;
  second: number;
  player?: { name: string };
  foul_committed?: { card?: { name: string } };
  substitution?: { replacement: { name: string } };
  team?: { name: string };
  tactics?: { formation: number };
}
const gironaEventsFile = path.join(data, 'statsbomb/15986_events.json');
const gironaEvents = existsSync(gironaEventsFile) ? (JSON.parse(readFileSync(gironaEventsFile, 'utf8')) as StatsBombEvent[]) : null;
const finalFile = path.join(data, 'openfootball/worldcup/2022/worldcup.json');
const finalScore = existsSync(finalFile)
  ? (
      JSON.parse(readFileSync(finalFile, 'utf8')) as { matches: Array<{ round: string; score: { et: number[]; p: number[] } }> }
    ).matches.find((match) => match.round === 'Final')!.score
  : { et: [3, 3], p: [4, 2] };

async function open(url: string): Promise<Page> {
  const { page } = await openPage(chromium.browser, `${widget}${url}`, { width: 360 });
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return page;
}

describe('Barcelona v Girona at full time, after Lenglet’s red card', () => {
  it('draws Barcelona with ten on the pitch now, Lenglet gone, and lists Umtiti as a defender', async () => {
    if (gironaEvents) {
      // The record: a straight red for Lenglet, and Umtiti on for Dembélé, in StatsBomb's events.
      const red = gironaEvents.find((event) => event.foul_committed?.card?.name === 'Red Card');
      expect(red?.player?.name).toBe('Clément Lenglet');
      expect(gironaEvents.some((event) => event.substitution?.replacement.name === 'Samuel Yves Umtiti')).toBe(true);
    }
    const page = await open(`/info/teams/formation?eventId=${girona}&lang=en`);
    await page.getByTestId('formation-view').getByText('Current').click();
    const pitch = page.locator('[data-testid="formation-pitch"][data-view="current"]');
    await pitch.waitFor({ timeout: 20_000 });
    const drawn = await pitch
      .locator('[data-testid^="pitch-player-"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => `${node.getAttribute('data-side')} ${node.getAttribute('data-testid')!.replace('pitch-player-', '')}`),
      );
    expect(drawn.filter((entry) => entry.startsWith('home '))).toHaveLength(10);
    expect(drawn.filter((entry) => entry.startsWith('away '))).toHaveLength(11);
    expect(drawn).not.toContain('home bar-clement-lenglet');
    expect(drawn).toContain('home bar-samuel-umtiti');
    // The label claims no eleven: StatsBomb's last tactical shift for Barcelona (47') still names
    // 4-1-2-2-1, so the formation is that one, marked as played by ten.
    if (gironaEvents) {
      const shifts = gironaEvents.filter((event) => event.type.name === 'Tactical Shift' && event.team?.name === 'Barcelona');
      expect(shifts.at(-1)?.tactics?.formation).toBe(41221);
    }
    expect(await page.getByTestId('formation-home').textContent()).toBe('4-1-2-2-1 (10 players)');
    expect(await page.getByTestId('formation-away').textContent()).toBe('3-2-3-2');
    await page.close();

    const lineups = await open(`/info/teams/lineups?eventId=${girona}&lang=en`);
    const umtiti = lineups.getByTestId('lineup-home').getByRole('listitem').filter({ hasText: 'Umtiti' });
    await umtiti.first().waitFor({ timeout: 20_000 });
    expect(await umtiti.first().textContent()).toContain('Defender');
    await lineups.close();
  }, 90_000);

  it('shows match points by the rule it states: Lenglet -3 for his red card, Arthur no 60-minute bonus', async () => {
    const arthurOff = gironaEvents?.find((event) => event.substitution?.replacement.name === 'Philippe Coutinho Correia');
    if (gironaEvents) expect(arthurOff!.minute).toBeLessThan(60);
    const page = await open(`/stats/opta-points?eventId=${girona}&lang=en`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Match points');
    await expect.poll(() => page.getByText('Our own points, worked out from the match events. Not Opta Points.').count()).toBe(1);
    const row = (name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name }).first();
    await row('Lenglet').waitFor({ timeout: 20_000 });
    expect(await row('Lenglet').getByTestId('points-breakdown').textContent()).toContain('Cards -3');
    expect(await row('Arthur').getByTestId('points-breakdown').textContent()).toContain('Appearance +1');
    await page.getByText('How the points are earned').click();
    expect(await page.getByText(/shot on target that is not a goal 1/).count()).toBe(1);
    await page.close();
  }, 90_000);
});

describe('the end of the 2022 final, and the pre-match demo', () => {
  const won = `Argentina win ${finalScore.p[0]}-${finalScore.p[1]} on penalties`;

  it('headlines the scoreboard with the shoot-out’s result, not the full-time whistle', async () => {
    const page = await open('/scoreboard?eventId=wc2022-final&lang=en');
    const headline = page.getByRole('main').getByRole('status');
    await expect.poll(() => headline.textContent(), { timeout: 20_000 }).toBe(won);
    await page.close();
  }, 60_000);

  it('tells the end in order in the commentary: the result, the kicks by number, extra time over at 3-3', async () => {
    const page = await open('/scoreboard/commentary?eventId=wc2022-final&lang=en');
    const lines = page.getByRole('log', { name: 'Commentary' }).getByRole('listitem');
    await lines.first().waitFor({ timeout: 20_000 });
    const texts = await lines.allTextContents();
    expect(texts[0]).toContain(`${won}.`);
    const kicks = texts.filter((text) => text.includes('in the shoot-out'));
    expect(kicks.map((text) => text.split('.')[0])).toEqual(['8', '7', '6', '5', '4', '3', '2', '1']);
    expect(texts.filter((text) => text.startsWith("120'"))).toEqual([]);
    const extraTimeOver = texts.findIndex((text) => text.includes('Extra time is over'));
    expect(texts[extraTimeOver]).toContain(`Argentina ${finalScore.et[0]}-${finalScore.et[1]} France`);
    expect(extraTimeOver).toBeGreaterThan(texts.indexOf(kicks.at(-1)!));
    await page.close();
  }, 60_000);

  it('pre-match demo: the preview says it replays the match of 18 December 2022 under today’s kick-off', async () => {
    const page = await open('/info/preview?eventId=demo-prematch&lang=en');
    const kickoff = page.getByTestId('fact-kickoff');
    await kickoff.waitFor({ timeout: 20_000 });
    expect(await kickoff.textContent()).not.toContain('2022');
    const intro = page.locator('[data-kind="previewReplayIntro"]');
    await intro.waitFor({ timeout: 20_000 });
    expect(await intro.textContent()).toMatch(/^A replay of Argentina v France .* on December 18, 2022\.$/);
    await page.close();
  }, 60_000);
});
