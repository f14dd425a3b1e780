import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineupsAnswerSchema } from '../../../contract/match-data.ts';
import { defaultStatsBombDir } from '../replay/ball-path-files.ts';
import { feedPlugins } from '../routes/plugins.ts';
import { ingestRoutes } from '../routes/ingest.ts';
import { openStore, type Store } from '../store/store.ts';
import { closedAfterEach, openFan, startTestFeed, until, type RunningFeed, type TestSocket } from '../testing/feed-harness.ts';

// Turkey v Italy, the opener of Euro 2020, registered for ingest before any event: its StatsBomb
// line-ups (../shared/data) name both sides' starters, so its line-ups are out before kick-off; a
// fan who opens the socket then is sent the match not started, and on the same socket its
// kick-off and Demiral's own goal as the provider's events come in.
const events = path.join(defaultStatsBombDir, '3788741_events.json');
const token = 'ingest-token-for-kick-off-tests';
const headers = { authorization: `Bearer ${token}` };

type Event = { id: string; index: number; type: { name: string }; team: { name: string } };
type Message = { type: string; value: Record<string, unknown>; seq?: number; snapshot?: boolean };
type Line = { id: string; name: string; number: number; position: string; slot?: { x: number; y: number } };
type TeamLineup = { name: string; formation: string; starters: Line[]; substitutes: Line[] };

let dir: string;
let store: Store;
let feed: RunningFeed;
let matchEvents: Event[];
let lineups: unknown[];
const open = closedAfterEach();

beforeAll(async () => {
  if (!existsSync(events)) return;
  matchEvents = JSON.parse(await readFile(events, 'utf8')) as Event[];
  lineups = JSON.parse(await readFile(path.join(defaultStatsBombDir, '3788741_lineups.json'), 'utf8')) as unknown[];
  dir = await mkdtemp(path.join(os.tmpdir(), 'feed-before-kickoff-'));
  store = await openStore({ dataDir: dir });
  feed = await startTestFeed({ plugins: [...feedPlugins, ingestRoutes({ store, token })] });
}, 180_000);

