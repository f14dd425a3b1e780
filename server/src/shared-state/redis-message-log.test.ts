import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedAfterEach, openFan, startTestFeed, until, type RunningFeed, type TestSocket } from '../testing/feed-harness.ts';
import { startRedis, type RunningRedis } from '../testing/redis-server.ts';

// Several instances on one Redis number every socket message once (redis-message-log.ts): the
// same message has the same seq on each, and a fan resumes on any of them (docs/feed-protocol.md).
let redis: RunningRedis;
let prefix = 0;
const open = closedAfterEach();

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

async function cluster(count: number): Promise<RunningFeed[]> {
  prefix += 1;
  const feeds: RunningFeed[] = [];
  for (let index = 0; index < count; index += 1) feeds.push(await instance());
  return feeds;
}

/** One more instance of the latest cluster. */
async function instance(): Promise<RunningFeed> {
  const feed = await startTestFeed({ control: true, tickMs: 100, redis: { url: redis.url, prefix: `log${prefix}:` } });
  open.push(feed);
  return feed;
}

const fan = (feed: RunningFeed, query: string) => openFan(open, feed, query);

interface Sequenced {
  type: string;
  value: { id?: string } & Record<string, unknown>;
  seq?: number;
  snapshot?: true;
}
const numbered = (socket: TestSocket): Sequenced[] =>
  socket.messages.map((raw) => JSON.parse(raw) as Sequenced).filter((message) => message.seq !== undefined && !message.snapshot);
/** A message as every language has it: commentary by its line's id, the rest whole. */
const languageFree = (message: Sequenced) =>
  message.type === 'commentary' ? { type: message.type, seq: message.seq, id: message.value.id } : message;
const fire = (feed: RunningFeed, side: 'home' | 'away') =>
  feed.app.inject({ method: 'POST', url: '/control/events/tiny/goal', payload: { side } });

