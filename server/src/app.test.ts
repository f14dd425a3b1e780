import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  availabilitySchema,
  dbsAuthSchema,
  eventDataSchema,
  eventStatusSchema,
  socketMessageSchema,
  type SocketMessage,
} from '../../contract/protocol.ts';
import type { CatalogueEntry } from './event/catalogue.ts';
import { loadScenarioFile, scenariosDir } from './scenario/load.ts';
import type { Scenario } from './scenario/schema.ts';
import { tinyScenario } from './testing/tiny-scenario.ts';
import { startTestFeed, until, type RunningFeed } from './testing/feed-harness.ts';

let clock = Date.parse('2026-01-01T12:00:00Z');
let feed: RunningFeed;

const testCatalogue: CatalogueEntry[] = [
  { eventId: 'tiny', scenarioId: 'tiny', description: 'tiny from kick-off', startAt: () => 0 },
  { eventId: 'tiny-refused', scenarioId: 'tiny', description: 'refused stream', startAt: () => 0, streamRefusal: 10312 },
  { eventId: 'final-live', scenarioId: 'wc2022-final', description: 'the final from 10 minutes before kick-off', startAt: () => -600 },
];

beforeAll(async () => {
  const final = await loadScenarioFile(`${scenariosDir}/wc2022-final.json`);
  const scenarios = new Map<string, Scenario>([
    ['tiny', tinyScenario],
    ['wc2022-final', final],
  ]);
  feed = await startTestFeed({ scenarios, catalogue: testCatalogue, control: true, now: () => clock, plugins: [] });
});
afterAll(async () => {
  await feed.close();
});

const get = (url: string) => feed.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) => feed.app.inject({ method: 'POST', url, payload: payload as object });

