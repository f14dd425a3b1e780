import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile, goInApp, openPage, settled } from './support/browser.ts';

/**
 * The record as a fan reads it, on one page moved from screen to screen: the 2022 final's
 * shoot-out kick by kick on the scoreboard, and the credits lines under the commentary, scorers,
 * line-ups and formation of a StatsBomb match (Turkey v Italy), each compared with the files of
 * ../shared/data (openfootball's World Cup, martj42's shoot-outs, StatsBomb's events) and with the
 * sources the feed names, never with values written here by hand. Skipped where the data is not
 * checked out.
 */
const widget = inject('widgetUrls').DEFAULT!;
const feed = inject('feedUrl');
const chromium = chromiumForFile();
const data = path.resolve(import.meta.dirname, '../../shared/data');
const files = {
  worldCup: path.join(data, 'openfootball/worldcup/2022/worldcup.json'),
  shootouts: path.join(data, 'international/shootouts.csv'),
  turkeyItaly: path.join(data, 'statsbomb/3788741_events.json'),
};
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface WorldCupMatch {
  round: string;
  team1: string;
  team2: string;
  score: { p?: [number, number] };
}
interface StatsBombEvent {
  type: { name: string };
  minute: number;
  team: { name: string };
  player?: { name: string };
  shot?: { outcome: { name: string } };
}
interface Lineups {
  home: { name: string; starters: Array<{ name: string; shortName?: string }>; substitutes: Array<{ name: string; shortName?: string }> };
  away: { name: string; starters: Array<{ name: string; shortName?: string }>; substitutes: Array<{ name: string; shortName?: string }> };
  sources?: Array<{ id: string; name: string }>;
}

const feedAnswer = async <T>(call: string, eventId: string): Promise<T> =>
  (await (await fetch(`${feed}/${call}/${eventId}?lang=en`)).json()) as T;

/** The credits line a screen should show for an answer's sources: the others by name, then StatsBomb as the provider. */
function expectedCredits(sources: ReadonlyArray<{ id: string; name: string }>): string {
  const others = [...new Set(sources.filter((source) => source.id !== 'statsBomb').map((source) => source.name))];
  const parts = others.length > 0 ? [`Sources: ${new Intl.ListFormat('en', { type: 'conjunction', style: 'narrow' }).format(others)}`] : [];
  if (sources.some((source) => source.id === 'statsBomb')) parts.push('Powered by StatsBomb');
  return parts.join(' · ');
}

const haveData = Object.values(files).every((file) => existsSync(file));

