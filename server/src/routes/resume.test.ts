import { describe, expect, it } from 'vitest';
import type { SocketMessage } from '../../../contract/protocol.ts';
import { closedAfterEach, openFan, startTestFeed, until, type RunningFeed, type TestSocket } from '../testing/feed-harness.ts';

// `/ws?eventId=…&since=<seq>`: a fan who drops is sent what it missed, in order, then live; one
// further behind than the log keeps is sent `resync`, then the snapshot (docs/feed-protocol.md).
const open = closedAfterEach();

type Sequenced = SocketMessage & { seq: number; snapshot?: true };
const parsed = (fan: TestSocket): Array<Sequenced | { type: 'resync' }> => fan.messages.map((raw) => JSON.parse(raw));
const seqs = (messages: ReadonlyArray<{ seq?: number }>) => messages.map((message) => message.seq);

async function feedWith(limits: Record<string, number> = {}): Promise<RunningFeed> {
  const feed = await startTestFeed({ control: true, limits });
  open.push(feed);
  return feed;
}

const fan = (feed: RunningFeed, query: string, count: number) => openFan(open, feed, query, count);

async function leave(socket: TestSocket): Promise<void> {
  socket.socket.close();
  await socket.closed;
}

async function fireGoal(feed: RunningFeed, side: 'home' | 'away'): Promise<void> {
  const answer = await feed.app.inject({ method: 'POST', url: '/control/events/tiny/goal', payload: { side } });
  expect(answer.statusCode).toBe(200);
  feed.context.loop.tick();
}

