import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPlugins } from '../routes/plugins.ts';
import { ingestRoutes } from '../routes/ingest.ts';
import { importStatsBomb } from '../statsbomb/import.ts';
import { openStore, type Store } from '../store/store.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';
import { withoutIds } from '../testing/without-ids.ts';

// The ingest API on the embedded store: a StatsBomb match pushed in, in any order and more than
// once, is served as the replay of the same files is; a goal taken back is a goal cancelled.
const fixtures = path.resolve(import.meta.dirname, '../statsbomb/fixtures');
const token = 'ingest-token-for-tests';
const now = Date.parse('2026-06-01T12:00:00Z');
const registration = {
  competition: { id: 'test-cup', name: 'Test Cup', season: '2026', round: 'Final' },
  kickoff: '2026-06-01T10:00:00Z',
};

let events: Array<{ id: string; index: number; [key: string]: unknown }>;
let lineups: unknown[];
let dir: string;
let store: Store;
let feed: TestFeed;
/** How often the ingest read a match (its registration, its events) back from the store. */
const reads = { matches: 0, events: 0 };
/** The store, its reads of a match counted. */
const counted = (inner: Store): Store => ({
  ...inner,
  matches: { ...inner.matches, get: (eventId) => ((reads.matches += 1), inner.matches.get(eventId)) },
  events: { ...inner.events, list: (eventId) => ((reads.events += 1), inner.events.list(eventId)) },
});

beforeAll(async () => {
  events = JSON.parse(await readFile(path.join(fixtures, 'mini-events.json'), 'utf8')) as typeof events;
  lineups = JSON.parse(await readFile(path.join(fixtures, 'mini-lineups.json'), 'utf8')) as unknown[];
  dir = await mkdtemp(path.join(os.tmpdir(), 'feed-ingest-'));
  store = await openStore({ dataDir: dir });
  feed = await buildTestFeed({ plugins: [...feedPlugins, ingestRoutes({ store: counted(store), token })], now: () => now });
}, 180_000);

