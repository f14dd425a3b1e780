import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPlugins } from '../routes/plugins.ts';
import { ingestRoutes } from '../routes/ingest.ts';
import { openStore, type Store } from '../store/store.ts';
import { openSocket, startTestFeed, until, type RunningFeed, type TestSocket } from '../testing/feed-harness.ts';
import { miniEvents, miniLineups } from '../testing/mini-match.ts';

// What a fan on the socket is told of an ingested match when the provider's events come late: a
// goal that comes with an event from before it is a goal (its incident and its overlay), and the
// incidents keep their ids whatever comes before them.
const token = 'ingest-token-for-fan-tests';
const registration = {
  competition: { id: 'test-cup', name: 'Test Cup', season: '2026', round: 'Final' },
  kickoff: '2026-06-01T10:00:00Z',
  lineups: miniLineups,
};

type Message = {
  type: string;
  value: { id?: string; type?: string; event?: string; side?: string; minute?: number; kind?: string; text?: string; detail?: string };
};

let dir: string;
let store: Store;
let feed: RunningFeed;
let fan: TestSocket;
let other: TestSocket | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'feed-ingest-fans-'));
  store = await openStore({ dataDir: dir });
  feed = await startTestFeed({ plugins: [...feedPlugins, ingestRoutes({ store, token })] });
}, 180_000);

afterAll(async () => {
  fan?.socket.terminate();
  other?.socket.terminate();
  await feed?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const headers = { authorization: `Bearer ${token}` };
/** POSTs the mini match's events of these indexes. */
const post = async (eventId: string, indexes: readonly number[]) => {
  const answer = await feed.app.inject({
    method: 'POST',
    url: `/ingest/${eventId}/events`,
    payload: miniEvents.filter((event) => indexes.includes(Number(event.index))),
    headers,
  });
  expect(answer.statusCode).toBe(200);
};
const between = (from: number, to: number, except: number) =>
  Array.from({ length: to - from + 1 }, (_, n) => from + n).filter((index) => index !== except);
/** Every message the fan has been sent, batches opened. */
const told = (socket: TestSocket = fan): Message[] =>
  socket.messages.flatMap((text) => {
    const message = JSON.parse(text) as Message | { type: 'batch'; value: Message[] };
    return message.type === 'batch' ? (message.value as Message[]) : [message as Message];
  });

describe('an ingested match on the socket', () => {
  it('tells a fan of a goal that came with a late event, and of each incident once, by its StatsBomb id', async () => {
    expect((await feed.app.inject({ method: 'PUT', url: '/ingest/late', payload: registration, headers })).statusCode).toBe(200);
    // Up to the 13th minute's goal, less a ball recovery of the first minute: it comes late, with the goal.
    await post('late', between(1, 10, 8));
    fan = await openSocket(feed.origin, 'eventId=late&lang=en&batch=1');
    await until(() => told().some((message) => message.type === 'status'));
    await post('late', [8, 11]);
    const overlays = () => told().filter((message) => message.type === 'majorIncident' && message.value.event === 'goal');
    await until(() => overlays().length === 1);
    expect(overlays()[0]!.value).toMatchObject({ side: 'home' });
    const goalsTold = () =>
      told()
        .filter((message) => message.type === 'incident' && /goal/i.test(message.value.type ?? ''))
        .map((message) => message.value);
    expect(goalsTold()).toMatchObject([{ id: 'mini-11', type: 'goal', side: 'home', minute: 13 }]);

    // On to the own goal of the 41st minute, less the card of the 31st, which then comes late: the
    // own goal keeps its id, so it is not told again as a new one.
    await post('late', between(12, 20, 17));
    await until(() => overlays().length === 2);
    await post('late', [17]);
    await until(() => told().some((message) => message.type === 'incident' && message.value.type === 'yellowCard'));
    expect(told().find((message) => message.type === 'incident' && message.value.type === 'yellowCard')!.value).toMatchObject({
      id: 'mini-17',
      minute: 31,
    });
    const { incidents } = (await feed.app.inject({ url: '/incidents/late' })).json<{ incidents: Array<{ id: string }> }>();
    expect(incidents.map((incident) => incident.id)).toEqual(['mini-11', 'mini-17', 'mini-18']);
    expect(goalsTold().map((incident) => incident.id)).toEqual(['mini-11', 'mini-18']);
    expect(overlays()).toHaveLength(2);
  });

  it("sends a late event's commentary lines on the socket, and a goal taken back as the VAR decision's line under the goal's id", async () => {
    expect((await feed.app.inject({ method: 'PUT', url: '/ingest/late-lines', payload: registration, headers })).statusCode).toBe(200);
    // Up to the 41st minute's own goal, less the foul and booking of the 31st, which then come late.
    await post('late-lines', between(1, 20, 17));
    other = await openSocket(feed.origin, 'eventId=late-lines&lang=en&batch=1');
    const socket = other;
    await until(() => told(socket).some((message) => message.type === 'status'));
    const lines = () => told(socket).filter((message) => message.type === 'commentary');
    await post('late-lines', [17]);
    await until(() => lines().length > 0);
    // The late event's lines alone, by its StatsBomb id: nothing else is renumbered or sent again.
    expect(lines().map((message) => [message.value.id, message.value.kind])).toEqual([
      ['mini-17', 'yellowCard'],
      ['foul-firstHalf-30-away', 'foul'],
    ]);

    // On to the final whistle (2-2), then the away side's goal of StatsBomb's 78th minute taken back.
    await post('late-lines', between(18, 41, 0));
    const byId = () => new Map(lines().map((message) => [message.value.id ?? '', message.value]));
    await until(() => byId().get('mini-37')?.kind === 'goalAssisted');
    const sentBefore = lines().length;
    expect((await feed.app.inject({ method: 'DELETE', url: '/ingest/late-lines/events/mini-37', headers })).statusCode).toBe(200);
    await until(() => byId().get('mini-37')?.kind === 'varGoalCancelled');
    const incident = told(socket).findLast((message) => message.type === 'incident' && message.value.id === 'mini-37');
    expect(incident?.value).toMatchObject({ type: 'cancelled', detail: 'goalCancelled', side: 'away', minute: 79 });
    // Every line the fan holds, each id's last, reads as /commentary does; the lines quoting the score after it were sent again.
    const answer = (await feed.app.inject({ url: '/commentary/late-lines?lang=en' })).json<{
      lines: Array<{ id: string; text: string }>;
    }>();
    const current = new Map(answer.lines.map((line) => [line.id, line]));
    for (const [id, line] of byId()) expect(current.get(id)).toEqual(line);
    expect(
      lines()
        .slice(sentBefore)
        .map((message) => message.value.id),
    ).toContain('mini-37');
    expect(answer.lines.filter((line) => line.text.includes('2-2'))).toEqual([]);
  });
});