describe.skipIf(!haveData)('the record, read off the screens (one page)', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openPage(chromium.browser, `${widget}/scoreboard?eventId=wc2022-final&lang=en`, { width: 360 }));
  }, 60_000);
  afterAll(async () => {
    await page?.close();
  });

  it('the 2022 final: the shoot-out kick by kick, in its order, with its takers, as the record has it', async () => {
    const final = readJson<{ matches: WorldCupMatch[] }>(files.worldCup).matches.find((match) => match.round === 'Final')!;
    const [firstTeamKicks, secondTeamKicks] = final.score.p!;
    const shootout = readFileSync(files.shootouts, 'utf8')
      .split('\n')
      .map((line) => line.split(','))
      .find(([date, home, away]) => date === '2022-12-18' && home === final.team1 && away === final.team2)!;
    const [, , , winner, firstShooter] = shootout;
    const timeline = page.getByRole('region', { name: 'Match events' });
    const kicks = timeline
      .getByRole('region', { name: /^Penalty shoot-out/ })
      .getByRole('listitem')
      .filter({ hasText: /^\d+\./ });
    await kicks.first().waitFor({ timeout: 20_000 });
    await settled(page);
    // As a fan reads each line: "5.Tchouaméni2-1 Miss · France", newest first.
    const read = (await kicks.allInnerTexts()).map((text) => {
      const line = text.replace(/\s+/g, ' ').trim();
      const [, number, taker, home, away, outcome, team] = /^(\d+)\. ?(.+?) ?(\d+)-(\d+) (Goal|Miss) · (.+)$/.exec(line) ?? [];
      expect(number, line).toBeDefined();
      return { number: Number(number), taker: taker!, score: [Number(home), Number(away)], scored: outcome === 'Goal', team: team! };
    });
    const inOrder = read.sort((a, b) => a.number - b.number);
    expect(inOrder.map((kick) => kick.number)).toEqual(inOrder.map((_, index) => index + 1));
    // The first kick is martj42's first shooter's, then the sides take turns.
    const teams = [firstShooter!, firstShooter === final.team1 ? final.team2 : final.team1];
    expect(inOrder.map((kick) => kick.team)).toEqual(inOrder.map((_, index) => teams[index % 2]));
    // The running score moves with each kick scored, and ends at openfootball's shoot-out score.
    let tally = [0, 0];
    for (const kick of inOrder) {
      const side = kick.team === final.team1 ? 0 : 1;
      if (kick.scored) tally = side === 0 ? [tally[0]! + 1, tally[1]!] : [tally[0]!, tally[1]! + 1];
      expect(kick.score, `kick ${kick.number}`).toEqual(tally);
    }
    expect(tally).toEqual([firstTeamKicks, secondTeamKicks]);
    // Each taker is a player of the side he kicked for, as the feed's line-ups name him.
    const lineups = await feedAnswer<Lineups>('lineups', 'wc2022-final');
    for (const kick of inOrder) {
      const side = lineups.home.name === kick.team ? lineups.home : lineups.away;
      expect(side.name, kick.taker).toBe(kick.team);
      const names = [...side.starters, ...side.substitutes].flatMap((player) => [player.name, player.shortName ?? '']);
      expect(names, kick.taker).toContain(kick.taker);
    }
    // The result is the headline: the winner, with the shoot-out's score, its winner's first.
    const won = winner === final.team1 ? [firstTeamKicks, secondTeamKicks] : [secondTeamKicks, firstTeamKicks];
    await expect.poll(() => page.getByRole('main').getByRole('status').innerText()).toBe(`${winner} win ${won[0]}-${won[1]} on penalties`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('Turkey v Italy (StatsBomb): the scorers as StatsBomb\u2019s events have them, and each screen credits its sources', async () => {
    const events = readJson<StatsBombEvent[]>(files.turkeyItaly);
    // StatsBomb's goals: shots that went in, and own goals (credited to the side that scored them).
    const goals = events
      .filter((event) => event.shot?.outcome.name === 'Goal' || event.type.name === 'Own Goal Against')
      // The scorers page names a player as a fan knows him, by his surname (StatsBomb's full name ends with it).
      .map((event) => ({ player: event.player!.name.split(' ').at(-1)!, minute: `${event.minute + 1}'` }));
    expect(goals.length).toBeGreaterThan(0);
    await page.goto(`${widget}/scoreboard/scorers?eventId=euro2020-tur-ita&lang=en`);
    await settled(page);
    const main = page.getByRole('main');
    await main.getByRole('listitem').first().waitFor();
    const scorers = (await main.getByRole('listitem').allInnerTexts()).join('\n');
    for (const goal of goals)
      expect(scorers).toMatch(new RegExp(`${goal.player}[\\s\\S]*?${goal.minute}|${goal.minute}[\\s\\S]*?${goal.player}`));
    const lineups = await feedAnswer<Lineups>('lineups', 'euro2020-tur-ita');
    // StatsBomb's open data asks to be credited "StatsBomb": the feed names it for this match's facts.
    expect((lineups.sources ?? []).map((source) => source.id)).toContain('statsBomb');
    const credits = () => page.getByTestId('powered-by').innerText();
    await expect.poll(credits).toBe(expectedCredits(lineups.sources ?? []));
    await goInApp(page, '/scoreboard/commentary?eventId=euro2020-tur-ita&lang=en');
    await page.getByRole('log').getByRole('listitem').first().waitFor();
    const commentary = await feedAnswer<{ sources?: Array<{ id: string; name: string }> }>('commentary', 'euro2020-tur-ita');
    await expect.poll(credits).toBe(expectedCredits(commentary.sources ?? []));
    await goInApp(page, '/info/teams/lineups?eventId=euro2020-tur-ita&lang=en');
    await main.getByRole('region', { name: 'Italy' }).waitFor();
    await expect.poll(credits).toBe(expectedCredits(lineups.sources ?? []));
    await goInApp(page, '/info/teams/formation?eventId=euro2020-tur-ita&lang=en');
    await page.locator('[data-testid="formation-pitch"] [data-testid^="pitch-player-"]').first().waitFor();
    await expect.poll(credits).toBe(expectedCredits(lineups.sources ?? []));
    expect(await page.getByTestId('powered-by').count()).toBe(1);
    // In play the scoreboard's first paint credits the answer's `credit`: every source of the facts it
    // shows, UEFA (its referee) beside StatsBomb, where it credited StatsBomb alone.
    const live = await feedAnswer<Lineups & { referee?: string }>('lineups', 'demo-live');
    expect(live.referee).toBe('Danny Makkelie');
    expect([...new Set((live.sources ?? []).map((source) => source.name))].sort()).toEqual(['StatsBomb', 'UEFA']);
    await goInApp(page, '/scoreboard?eventId=demo-live&lang=en');
    await page.getByTestId('match-facts').waitFor();
    expect(await page.getByTestId('match-facts').innerText()).toContain('Danny Makkelie');
    await expect.poll(credits).toBe('Powered by StatsBomb, UEFA');
    expect(errors).toEqual([]);
  }, 90_000);
});
