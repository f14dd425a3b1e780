import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenarios } from '../scenario/load.ts';
import { catalogue } from './catalogue.ts';
import { catalogueCompetitionIds } from './match-catalogue.ts';
import { servedCatalogue } from '../routes/catalogue-matches.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * Every page the catalogue's events offer has something to show: for each event of `GET /events`
 * at the moment the demo puts it, each path its `/availability` lists answers 200 from the feed
 * call its screen reads, with what the screen needs to be more than its empty state ("No result
 * found", "No Table available"). A page with nothing to say is not offered.
 */
let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

type Json = Record<string, unknown> & { [key: string]: any };

const call = async (url: string) => (await feed.get(url)) as Json;

const graphql = (eventId: string, query: string) => feed.graphql<Json>(query, { id: eventId });

const count = (...lists: unknown[][]) => lists.reduce((total, list) => total + list.length, 0);
const sub = (parent: string, ...names: string[]) => names.map((name) => `${parent}/${name}`);

/** Each page: the call its screen reads (through `call`), and whether the answer has what the screen shows. */
const pageChecksOf = (call: (url: string) => Promise<Json>): Record<string, (eventId: string) => Promise<boolean>> => ({
  '/scoreboard': async (id) => Boolean((await call(`/event_details/${id}`)).home),
  '/scoreboard/scorers': async (id) => Array.isArray((await call(`/incidents/${id}`)).incidents ?? (await call(`/incidents/${id}`))),
  '/scoreboard/commentary': async (id) => (await call(`/commentary/${id}`)) !== null,
  '/watch': async (id) => Boolean((await call(`/event_status/${id}`)).status),
  '/watch/stream': async (id) => (await call(`/event_settings/${id}`)) !== null,
  '/watch/pitchView': async (id) => Array.isArray((await call(`/competition_viz/${id}`)).events),
  '/stats': async () => true,
  '/info': async () => true,
  '/stats/opta-points': async (id) => (await call(`/opta_points/${id}`)).players?.length > 0,
  '/stats/top-scorers': async (id) => {
    const answer = await call(`/top_scorers/${id}`);
    // Results that name no scorer: the screen reads the analytics' table and says how few matches it covers.
    return answer.available === false || answer.rows.length > 0;
  },
  '/stats/assistant': async (id) =>
    (await graphql(id, 'query ($id: ID!) { playerAssistant(eventId: $id) { offeredEvents } }')).playerAssistant.offeredEvents.length > 0,
  '/stats/team-assistant': async (id) =>
    (await graphql(id, 'query ($id: ID!) { teamAssistant(eventId: $id) { offeredEvents } }')).teamAssistant.offeredEvents.length > 0,
  '/stats/player-stats': async (id) => (await call(`/player_stats/${id}`)).players?.length > 0,
  ...Object.fromEntries(
    [
      '/stats/live-stats',
      ...sub('/stats/live-stats', 'summary', 'momentum', 'attacking', 'defence', 'distribution', 'discipline', 'xg'),
    ].map((path) => [path, async (id: string) => Boolean((await call(`/live_stats/${id}`)).summary)]),
  ),
  ...Object.fromEntries(
    ['/stats/season-avg', ...sub('/stats/season-avg', 'summary', 'attacking', 'defence', 'distribution', 'discipline')].map((path) => [
      path,
      async (id: string) => Boolean((await call(`/season_avg/${id}`)).home),
    ]),
  ),
  ...Object.fromEntries(
    ['/info/teams', ...sub('/info/teams', 'lineups', 'formation')].map((path) => [
      path,
      async (id: string) => (await call(`/lineups/${id}`)) !== null,
    ]),
  ),
  '/info/form': async (id) => {
    const answer = await call(`/form/${id}`);
    return count(answer.home.entries, answer.away.entries) > 0;
  },
  '/info/h2h': async (id) => {
    const answer = await call(`/h2h/${id}`);
    // No meeting in the record is said as such, with how far the record reaches.
    return answer.meetings.length > 0 || answer.scope.kind !== 'none';
  },
  '/info/preview': async (id) => (await call(`/preview/${id}?lang=en`)).paragraphs.length > 0,
  '/info/insights': async (id) => (await call(`/insights/${id}?lang=en`)).paragraphs.length > 0,
  '/info/table': async (id) => (await call(`/table/${id}`)).tables.some((table: { rows: unknown[] }) => table.rows.length > 0),
  '/info/fixtures': async (id) => {
    const answer = await call(`/fixtures/${id}`);
    return count(answer.rounds, answer.sameRound, answer.home.previous, answer.home.next, answer.away.previous, answer.away.next) > 0;
  },
});
const pageChecks = pageChecksOf(call);

/** The paths of an event's availability whose page would show nothing; every path must have a check. */
const pathsWithoutContent = async (checks: ReturnType<typeof pageChecksOf>, eventId: string, paths: string[]): Promise<string[]> => {
  const withoutContent: string[] = [];
  for (const path of paths) {
    const check = checks[path];
    expect(check, `no check for ${path}`).toBeDefined();
    if (!(await check!(eventId))) withoutContent.push(path);
  }
  return withoutContent;
};

describe('every catalogue event', () => {
  it('is in GET /events, Barcelona v Girona among them', async () => {
    const { events } = await call('/events');
    expect(events.map((event: { eventId: string }) => event.eventId)).toEqual(catalogue.map((entry) => entry.eventId));
    expect(events.find((event: { eventId: string }) => event.eventId === 'laliga-2018-19-bar-gir')).toMatchObject({
      home: 'Barcelona',
      away: 'Girona',
      competition: 'La Liga 2018/19',
    });
  });

  it.each(catalogue.map((entry) => entry.eventId))('%s: each path of its availability answers with content', async (eventId) => {
    const { paths } = (await call(`/availability/${eventId}`)) as unknown as { paths: string[] };
    expect(paths.length).toBeGreaterThan(0);
    expect(await pathsWithoutContent(pageChecks, eventId, paths)).toEqual([]);
  });
});

describe('Barcelona v Girona', () => {
  it('has its La Liga table with the 20 clubs, form and fixtures', async () => {
    const { paths } = (await call('/availability/laliga-2018-19-bar-gir')) as unknown as { paths: string[] };
    expect(paths).toEqual(expect.arrayContaining(['/info/table', '/info/form', '/info/fixtures', '/info/h2h', '/info/preview']));
    const rows = (await call('/table/laliga-2018-19-bar-gir')).tables[0].rows as Array<{ team: { name: string }; played: number }>;
    expect(rows).toHaveLength(20);
    // At full time of matchday 5 both have played five; the table is as at that moment, later kick-offs not yet counted.
    const played = (name: string) => rows.find((row) => row.team.name === name)?.played;
    expect([played('Barcelona'), played('Girona')]).toEqual([5, 5]);
    const form = await call('/form/laliga-2018-19-bar-gir');
    // Most recent first: this 2-2, then matchday 4 (Real Sociedad 1-2 Barcelona).
    expect(
      form.home.entries.slice(0, 2).map((entry: { goalsFor: number; goalsAgainst: number }) => [entry.goalsFor, entry.goalsAgainst]),
    ).toEqual([
      [2, 2],
      [2, 1],
    ]);
  });
});

/**
 * The same rule for the matches served from their results alone: a sample (each competition's
 * first and last match, and the 2018 World Cup's France v Argentina, whose pair has a record of
 * internationals), since every page of 2,000 matches would take minutes. Each offered path
 * answers with content; line-ups, statistics and commentary, which no result holds, are neither
 * offered nor answered, and no pitch view is offered.
 */
describe('catalogue matches served from their results', async () => {
  // A feed of its own, so these calls do not spend the first one's rate limit; the demo's
  // catalogue, so the reference matches are its replays and not in the sample.
  let own: TestFeed;
  beforeAll(async () => {
    own = await buildTestFeed({ scenarios: await loadScenarios(), catalogue, limits: { requestsPerMinute: 100_000 } });
  });
  afterAll(async () => {
    await own.close();
  });
  const call = async (url: string) => (await own.get(url)) as Json;
  const pageChecks = pageChecksOf(call);
  const probe = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
  const matches = await servedCatalogue(probe.context);
  await probe.close();
  const sample = [
    ...catalogueCompetitionIds.flatMap((id) => {
      const ofCompetition = matches.matches.filter((entry) => entry.competition.id === id && !entry.replayed);
      return [ofCompetition[0]!, ofCompetition.at(-1)!];
    }),
    matches.get('worldcup-2018-2018-06-30-france-argentina')!,
  ];

  it.each(sample.map((entry) => [entry.eventId, entry] as const))(
    '%s: each path of its availability answers with content',
    async (eventId, entry) => {
      const { paths } = (await call(`/availability/${eventId}`)) as unknown as { paths: string[] };
      expect(paths).toEqual(expect.arrayContaining(['/scoreboard', '/info/table', '/info/fixtures']));
      expect(paths.includes('/scoreboard/scorers')).toBe(entry.match.scorers !== undefined);
      expect(
        paths.filter(
          (path) =>
            path.startsWith('/info/teams') ||
            path.startsWith('/stats/live-stats') ||
            path === '/scoreboard/commentary' ||
            // Not replayed live: a tracker would be a still pitch under the scoreboard's own facts.
            path === '/watch/pitchView',
        ),
      ).toEqual([]);
      expect(await pathsWithoutContent(pageChecks, eventId, paths)).toEqual([]);
      expect((await feed.app.inject(`/lineups/${eventId}`)).statusCode).toBe(404);
      expect((await feed.app.inject(`/live_stats/${eventId}`)).statusCode).toBe(404);
    },
  );

  it('offers the head-to-head of France v Argentina (2018) from the international record, up to that day', async () => {
    const { paths } = (await call('/availability/worldcup-2018-2018-06-30-france-argentina')) as unknown as { paths: string[] };
    expect(paths).toContain('/info/h2h');
    const h2h = await call('/h2h/worldcup-2018-2018-06-30-france-argentina');
    expect(h2h.scope.kind).toBe('internationals');
    expect(h2h.meetings.every((meeting: { date: string }) => meeting.date < '2018-06-30')).toBe(true);
  });
});
