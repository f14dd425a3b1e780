import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { answerSourceSchema } from '../../../contract/sources.ts';
import { loadScenarios } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';
import { catalogue } from './catalogue.ts';

/**
 * Every answer about a catalogue event names where its facts come from, as ../shared/data's README
 * says each source is credited ("StatsBomb", openfootball's file, martj42/international_results),
 * and the facts no data file holds (the 2022 final's line-ups, cards, assists, referee and
 * attendance) name the public record they come from; the attendance is not served before kick-off.
 */
let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

const answerSchema = z.object({
  sources: z.optional(z.array(answerSourceSchema)),
  attendance: z.optional(z.int()),
  credit: z.optional(z.string()),
});

const call = (url: string) => feed.get(url, { parse: (json) => z.parse(answerSchema, json) });

const cover = (sources: z.infer<typeof answerSchema>['sources'], what: string) =>
  (sources ?? []).filter((source) => source.covers.includes(what)).map((source) => `${source.name}: ${source.dataset}`);

describe('sources of every answer', () => {
  it('lists at least one source in every event answer of every catalogue event', async () => {
    const names = ['commentary', 'incidents', 'lineups', 'live_stats', 'competition_viz', 'opta_points', 'player_stats'];
    const competitionNames = ['table', 'form', 'fixtures', 'top_scorers', 'season_avg', 'preview', 'insights', 'h2h'];
    const missing: string[] = [];
    for (const eventId of feed.context.replays.keys()) {
      for (const name of [...names, ...competitionNames]) {
        const response = await feed.app.inject(`/${name}/${eventId}?lang=en`);
        if (response.statusCode !== 200) continue;
        const { sources } = z.parse(answerSchema, response.json());
        if (!sources || sources.length === 0) missing.push(`${eventId} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('credits StatsBomb for the events of a StatsBomb match and openfootball for its kick-off and table', async () => {
    const stats = await call('/live_stats/laliga-2018-19-bar-gir');
    expect(cover(stats.sources, 'shots')).toEqual(['StatsBomb: StatsBomb open data']);
    expect(cover((await call('/commentary/laliga-2018-19-bar-gir')).sources, 'events')).toEqual(['StatsBomb: StatsBomb open data']);
    expect(cover((await call('/table/laliga-2018-19-bar-gir')).sources, 'results')).toEqual(['openfootball: openfootball/football.json']);
    expect(cover((await call('/table/euro2020-tur-ita')).sources, 'results')).toEqual(['openfootball: openfootball/euro.json']);
    expect(cover((await call('/h2h/euro2020-tur-ita')).sources, 'results')).toEqual([
      expect.stringMatching(/^martj42\/international_results: International football results from 1872/),
    ]);
    const lineups = await call('/lineups/laliga-2018-19-bar-gir');
    expect(cover(lineups.sources, 'lineups')).toEqual(['StatsBomb: StatsBomb open data']);
    expect(cover(lineups.sources, 'referee')).toEqual([
      'elEconomista: elEconomista, match report of FC Barcelona v Girona, 23 September 2018 ("Gil Manzano expulsó a Lenglet")',
    ]);
  });

  it('serves the referee only where a record we can cite names him: Makkelie (UEFA) for Turkey v Italy, none for Barcelona v Alavés', async () => {
    const turkeyItaly = z.parse(z.object({ referee: z.optional(z.string()) }), (await feed.app.inject('/lineups/euro2020-tur-ita')).json());
    expect(turkeyItaly.referee).toBe('Danny Makkelie');
    expect(cover((await call('/lineups/euro2020-tur-ita')).sources, 'referee')).toEqual([
      expect.stringMatching(/^UEFA: UEFA's referee appointment for Turkey v Italy, UEFA EURO 2020, Rome, 11 June 2021: Danny Makkelie/),
    ]);
    // Neither StatsBomb's files nor a record we can cite name Barcelona v Alavés's referee: none is served or credited.
    const alaves = (await feed.app.inject('/lineups/laliga-2018-19-bar-ala')).json<Record<string, unknown>>();
    expect(alaves).not.toHaveProperty('referee');
    expect(cover((await call('/lineups/laliga-2018-19-bar-ala')).sources, 'referee')).toEqual([]);
  });

  it("names FIFA's match report for the final's line-ups, cards, assists, referee and attendance, and openfootball for its goals", async () => {
    const lineups = await call('/lineups/wc2022-final');
    expect(lineups.attendance).toBe(88966);
    const fifa =
      'FIFA: FIFA World Cup Qatar 2022, match 64 (final), Argentina v France, Lusail Stadium, 18 December 2022: official match report';
    for (const what of ['lineups', 'cards', 'substitutions', 'referee', 'attendance'])
      expect(cover(lineups.sources, what), what).toEqual([fifa]);
    const incidents = await call('/incidents/wc2022-final');
    expect(cover(incidents.sources, 'assists')).toEqual([fifa]);
    expect(cover(incidents.sources, 'shootout')).toEqual([fifa]);
    expect(cover(incidents.sources, 'goals')).toEqual(['openfootball: openfootball/worldcup.json']);
    expect(cover(incidents.sources, 'events')).toEqual([]);
    expect((incidents.sources ?? []).map((source) => source.id)).not.toContain('statsBomb');
  });

  it("names where the final's team totals were published, once they are served: FIFA's report and FBref (Opta)", async () => {
    const stats = await call('/live_stats/wc2022-final');
    expect(cover(stats.sources, 'publishedTotals')).toEqual([
      'FIFA: FIFA World Cup Qatar 2022, match 64 (final), Argentina v France, Lusail Stadium, 18 December 2022: official match report',
      'FBref (Opta): FBref, match report of Argentina v France, FIFA World Cup 2022 final, 18 December 2022: expected goals (Opta)',
    ]);
    // FIFA's report is one source, listed once with all it gives the answer (cards, substitutions, the totals).
    expect((stats.sources ?? []).filter((source) => source.name === 'FIFA')).toHaveLength(1);
    // A StatsBomb match publishes no totals: its figures are its events'.
    expect(cover((await call('/live_stats/euro2020-tur-ita')).sources, 'publishedTotals')).toEqual([]);
  });

  it('names no published totals while the final is played: none are served before play is over', async () => {
    const stats = await call('/live_stats/demo-prematch');
    expect(cover(stats.sources, 'publishedTotals')).toEqual([]);
  });

  it("credits the final's line-ups answer to its own sources, never to StatsBomb: before kick-off, in play and after, in the fan's language", async () => {
    // The scoreboard's first paint credits this answer's `credit` before and during play: the final has no event data.
    for (const eventId of ['demo-prematch', 'demo-extra-time', 'demo-shootout', 'wc2022-final']) {
      const lineups = await call(`/lineups/${eventId}?lang=en`);
      expect(lineups.credit, eventId).toBe('openfootball, FIFA');
      expect([...new Set((lineups.sources ?? []).map((source) => source.name))], eventId).toEqual(['openfootball', 'FIFA']);
    }
    expect((await call('/lineups/demo-prematch?lang=de')).credit).toBe('openfootball und FIFA');
    expect((await call('/lineups/demo-prematch?lang=ja')).credit).toBe('openfootball、FIFA');
    // A match with event data is credited to its provider first, then to the record of any other fact the page shows (its referee).
    expect((await call('/lineups/laliga-2018-19-bar-ala?lang=ja')).credit).toBe('StatsBomb');
    expect((await call('/lineups/laliga-2018-19-bar-gir?lang=en')).credit).toBe('StatsBomb, elEconomista');
    expect((await call('/lineups/laliga-2018-19-bar-gir?lang=ja')).credit).toBe('StatsBomb、elEconomista');
    expect((await call('/lineups/euro2020-tur-ita?lang=de')).credit).toBe('StatsBomb und UEFA');
    // In play, as the scoreboard's first paint reads it beside the referee it shows.
    expect((await call('/lineups/demo-live?lang=en')).credit).toBe('StatsBomb, UEFA');
  });

  it('serves no attendance before kick-off, and names no source for it then', async () => {
    const lineups = await call('/lineups/demo-prematch');
    expect(lineups.attendance).toBeUndefined();
    expect(cover(lineups.sources, 'attendance')).toEqual([]);
    expect(cover(lineups.sources, 'referee')).toHaveLength(1);
  });
});
