import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../event/catalogue.ts';
import { loadScenarios } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/** `GET /events` (CONTRACT.md, "Live data in"): the replayed events, then every match we hold, filtered and paged. */
let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue, limits: { requestsPerMinute: 100_000 } });
});
afterAll(async () => {
  await feed.close();
});

interface Row {
  eventId: string;
  competition: string;
  competitionId: string;
  stage: string;
  matchStart: string;
  home: string;
  away: string;
  description: string;
}
const list = (query: string) => feed.get(`/events${query}`) as Promise<{ events: Row[]; next: string | null }>;

describe('GET /events', () => {
  it('lists the replayed events first without a query, as the demo has them, and goes on to the catalogue from there', async () => {
    const first = await list('');
    expect(first.events.map((event) => event.eventId)).toEqual(catalogue.map((entry) => entry.eventId));
    expect(first.next).toBe(catalogue.at(-1)!.eventId);
    const second = await list(`?cursor=${first.next}&limit=3`);
    // The catalogue's first matches by kick-off: the 2018 World Cup's opener and the next day's.
    expect(second.events.map((event) => event.eventId)).toEqual([
      'worldcup-2018-2018-06-14-russia-saudi-arabia',
      'worldcup-2018-2018-06-15-egypt-uruguay',
      'worldcup-2018-2018-06-15-morocco-iran',
    ]);
    expect(second.events[0]).toMatchObject({
      competition: 'FIFA World Cup 2018',
      competitionId: 'worldcup-2018',
      stage: 'played',
      matchStart: '2018-06-14T15:00:00Z',
      home: 'Russia',
      away: 'Saudi Arabia',
      description: 'Matchday 1: Russia 5-0 Saudi Arabia (finished)',
    });
  });

  it('filters by competition, team and date together, and a replayed match is listed once, under its replay', async () => {
    const derby = await list('?competition=laliga-2018-19&team=girona&date=2018-09-23');
    expect(derby.events.map((event) => event.eventId)).toEqual(['laliga-2018-19-bar-gir']);
    const final = await list('?date=2022-12-18');
    expect(final.events.map((event) => event.eventId)).toEqual(['wc2022-final']);
    const liverpool = await list('?team=LIVERPOOL&competition=champions-league-2018-19');
    // Group C (six), Bayern (two), Porto (two), Barcelona (two) and the final.
    expect(liverpool.events).toHaveLength(13);
    expect(liverpool.events.at(-1)).toMatchObject({
      home: 'Tottenham Hotspur',
      away: 'Liverpool',
      description: 'Final: Tottenham Hotspur 0-2 Liverpool (finished)',
    });
    expect(liverpool.next).toBeNull();
  });

  it('pages a filtered list with limit and cursor, each match once', async () => {
    const ids: string[] = [];
    let query = '?competition=euro-2020&limit=20';
    for (;;) {
      const page = await list(query);
      ids.push(...page.events.map((event) => event.eventId));
      if (!page.next) break;
      query = `?competition=euro-2020&limit=20&cursor=${page.next}`;
    }
    // The 51 matches (Turkey v Italy under its replay) and the four demos that replay Turkey v Italy at other moments.
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !id.startsWith('demo-'))).toHaveLength(51);
    expect(ids.filter((id) => id.startsWith('demo-'))).toHaveLength(4);
    expect(ids).toContain('euro2020-tur-ita');
  });

  it('refuses a cursor of no listed event and a date it cannot read', async () => {
    expect((await feed.app.inject('/events?cursor=nothing-here')).statusCode).toBe(400);
    expect((await feed.app.inject('/events?date=15-07-2018')).statusCode).toBe(400);
    expect((await feed.app.inject('/events?limit=0')).statusCode).toBe(400);
  });
});