afterAll(async () => {
  await feed?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const auth = { authorization: `Bearer ${token}` };
const put = (eventId: string, body: object = { ...registration, lineups }, headers = auth) =>
  feed.app.inject({ method: 'PUT', url: `/ingest/${eventId}`, payload: body, headers });
const post = (eventId: string, batch: readonly object[]) =>
  feed.app.inject({ method: 'POST', url: `/ingest/${eventId}/events`, payload: batch, headers: auth });
const retract = (eventId: string, id: string) =>
  feed.app.inject({ method: 'DELETE', url: `/ingest/${eventId}/events/${id}`, headers: auth });

type Incident = { id: string; type: string; side: string; minute: number; detail?: string; score?: { home: number; away: number } };
const incidentsOf = async (eventId: string) => (await feed.get(`/incidents/${eventId}`)) as { incidents: Incident[] };
const scoreOf = async (eventId: string) => {
  const details = (await feed.get(`/event_details/${eventId}`)) as { home: { score: number }; away: { score: number } };
  return [details.home.score, details.away.score];
};

/** The same files replayed, at the second the ingested match stands at. */
async function replayOfFiles(eventId: string, second: number): Promise<TestFeed> {
  const scenario = importStatsBomb(events, lineups, {
    id: eventId,
    kickoff: registration.kickoff,
    competition: registration.competition,
    registeredPositions: {},
    unregisteredBenchPosition: 'midfielder',
  });
  return buildTestFeed({
    scenarios: new Map([[eventId, scenario]]),
    catalogue: [{ eventId, scenarioId: eventId, description: 'the files', startAt: () => second }],
    now: () => now,
  });
}

describe('the ingest API', () => {
  it('refuses a call without the ingest token, and events for a match never registered', async () => {
    expect((await put('no-token', { ...registration, lineups }, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    const unregistered = await post('never-registered', events.slice(0, 2));
    expect(unregistered.statusCode).toBe(404);
    expect(unregistered.json<{ message: string }>().message).toContain('PUT /ingest/never-registered');
  });

  it('refuses an event the StatsBomb reader cannot read, naming it, and stores nothing of its batch', async () => {
    expect((await put('bad-batch')).statusCode).toBe(200);
    const broken = { ...events[10]!, shot: { outcome: { name: 'Thunderbolt' } } };
    const answer = await post('bad-batch', [events[0]!, broken]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(/^body\.1: .*index 11/);
    expect(await store.events.list('bad-batch')).toEqual([]);
  });

  it('serves a match pushed in order, twice over, as the replay of the same files', async () => {
    expect((await put('pushed')).json()).toEqual({ eventId: 'pushed', events: 0, added: 0, served: false });
    for (let start = 0; start < events.length; start += 7)
      expect((await post('pushed', events.slice(start, start + 7))).statusCode).toBe(200);
    // The provider's retries: every event again, none added.
    const again = await post('pushed', events);
    expect(again.json()).toEqual({ eventId: 'pushed', events: events.length, added: 0, served: true });

    const second = feed.context.replays.get('pushed')!.second();
    const files = await replayOfFiles('pushed', second);
    try {
      for (const call of ['incidents', 'live_stats', 'commentary', 'lineups', 'event_details']) {
        // The ids of incidents, shots and commentary lines are the StatsBomb events' (the files' replay numbers them).
        const same = call === 'incidents' || call === 'commentary' || call === 'live_stats' ? withoutIds : (answer: unknown) => answer;
        expect(same(await feed.get(`/${call}/pushed`)), call).toEqual(same(await files.get(`/${call}/pushed`)));
      }
    } finally {
      await files.close();
    }
    expect(await scoreOf('pushed')).toEqual([2, 2]);
    // Registered with no venue and no referee: the line-ups answer names neither, rather than a placeholder.
    const pushedLineups = (await feed.get('/lineups/pushed')) as object;
    expect(Object.keys(pushedLineups)).not.toContain('referee');
    expect(Object.keys(pushedLineups)).not.toContain('venue');
    expect(JSON.stringify(pushedLineups)).not.toContain('Unknown');
  });

  it('takes a goal that follows the 2,000 events before it without reading the match back, and reads it back for a late one', async () => {
    // The mini match with 2,000 ball receipts after its kick-off, numbered anew.
    const receipt = events.findIndex((event) => event.id === 'mini-06');
    const filler = Array.from({ length: 2000 }, (_, n) => ({ ...events[receipt]!, id: `filler-${n}` }));
    const long = [...events.slice(0, receipt + 1), ...filler, ...events.slice(receipt + 1)].map((event, place) => ({
      ...event,
      index: place + 1,
    }));
    const goal = long.findIndex((event) => event.id === 'mini-11');
    const heldBack = long.find((event) => event.id === 'filler-1000')!;
    await put('long');
    // In two batches: a batch holds at most 2,000 events.
    const opening = long.slice(0, goal).filter((event) => event !== heldBack);
    expect((await post('long', opening.slice(0, 1000))).statusCode).toBe(200);
    expect((await post('long', opening.slice(1000))).json()).toEqual({
      eventId: 'long',
      events: goal - 1,
      added: goal - 1001,
      served: true,
    });
    expect(await scoreOf('long')).toEqual([0, 0]);
    reads.matches = 0;
    reads.events = 0;
    const answer = await post('long', [long[goal]!]);
    expect(answer.json()).toEqual({ eventId: 'long', events: goal, added: 1, served: true });
    expect(reads).toEqual({ matches: 0, events: 0 });
    expect(await scoreOf('long')).toEqual([1, 0]);
    expect((await incidentsOf('long')).incidents.find((incident) => incident.type === 'goal')).toMatchObject({ id: 'mini-11', minute: 13 });
    // One that comes after an event it precedes: the match is read back from the store and built anew.
    expect((await post('long', [heldBack])).json()).toEqual({ eventId: 'long', events: goal + 1, added: 1, served: true });
    expect(reads.events).toBe(1);
    expect(await scoreOf('long')).toEqual([1, 0]);
  });

  it('serves a registered match before its "Starting XI" events as not started, its line-ups not yet announced', async () => {
    // StatsBomb's line-ups file lists the away side first here: the registration names the home team.
    const registered = await put('waiting', { ...registration, lineups, homeTeam: 'Northbridge FC' });
    expect(registered.json()).toEqual({ eventId: 'waiting', events: 0, added: 0, served: false });
    expect(await feed.get('/event_data/waiting')).toEqual({
      eventId: 'waiting',
      matchStart: '2026-06-01T10:00:00.000Z',
      status: 'preview',
      home: { id: 'statsbomb-901', code: expect.stringMatching(/^[A-Z]{3}$/) as unknown, name: 'Northbridge FC' },
      away: { id: 'statsbomb-902', code: expect.stringMatching(/^[A-Z]{3}$/) as unknown, name: 'Real Costa Azul' },
    });
    expect(await feed.get('/event_status/waiting')).toEqual({ status: 'preview', periods: [] });
    expect(await scoreOf('waiting')).toEqual([0, 0]);
    const availability = (await feed.get('/availability/waiting')) as { paths: string[]; features: { lineups: boolean } };
    expect(availability.paths).toEqual(['/scoreboard']);
    expect(availability.features.lineups).toBe(false);
    const lineupsAnswer = await feed.app.inject({ url: '/lineups/waiting' });
    expect(lineupsAnswer.statusCode).toBe(404);
    expect(lineupsAnswer.json<{ message: string }>().message).toContain('line-ups are not yet announced');
    // Its "Starting XI" events in: the match is the replay of its events.
    await post('waiting', events.slice(0, 4));
    expect(((await feed.get('/event_status/waiting')) as { status: string }).status).not.toBe('preview');
    expect(((await feed.get('/lineups/waiting')) as { home: { starters: unknown[] } }).home.starters).toHaveLength(11);
  });

  it('lists a registered match before its "Starting XI" events in /events, filtered and paged as any match, and once when it begins', async () => {
    const competition = { id: 'pre-cup', name: 'Pre Cup', season: '2026', round: 'Semi-final' };
    await put('listed', { competition, kickoff: '2026-06-02T18:30:00Z', lineups, homeTeam: 'Northbridge FC' });
    const row = {
      eventId: 'listed',
      title: 'Northbridge FC v Real Costa Azul, Pre Cup 2026',
      description: 'Semi-final: Northbridge FC v Real Costa Azul (not started)',
      competition: 'Pre Cup 2026',
      competitionId: 'pre-cup',
      stage: 'preview',
      matchStart: '2026-06-02T18:30:00.000Z',
      home: 'Northbridge FC',
      away: 'Real Costa Azul',
    };
    expect(await feed.get('/events?competition=pre-cup')).toEqual({ events: [row], next: null });
    expect(await feed.get('/events?competition=pre-cup&date=2026-06-02&team=Real%20Costa%20Azul')).toEqual({ events: [row], next: null });
    expect(await feed.get('/events?competition=pre-cup&date=2026-06-03')).toEqual({ events: [], next: null });
    // A second one, the next day: a page of one, then the next page.
    await put('listed-later', { competition, kickoff: '2026-06-03T18:30:00Z', lineups });
    const first = (await feed.get('/events?competition=pre-cup&limit=1')) as { events: Array<{ eventId: string }>; next: string | null };
    expect(first.events.map((event) => event.eventId)).toEqual(['listed']);
    const second = (await feed.get(`/events?competition=pre-cup&limit=1&cursor=${first.next ?? ''}`)) as {
      events: Array<{ eventId: string }>;
    };
    expect(second.events.map((event) => event.eventId)).toEqual(['listed-later']);
    // Its "Starting XI" events in: listed once, as the replay it now is.
    await post('listed', events.slice(0, 4));
    const listed = (await feed.get('/events?competition=pre-cup')) as { events: Array<{ eventId: string; stage: string }> };
    expect(listed.events.map((event) => event.eventId)).toEqual(['listed', 'listed-later']);
    expect(listed.events[0]?.stage).not.toBe('preview');
  });

  it('orders events by their index whatever order they come in', async () => {
    await put('shuffled');
    // Odd places first, then even, each batch backwards.
    const odd = events.filter((_, place) => place % 2 === 1).reverse();
    const even = events.filter((_, place) => place % 2 === 0).reverse();
    for (const batch of [odd.slice(0, 12), even.slice(0, 13), odd.slice(12), even.slice(13)]) {
      expect((await post('shuffled', batch)).statusCode).toBe(200);
    }
    await put('in-order');
    await post('in-order', events);
    expect(await incidentsOf('shuffled')).toEqual(await incidentsOf('in-order'));
    expect(await feed.get('/commentary/shuffled')).toEqual(await feed.get('/commentary/in-order'));
  });

  it('stands at the last event taken in: at half time once the first half has ended', async () => {
    await put('half');
    const halfEnd = events.findIndex((event) => event.index === 22);
    await post('half', events.slice(0, halfEnd + 1));
    const status = (await feed.get('/event_status/half')) as { status: string };
    expect(status.status).toBe('halfTime');
    expect(await scoreOf('half')).toEqual([1, 1]);
  });

  it("takes a retracted goal back from the score and shows it cancelled at its minute (StatsBomb's 78th, the fan's 79')", async () => {
    await put('retracted');
    await post('retracted', events);
    expect(await scoreOf('retracted')).toEqual([2, 2]);
    const goal = (await incidentsOf('retracted')).incidents.find((incident) => incident.type === 'goal' && incident.side === 'away');
    expect(goal).toMatchObject({ minute: 79, score: { home: 2, away: 2 } });
    const answer = await retract('retracted', 'mini-37');
    expect(answer.statusCode).toBe(200);
    expect(await scoreOf('retracted')).toEqual([2, 1]);
    const { incidents } = await incidentsOf('retracted');
    expect(incidents.filter((incident) => incident.type === 'goal' && incident.side === 'away')).toEqual([]);
    expect(incidents.find((incident) => incident.type === 'cancelled')).toMatchObject({
      side: 'away',
      minute: 79,
      detail: 'goalCancelled',
    });
    // Sent again by a provider's retry, it stays taken back.
    await post(
      'retracted',
      events.filter((event) => event.id === 'mini-37'),
    );
    expect(await scoreOf('retracted')).toEqual([2, 1]);
    expect((await retract('retracted', 'never-sent')).statusCode).toBe(404);
  });
});