describe('one numbering for the instances on a Redis', () => {
  it('sends the same messages with the same seq to the fans of every instance, in every language', async () => {
    const [a, b] = await cluster(2);
    const [onA, onB] = [await fan(a!, 'eventId=tiny&lang=en'), await fan(b!, 'eventId=tiny&lang=de')];
    expect((await fire(a!, 'away')).statusCode).toBe(200);
    expect((await fire(b!, 'home')).statusCode).toBe(200);
    const goals = (socket: TestSocket) => numbered(socket).filter((message) => message.type === 'majorIncident');
    await until(() => goals(onA).length >= 2 && goals(onB).length >= 2, 10_000);
    // Both have heard up to the second goal's broadcast; compare what both have.
    const upTo = Math.min(...[onA, onB].map((socket) => goals(socket)[1]!.seq!)) + 2;
    const [fromA, fromB] = [onA, onB].map((socket) =>
      numbered(socket)
        .filter((message) => message.seq! <= upTo)
        .map(languageFree),
    );
    const common = Math.max(fromA![0]!.seq!, fromB![0]!.seq!);
    expect(fromA!.filter((message) => message.seq! >= common)).toEqual(fromB!.filter((message) => message.seq! >= common));
    for (const messages of [numbered(onA), numbered(onB)]) {
      // One more a message, none skipped or doubled.
      expect(messages.map((message) => message.seq)).toEqual(messages.map((_, index) => messages[0]!.seq! + index));
    }
  });

  it('resumes a fan on another instance exactly after the seq it had on the first', async () => {
    const [a, b] = await cluster(2);
    // Both instances follow the match, so both hold its log.
    const watcher = await fan(b!, 'eventId=tiny&lang=en');
    const first = await fan(a!, 'eventId=tiny&lang=en');
    expect((await fire(a!, 'home')).statusCode).toBe(200);
    await until(() => numbered(first).some((message) => message.type === 'majorIncident'), 10_000);
    await until(() => numbered(watcher).some((message) => message.type === 'majorIncident'), 10_000);
    const last = numbered(first).at(-1)!.seq!;
    first.socket.close();
    await first.closed;

    expect((await fire(a!, 'away')).statusCode).toBe(200);
    await until(() => numbered(watcher).filter((message) => message.type === 'majorIncident').length >= 2, 10_000);
    const back = await fan(b!, `eventId=tiny&lang=en&since=${last}`);
    await until(() => numbered(back).some((message) => message.type === 'majorIncident'), 10_000);
    const resumed = numbered(back);
    expect(back.messages.some((raw) => raw.includes('"resync"') || raw.includes('"snapshot"'))).toBe(false);
    expect(resumed[0]!.seq).toBe(last + 1);
    expect(resumed.map((message) => message.seq)).toEqual(resumed.map((_, index) => last + 1 + index));
    expect(resumed.filter((message) => message.type === 'majorIncident')).toEqual([
      expect.objectContaining({ value: { event: 'goal', side: 'away', isUpdate: false } }),
    ]);
    // What the watcher on the same instance was sent after that seq, the fan who came back was sent too.
    const watched = numbered(watcher).filter((message) => message.seq! > last && message.seq! <= resumed.at(-1)!.seq!);
    expect(resumed.slice(0, watched.length)).toEqual(watched);
  });

  it('resumes a fan on an instance that started after the fan’s seq, from the log it read at its start', async () => {
    const [a] = await cluster(1);
    const first = await fan(a!, 'eventId=tiny&lang=en');
    expect((await fire(a!, 'home')).statusCode).toBe(200);
    await until(() => numbered(first).some((message) => message.type === 'majorIncident'), 10_000);
    const last = numbered(first).at(-1)!.seq!;
    first.socket.close();
    await first.closed;
    expect((await fire(a!, 'away')).statusCode).toBe(200);
    await until(() => a!.context.loop.lastSeq('tiny') > last, 10_000);

    const late = await instance();
    await until(() => late.context.loop.numbering(), 10_000);
    const back = await fan(late, `eventId=tiny&lang=en&since=${last}`);
    await until(() => back.messages.length > 0, 10_000);
    const resumed = numbered(back);
    expect(back.messages.some((raw) => raw.includes('"resync"'))).toBe(false);
    expect(resumed[0]).toMatchObject({ type: 'majorIncident', value: { side: 'away' }, seq: last + 1 });
    expect(resumed.map((message) => message.seq)).toEqual(resumed.map((_, index) => last + 1 + index));
  });

  it('goes on numbering from the last logged broadcast when the instance that led the match closes: no seq skipped or doubled', async () => {
    const [a, b] = await cluster(2);
    // A has the match's only fan: it leads it, and B, whose fan comes later, cannot take the lease while A renews it.
    const onA = await fan(a!, 'eventId=tiny&lang=en');
    expect((await fire(a!, 'home')).statusCode).toBe(200);
    await until(() => numbered(onA).some((message) => message.type === 'majorIncident'), 10_000);
    const onB = await fan(b!, 'eventId=tiny&lang=en');
    await until(() => onB.messages.length >= 3, 10_000);
    const snapshotSeq = (JSON.parse(onB.messages[0]!) as Sequenced).seq!;
    expect(snapshotSeq).toBeGreaterThanOrEqual(numbered(onA).at(-1)!.seq!);

    open.splice(open.indexOf(a!), 1);
    await a!.close();
    expect((await fire(b!, 'away')).statusCode).toBe(200);
    await until(() => numbered(onB).some((message) => message.type === 'majorIncident'), 15_000);
    const messages = numbered(onB);
    // From the snapshot's seq on, one more a message, across the change of writer.
    expect(messages.map((message) => message.seq)).toEqual(messages.map((_, index) => snapshotSeq + 1 + index));
    expect(messages.filter((message) => message.type === 'majorIncident').map((message) => message.value.side)).toEqual(['away']);
  });

  it('while Redis is away serves every fan unnumbered and answers since with resync; once it is back empty, numbers on above every earlier seq', async () => {
    const lost = await startRedis();
    let clock = Date.now();
    const feeds: RunningFeed[] = [];
    try {
      for (let index = 0; index < 2; index += 1) {
        feeds.push(await startTestFeed({ control: true, tickMs: 100, now: () => clock, redis: { url: lost.url, prefix: 'lost:' } }));
      }
      const [a, b] = feeds as [RunningFeed, RunningFeed];
      const [onA, onB] = [await fan(a, 'eventId=tiny&lang=en'), await fan(b, 'eventId=tiny&lang=en')];
      expect((await fire(a, 'away')).statusCode).toBe(200);
      const goalsOf = (socket: TestSocket) =>
        socket.messages.map((raw) => JSON.parse(raw) as Sequenced).filter((message) => message.type === 'majorIncident');
      await until(() => goalsOf(onA).length === 1 && goalsOf(onB).length === 1, 10_000);
      const before = Math.max(...[onA, onB].map((socket) => numbered(socket).at(-1)!.seq!));

      const exited = new Promise((resolve) => lost.process.once('close', resolve));
      lost.process.kill('SIGKILL');
      await exited;
      await until(() => feeds.every((feed) => !feed.context.loop.numbering()), 10_000);
      // The match's own goal (its tenth minute) comes while Redis is away: each instance sends it to its fans, unnumbered.
      clock += 11 * 60_000;
      await until(() => goalsOf(onA).length === 2 && goalsOf(onB).length === 2, 10_000);
      for (const socket of [onA, onB]) {
        expect(goalsOf(socket)[1]!.seq).toBeUndefined();
        expect(socket.socket.readyState).toBe(socket.socket.OPEN);
      }
      const meanwhile = await fan(b, `eventId=tiny&lang=en&since=${before}`);
      await until(() => meanwhile.messages.length >= 4, 10_000);
      expect(JSON.parse(meanwhile.messages[0]!)).toEqual({ type: 'resync' });

      const back = await startRedis(lost.port);
      try {
        await until(() => feeds.every((feed) => feed.context.loop.numbering()), 15_000);
        await expect.poll(async () => (await fire(b, 'home')).statusCode, { timeout: 15_000 }).toBe(200);
        await until(() => goalsOf(onA).length >= 3 && goalsOf(onB).length >= 3, 10_000);
        const [third, thirdB] = [goalsOf(onA)[2]!, goalsOf(onB)[2]!];
        expect(third.seq).toBeGreaterThan(before);
        expect(thirdB.seq).toBe(third.seq);
      } finally {
        for (const feed of feeds.splice(0)) await feed.close();
        await back.stop();
      }
    } finally {
      for (const feed of feeds) await feed.close();
    }
  });
});