describe('feed HTTP API', () => {
  it('answers every call of SPEC section 7 in the shapes of CONTRACT.md', async () => {
    expect(eventDataSchema.parse((await get('/event_data/tiny?lang=de')).json())).toMatchObject({
      eventId: 'tiny',
      status: 'inPlay',
      home: { code: 'HOM', name: 'Home' },
    });
    expect(eventStatusSchema.parse((await get('/event_status/tiny')).json())).toMatchObject({
      status: 'inPlay',
      periods: [{ id: 'firstHalf' }],
    });
    // The invented tiny match has no event data: its live statistics are its facts alone.
    const availability = availabilitySchema.parse((await get('/availability/tiny')).json());
    expect(availability.paths).toContain('/stats/live-stats/summary');
    expect(availability.paths).not.toContain('/stats/live-stats/momentum');
    // Nor do we hold its competition's results: no table, form, fixtures, preview or insights are offered (each would answer 404).
    expect(availability.paths.filter((path) => path.startsWith('/info/'))).toEqual([
      '/info/teams',
      '/info/teams/lineups',
      '/info/teams/formation',
    ]);
    expect(availability.features).toMatchObject({
      competition: { table: false, fixtures: false },
      preview: false,
      insights: false,
      eventData: false,
      xg: false,
      matchMomentum: false,
    });
    expect(dbsAuthSchema.parse((await get('/dbs_auth/tiny')).json())).toMatchObject({
      homeId: 'home',
      awayId: 'away',
      competitionId: 'test',
    });
    expect((await get('/event_settings/tiny')).json()).toEqual({ dbs: true });
    const events = (await get('/events')).json() as { events: Array<{ eventId: string; stage: string }> };
    expect(events.events.map((event) => event.eventId)).toEqual(['tiny', 'tiny-refused', 'final-live']);
    expect(events.events[2]!.stage).toBe('lineupsAvailable');
  });

  it('lists no live statistics before kick-off', async () => {
    const availability = availabilitySchema.parse((await get('/availability/final-live')).json());
    expect(availability.paths.some((path) => path.startsWith('/stats/live-stats'))).toBe(false);
    expect(availability.paths).toContain('/info/teams/lineups');
  });

  it.each([
    ['/event_data/UPPER', 404],
    ['/event_data/a.b', 400],
    ['/event_data/has%20space', 400],
    ['/event_data/x…(10,000 characters)', 400],
    ['/event_status/%3Cscript%3E', 400],
    ['/event_data/no-such-event', 404],
    ['/availability/no-such-event', 404],
    ['/no/such/route', 404],
  ])('answers %s with %i and a JSON message', async (label, status) => {
    const response = await get(label.replace('x…(10,000 characters)', 'x'.repeat(10_000)));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('rejects a malformed body with 400 naming the field', async () => {
    const blank = await post('/stream/launch', { key: 'k', outlet: ' ', stream: 's', user: 'u' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^body\.outlet/);
    const notJson = await feed.app.inject({
      method: 'POST',
      url: '/stream/launch',
      payload: '{"key":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a stream with its error code, and the next launch on demand', async () => {
    const refused = await post('/stream/launch', { key: 'k', outlet: 'o', stream: 'tiny-refused', user: 'u' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errorCode: 10312, message: expect.any(String) });
    await post('/control/stream/refuse-next', { errorCode: 10300 });
    expect((await post('/stream/launch', { key: 'k', outlet: 'o', stream: 'tiny', user: 'u' })).json()).toMatchObject({ errorCode: 10300 });
  });

  it('launches a playable clip served with byte ranges', async () => {
    const launch = await post('/stream/launch', { key: 'k', outlet: 'o', stream: 'tiny', user: 'u' });
    expect(launch.statusCode).toBe(200);
    const { url, type } = launch.json() as { url: string; type: string };
    expect(type).toBe('mp4');
    const path = new URL(url).pathname;
    const whole = await get(path);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const part = await feed.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.byteLength).toBe(100);
  });

  it('injects faults on a path and clears them', async () => {
    await post('/control/faults', { pathPrefix: '/event_status/', kind: 'error', times: 1 });
    expect((await get('/event_status/tiny')).statusCode).toBe(500);
    expect((await get('/event_status/tiny')).statusCode).toBe(200);
    await post('/control/faults', { pathPrefix: '/availability/', kind: 'malformed' });
    const malformed = (await get('/availability/tiny')).body;
    expect(() => JSON.parse(malformed)).toThrow();
    await post('/control/faults/clear', {});
    expect((await get('/availability/tiny')).statusCode).toBe(200);
  });

  it('serves an OpenAPI 3.1 document of every route', async () => {
    const document = (await get('/openapi.json')).json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const path of [
      '/event_data/{eventId}',
      '/event_status/{eventId}',
      '/availability/{eventId}',
      '/dbs_auth/{eventId}',
      '/stream/launch',
      '/events',
      // Registered on the control API's own plugin, listed in the same document.
      '/control/events/{eventId}/goal',
      '/control/state',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

function connect(query: string): Promise<{ socket: WebSocket; messages: SocketMessage[]; raw: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${feed.origin.replace(/^http/, 'ws')}/ws?${query}`);
    const messages: SocketMessage[] = [];
    const raw: string[] = [];
    socket.on('message', (data) => {
      raw.push(String(data));
      const parsed = socketMessageSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) console.error('unexpected message', String(data).slice(0, 300), parsed.error.issues[0]);
      else messages.push(parsed.data);
    });
    socket.once('open', () => resolve({ socket, messages, raw }));
    socket.once('error', reject);
  });
}

describe('feed WebSocket', () => {
  it('sends status, score and statistics on connect, then a fired goal', async () => {
    const { socket, messages } = await connect('eventId=tiny&lang=en');
    await until(() => messages.length >= 3);
    expect(messages.slice(0, 3).map((message) => message.type)).toEqual(['status', 'score', 'statsSummary']);
    await post('/control/events/tiny/goal', { side: 'away' });
    await until(() => messages.some((message) => message.type === 'majorIncident'));
    expect(messages.find((message) => message.type === 'majorIncident')!.value).toEqual({ event: 'goal', side: 'away', isUpdate: false });
    await until(() => messages.some((message) => message.type === 'score' && message !== messages[1]));
    socket.close();
  });

  it('sends a status heartbeat every 5 s in play', async () => {
    const { socket, messages } = await connect('eventId=tiny');
    await until(() => messages.length >= 3);
    const before = messages.filter((message) => message.type === 'status').length;
    clock += 6000;
    feed.context.loop.tick(clock);
    await until(() => messages.filter((message) => message.type === 'status').length > before);
    socket.close();
  });

  it('closes a socket for an unknown or malformed event with 1008', async () => {
    for (const query of ['eventId=nope', 'eventId=%3Cb%3E', '']) {
      const code = await new Promise<number>((resolve) => {
        const socket = new WebSocket(`${feed.origin.replace(/^http/, 'ws')}/ws?${query}`);
        socket.on('close', (closeCode) => resolve(closeCode));
      });
      expect(code).toBe(1008);
    }
  });

  it('survives malformed client messages', async () => {
    const { socket, messages } = await connect('eventId=tiny');
    await until(() => messages.length >= 3);
    for (const junk of ['{', 'null', '[]', '{"type":"score","value":"x"}', Buffer.alloc(5000, 1)]) socket.send(junk);
    const health = await get('/health');
    expect(health.statusCode).toBe(200);
    socket.close();
  });

  it('replays the 2022 final to 3-3 and a 4-2 shoot-out, stages in order', async () => {
    const { socket, messages } = await connect('eventId=final-live&lang=en');
    await until(() => messages.length >= 3);
    const stages: string[] = [];
    const record = () => {
      for (const message of messages) {
        if (message.type === 'status' && stages.at(-1) !== message.value.status) stages.push(message.value.status);
      }
    };
    for (let step = 0; step < 450; step += 1) {
      clock += 30_000;
      feed.context.loop.tick(clock);
    }
    await until(() => messages.some((message) => message.type === 'commentary' && message.value.kind === 'shootoutWon'), 5000);
    // The last status the replay sends is the record's 'played': wait for it rather than for a while.
    await until(() => messages.some((message) => message.type === 'status' && message.value.status === 'played'), 5000);
    record();
    expect(stages).toEqual([
      'lineupsAvailable',
      'momentsBeforeKO',
      'inPlay',
      'halfTime',
      'inPlay',
      'endOfSecondHalf',
      'inPlay',
      'extraTimeHalfTime',
      'inPlay',
      'endOfExtraTime',
      'penalties',
      'extraTimeFullTime',
      'played',
    ]);
    const scores = messages.filter((message) => message.type === 'score').map((message) => message.value);
    expect(scores.at(-1)).toEqual({ home: 3, away: 3 });
    const won = messages.find((message) => message.type === 'commentary' && message.value.kind === 'shootoutWon');
    expect(won!.value).toMatchObject({ text: expect.stringContaining('4-2') });
    expect(won!.value).toMatchObject({ text: expect.stringContaining('Argentina') });
    const goals = messages.filter((message) => message.type === 'majorIncident' && message.value.event === 'goal');
    expect(goals).toHaveLength(6);
    socket.close();
  });
});