describe('resume with since', () => {
  it('numbers the snapshot with the last seq, and sends a fan who drops the goal it missed once, in order, then live', async () => {
    const feed = await feedWith();
    const first = await fan(feed, 'eventId=tiny&lang=de', 3);
    const snapshot = parsed(first) as Sequenced[];
    expect(snapshot.map((message) => message.type)).toEqual(['status', 'score', 'statsSummary']);
    expect(snapshot.every((message) => message.snapshot === true && message.seq === snapshot[0]!.seq)).toBe(true);
    const last = snapshot[0]!.seq;
    await leave(first);

    // Nobody watches the match now: it is still followed, and its goal logged.
    await fireGoal(feed, 'away');
    const back = await fan(feed, `eventId=tiny&lang=de&since=${last}`, 5);
    const missed = parsed(back) as Sequenced[];
    expect(missed[0]).toMatchObject({ type: 'majorIncident', value: { event: 'goal', side: 'away' }, seq: last + 1 });
    expect(seqs(missed)).toEqual(missed.map((_, index) => last + 1 + index));
    expect(missed.some((message) => message.snapshot)).toBe(false);
    expect(missed.filter((message) => message.type === 'majorIncident')).toHaveLength(1);
    const commentary = missed.find((message) => message.type === 'commentary');
    expect(commentary?.value).toMatchObject({ kind: expect.stringMatching(/oal/) });

    // Then live, numbered on from there; nothing is sent twice.
    const before = back.messages.length;
    await fireGoal(feed, 'home');
    await until(
      () =>
        back.messages.length > before &&
        parsed(back)
          .slice(before)
          .some((message) => message.type === 'commentary'),
    );
    const live = parsed(back) as Sequenced[];
    expect(seqs(live)).toEqual(live.map((_, index) => last + 1 + index));
  });

  it('numbers the same message alike in every language, commentary included', async () => {
    const feed = await feedWith();
    const german = await fan(feed, 'eventId=tiny&lang=de', 3);
    const french = await fan(feed, 'eventId=tiny&lang=fr', 3);
    await fireGoal(feed, 'home');
    await until(() => [german, french].every((socket) => parsed(socket).some((message) => message.type === 'commentary')));
    const [de, fr] = [parsed(german), parsed(french)] as Sequenced[][];
    expect(seqs(de!)).toEqual(seqs(fr!));
    expect(de!.map((message) => message.type)).toEqual(fr!.map((message) => message.type));
    const lines = [de!, fr!].map((messages) => messages.find((message) => message.type === 'commentary')!);
    expect(lines[0]!.value).not.toEqual(lines[1]!.value);
  });

  it('sends a batch-taking fan what it missed as one batch', async () => {
    const feed = await feedWith();
    const first = await fan(feed, 'eventId=tiny&batch=1', 1);
    const last = (JSON.parse(first.messages[0]!) as { value: Sequenced[] }).value[0]!.seq;
    await leave(first);
    await fireGoal(feed, 'home');
    const back = await fan(feed, `eventId=tiny&batch=1&since=${last}`, 1);
    const batch = JSON.parse(back.messages[0]!) as { type: string; value: Sequenced[] };
    expect(batch.type).toBe('batch');
    expect(batch.value[0]).toMatchObject({ type: 'majorIncident', seq: last + 1 });
  });

  it('sends resync, then the snapshot, to a fan further behind than the log keeps, from the future, or with no seq', async () => {
    const feed = await feedWith({ resumeMessagesPerEvent: 6 });
    const first = await fan(feed, 'eventId=tiny', 3);
    const last = (parsed(first) as Sequenced[])[0]!.seq;
    await leave(first);
    // Each goal is five messages or more: two of them push the first out of a log of six.
    await fireGoal(feed, 'home');
    await fireGoal(feed, 'away');
    const lastNow = feed.context.loop.lastSeq('tiny');
    for (const since of [String(last), String(lastNow + 1), 'soon', '-3']) {
      const back = await fan(feed, `eventId=tiny&since=${since}`, 4);
      const [resync, ...snapshot] = parsed(back) as [{ type: string }, ...Sequenced[]];
      expect(resync, `since=${since}`).toEqual({ type: 'resync' });
      expect(snapshot.map((message) => message.type)).toEqual(['status', 'score', 'statsSummary']);
      expect(snapshot.every((message) => message.snapshot && message.seq === lastNow)).toBe(true);
      await leave(back);
    }
    // Within the log, the same feed resumes.
    const near = await fan(feed, `eventId=tiny&since=${lastNow - 1}`, 1);
    expect(parsed(near)).toEqual([expect.objectContaining({ seq: lastNow })]);
  });

  it('stops following a match no socket has watched for the resume window: a fan back after it is sent resync', async () => {
    let clock = Date.parse('2030-01-01T12:00:00Z');
    const feed = await startTestFeed({ control: true, now: () => clock, limits: { resumeWindowMs: 60_000 } });
    open.push(feed);
    const first = await fan(feed, 'eventId=tiny', 3);
    const last = (parsed(first) as Sequenced[])[0]!.seq;
    await leave(first);
    clock += 30_000;
    await fireGoal(feed, 'home');
    const back = await fan(feed, `eventId=tiny&since=${last}`, 1);
    expect(parsed(back)[0]).toMatchObject({ type: 'majorIncident', seq: last + 1 });
    await leave(back);
    const lastNow = feed.context.loop.lastSeq('tiny');
    clock += 61_000;
    feed.context.loop.tick();
    const late = await fan(feed, `eventId=tiny&since=${lastNow}`, 4);
    expect(parsed(late)[0]).toEqual({ type: 'resync' });
    // A log made anew numbers above every seq of the one before.
    expect((parsed(late) as Sequenced[])[1]!.seq).toBeGreaterThan(lastNow);
  });

  it('encodes what it sends resuming fans once while the log stands still, and anew once it moves', async () => {
    const feed = await feedWith();
    const first = await fan(feed, 'eventId=tiny', 3);
    const last = (parsed(first) as Sequenced[])[0]!.seq;
    await leave(first);
    await fireGoal(feed, 'home');
    const { loop } = feed.context;
    const replay = feed.context.replayOf('tiny');
    const once = loop.encodedMissedSince(replay, last, 'de');
    expect(once).not.toBeNull();
    expect(loop.encodedMissedSince(replay, last, 'de')).toBe(once);
    expect(loop.encodedMissedSince(replay, last, 'fr')).not.toBe(once);
    await fireGoal(feed, 'away');
    const moved = loop.encodedMissedSince(replay, last, 'de')!;
    expect(moved).not.toBe(once);
    expect(moved.messages.length).toBeGreaterThan(once!.messages.length);
    expect(loop.encodedMissedSince(replay, loop.lastSeq('tiny') + 5, 'de')).toBeNull();
  });
});