afterAll(async () => {
  await feed?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const registration = () => ({
  competition: { id: 'euro-2020', name: 'UEFA Euro', season: '2020', round: 'Group A' },
  kickoff: '2021-06-11T19:00:00Z',
  venue: { name: 'Stadio Olimpico', city: 'Rome' },
  homeTeam: 'Turkey',
  lineups,
});
const put = async (eventId: string, body: object) => {
  const answer = await feed.app.inject({ method: 'PUT', url: `/ingest/${eventId}`, payload: body, headers });
  expect(answer.statusCode).toBe(200);
};
/** POSTs the match's events of these indexes, in batches the API takes. */
const post = async (eventId: string, from: number, to: number) => {
  const batch = matchEvents.filter((event) => event.index >= from && event.index <= to);
  for (let start = 0; start < batch.length; start += 2000) {
    const answer = await feed.app.inject({
      method: 'POST',
      url: `/ingest/${eventId}/events`,
      payload: batch.slice(start, start + 2000),
      headers,
    });
    expect(answer.statusCode).toBe(200);
  }
};
/** Every message the fan has been sent, batches opened. */
const told = (fan: TestSocket): Message[] =>
  fan.messages.flatMap((text) => {
    const message = JSON.parse(text) as Message | { type: 'batch'; value: Message[] };
    return message.type === 'batch' ? (message.value as Message[]) : [message as Message];
  });

describe.runIf(existsSync(events))('an ingested match before kick-off (Turkey v Italy, ../shared/data)', () => {
  it('takes a socket before any event: the match not started, then its kick-off and its score on the same socket', async () => {
    await put('tur-ita-socket', registration());
    const fan = await openFan(open, feed, 'eventId=tur-ita-socket&lang=en&batch=1', 1);
    const snapshot = told(fan);
    expect(snapshot.map((message) => [message.type, message.value])).toEqual([
      ['status', { status: 'lineupsAvailable', periods: [] }],
      ['score', { home: 0, away: 0 }],
    ]);
    expect(snapshot.every((message) => message.snapshot === true && typeof message.seq === 'number')).toBe(true);

    // The first minute: the two "Starting XI" events, the kick-off and the play after it.
    const firstMinute = 60;
    await post('tur-ita-socket', 1, firstMinute);
    const statuses = () => told(fan).filter((message) => message.type === 'status');
    await until(() => statuses().length === 2);
    expect(statuses()[1]!.value).toMatchObject({ status: 'inPlay', periods: [{ id: 'firstHalf' }] });
    expect(
      told(fan)
        .filter((message) => message.type === 'score')
        .map((message) => message.value),
    ).toEqual([
      { home: 0, away: 0 },
      { home: 0, away: 0 },
    ]);
    expect(told(fan).find((message) => message.type === 'commentary' && message.value.kind === 'kickOff')).toBeDefined();

    // On to Demiral's own goal (StatsBomb's 52nd minute, index 2269): Italy lead, told once.
    const ownGoal = matchEvents.find((event) => event.type.name === 'Own Goal Against')!;
    await post('tur-ita-socket', firstMinute + 1, ownGoal.index + 1);
    const goals = () => told(fan).filter((message) => message.type === 'majorIncident' && message.value.event === 'goal');
    await until(() => goals().length === 1);
    expect(goals()[0]!.value).toMatchObject({ side: 'away' });
    expect(
      told(fan)
        .filter((message) => message.type === 'score')
        .at(-1)!.value,
    ).toEqual({ home: 0, away: 1 });
    const seqs = told(fan)
      .filter((message) => !message.snapshot)
      .map((message) => message.seq!);
    expect(seqs).toEqual(seqs.map((_, n) => seqs[0]! + n));
    expect(fan.socket.readyState).toBe(fan.socket.OPEN);
  }, 120_000);

  it('answers a fan who resumes before kick-off: nothing missed since the seq it holds, resync and the snapshot from an unknown one', async () => {
    await put('tur-ita-resume', registration());
    const first = await openFan(open, feed, 'eventId=tur-ita-resume&lang=en&batch=1', 1);
    const seq = told(first)[0]!.seq!;
    const resumed = await openFan(open, feed, `eventId=tur-ita-resume&lang=en&batch=1&since=${seq}`);
    const lost = await openFan(open, feed, `eventId=tur-ita-resume&lang=en&batch=1&since=${seq + 1000}`, 2);
    expect(told(lost).map((message) => message.type)).toEqual(['resync', 'status', 'score']);
    // Both are followed: the kick-off reaches each, and the one that resumed was sent no snapshot before it.
    await post('tur-ita-resume', 1, 10);
    await until(() => told(resumed).some((message) => message.type === 'status') && told(lost).length > 3);
    expect(told(resumed).some((message) => message.snapshot)).toBe(false);
    expect(told(resumed).find((message) => message.type === 'status')!.value).toMatchObject({ status: 'inPlay' });
  });

  it("serves the registration's line-ups before kick-off when they name the starters: Donnarumma and Çakır in goal", async () => {
    await put('tur-ita-lineups', registration());
    expect(((await feed.get('/event_status/tur-ita-lineups')) as { status: string }).status).toBe('lineupsAvailable');
    const availability = (await feed.get('/availability/tur-ita-lineups')) as { paths: string[]; features: { lineups: boolean } };
    expect(availability.paths).toEqual(['/scoreboard', '/info', '/info/teams', '/info/teams/lineups']);
    expect(availability.features.lineups).toBe(true);

    // Read as the widget reads it: through the contract's schema.
    const answer = lineupsAnswerSchema.parse(await feed.get('/lineups/tur-ita-lineups'));
    expect(answer.announced).toBe(true);
    expect(answer.credit).toBe('StatsBomb');
    expect(answer.venue).toEqual({ name: 'Stadio Olimpico', city: 'Rome' });
    const { home, away } = answer;
    expect([home.name, away.name]).toEqual(['Turkey', 'Italy']);
    expect([home.starters.length, away.starters.length]).toEqual([11, 11]);
    expect(home.starters[0]).toMatchObject({ name: 'Uğurcan Çakır', number: 23, position: 'goalkeeper', slot: { x: 5, y: 50 } });
    expect(away.starters[0]).toMatchObject({ name: 'Gianluigi Donnarumma', number: 21, position: 'goalkeeper' });
    // Chiesa came on in the 80th minute: before kick-off he is on the bench, with no position yet.
    expect(away.substitutes.find((player) => player.name === 'Federico Chiesa')).toMatchObject({ position: '' });
    expect(away.starters.map((player) => player.name)).not.toContain('Federico Chiesa');
    // No "Starting XI" event yet: no formation is known.
    expect([home.formation, away.formation]).toEqual(['', '']);

    // Turkey's "Starting XI" event in (Italy's not yet): still before kick-off, Turkey's 4-1-4-1 known.
    await post('tur-ita-lineups', 1, 1);
    const withOne = (await feed.get('/lineups/tur-ita-lineups')) as { home: TeamLineup; away: TeamLineup };
    expect([withOne.home.formation, withOne.away.formation]).toEqual(['4-1-4-1', '']);
    // The ids are those the replay gives once both have come.
    await post('tur-ita-lineups', 2, 2);
    const begun = (await feed.get('/lineups/tur-ita-lineups')) as { home: TeamLineup; away: TeamLineup };
    const ids = (lineup: { home: TeamLineup; away: TeamLineup }) =>
      [...lineup.home.starters, ...lineup.away.starters, ...lineup.home.substitutes, ...lineup.away.substitutes]
        .map((player) => player.id)
        .sort();
    expect(ids(begun)).toEqual(ids(withOne));
  }, 120_000);

  it('names no venue before kick-off when the registration gives none, rather than an invented one', async () => {
    // `venue: undefined` is left out of the JSON body: a registration without a venue.
    await put('tur-ita-no-venue', { ...registration(), venue: undefined });
    const answer: unknown = await feed.get('/lineups/tur-ita-no-venue');
    expect(lineupsAnswerSchema.parse(answer).venue).toBeUndefined();
    expect(JSON.stringify(answer)).not.toContain('Unknown');
  });

  it('says the line-ups are not yet announced when the registration names no starters', async () => {
    const unnamed = (lineups as Array<{ lineup: Array<Record<string, unknown>> }>).map((squad) => ({
      ...squad,
      lineup: squad.lineup.map((player) => ({ ...player, positions: [] })),
    }));
    await put('tur-ita-unnamed', { ...registration(), lineups: unnamed });
    expect(((await feed.get('/event_status/tur-ita-unnamed')) as { status: string }).status).toBe('preview');
    const refused = await feed.app.inject({ url: '/lineups/tur-ita-unnamed' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toContain('line-ups are not yet announced');
    expect(((await feed.get('/availability/tur-ita-unnamed')) as { paths: string[] }).paths).toEqual(['/scoreboard']);
  });
});
