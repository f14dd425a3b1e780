import { describe, expect, it } from 'vitest';
import type { BallPath } from '../../../contract/ball-path.ts';
import type { SocketMessage } from '../../../contract/protocol.ts';
import { miniFeedOptions } from '../testing/mini-match.ts';
import { closedAfterEach, openFan, startTestFeed, until, type RunningFeed, type TestSocket } from '../testing/feed-harness.ts';

// The feed sends the ball's path as the replay's clock passes each event, and a fan who drops gets
// what he missed on `since=` (docs/feed-protocol.md, "Ball path"). The invented mini match of the
// importer's tests: Northbridge FC (home) v Real Costa Azul.

const open = closedAfterEach();

type Sequenced = SocketMessage & { seq: number; snapshot?: true };
const parsed = (fan: TestSocket): Sequenced[] => fan.messages.map((raw) => JSON.parse(raw) as Sequenced);
const paths = (messages: readonly Sequenced[]): BallPath[] =>
  messages.flatMap((message) => (message.type === 'ballPath' ? [message.value] : []));
const ids = (messages: readonly Sequenced[]) => paths(messages).flatMap((value) => value.steps.map((step) => step.id));

async function feedAt(clock: { ms: number }, withPath = true): Promise<RunningFeed> {
  const feed = await startTestFeed(miniFeedOptions(clock, withPath));
  open.push(feed);
  return feed;
}

describe('the ballPath messages of the feed', () => {
  it('puts the last steps in the snapshot, sends each step as the clock passes it, and resends what a fan missed on since=', async () => {
    const clock = { ms: 1_000_000 };
    const feed = await feedAt(clock);
    const first = await openFan(open, feed, 'eventId=mini', 4);
    const snapshot = parsed(first);
    expect(snapshot.map((message) => message.type)).toEqual(['status', 'score', 'statsSummary', 'ballPath']);
    // The kick-off (0.6 s) and Horvat's reception (2.1 s): where the ball is at 40 s.
    expect(paths(snapshot)).toEqual([
      {
        period: 'firstHalf',
        steps: [
          expect.objectContaining({ id: 5, kind: 'kickOff', side: 'home', x: 50, y: 50, player: 'Doyle' }),
          expect.objectContaining({ id: 6, kind: 'reception', side: 'home', second: 2.1, player: 'Horvat' }),
        ],
      },
    ]);

    // Five seconds on: Horvat's lost pass (41.3 s) and the away side's recovery (43 s), in one message.
    clock.ms += 5000;
    feed.context.loop.tick();
    await until(() => ids(parsed(first)).length >= 4);
    const live = parsed(first).slice(snapshot.length);
    expect(paths(live)).toEqual([
      {
        period: 'firstHalf',
        steps: [
          expect.objectContaining({ id: 7, kind: 'pass', outcome: 'lost', endX: 76.7, endY: 92.5 }),
          expect.objectContaining({ id: 8, kind: 'recovery', side: 'away', x: 77.5, y: 91.2 }),
        ],
      },
    ]);
    const last = live.at(-1)!.seq;
    first.socket.close();
    await first.closed;

    // Nobody watches through Doyle's goal at 12:30; the fan who comes back is sent its path.
    clock.ms += (12 * 60 + 31 - 45) * 1000;
    feed.context.loop.tick();
    const back = await openFan(open, feed, `eventId=mini&since=${last}`, 1);
    await until(() => parsed(back).some((message) => message.type === 'ballPath'));
    const missed = parsed(back);
    expect(missed[0]?.seq).toBe(last + 1);
    expect(missed.some((message) => message.snapshot)).toBe(false);
    expect(paths(missed)).toEqual([
      {
        period: 'firstHalf',
        steps: [
          expect.objectContaining({ id: 9, kind: 'pass', player: 'Horvat' }),
          expect.objectContaining({ id: 10, kind: 'reception', player: 'Doyle' }),
          expect.objectContaining({ id: 11, kind: 'shot', outcome: 'goal', x: 88.3, y: 48.8, endX: 100, endY: 48.1, player: 'Doyle' }),
        ],
      },
    ]);
    expect(missed.find((message) => message.type === 'majorIncident')?.value).toMatchObject({ event: 'goal', side: 'home' });
  });

  it('sends the steps inside the batch of a fan who asks for batches', async () => {
    const clock = { ms: 1_000_000 };
    const feed = await feedAt(clock);
    const batched = await openFan(open, feed, 'eventId=mini&batch=1', 1);
    clock.ms += 5000;
    feed.context.loop.tick();
    await until(() => batched.messages.length >= 2);
    const batch = JSON.parse(batched.messages[1]!) as { type: string; value: Sequenced[] };
    expect(batch.type).toBe('batch');
    expect(ids(batch.value)).toEqual([7, 8]);
  });

  it('places the ball again after a jump in time: the last steps before the second sought', async () => {
    const clock = { ms: 1_000_000 };
    const feed = await feedAt(clock);
    const watcher = await openFan(open, feed, 'eventId=mini', 4);
    const before = watcher.messages.length;
    const answer = await feed.post('/control/events/mini/seek', { second: 751 });
    expect(answer.statusCode).toBe(200);
    feed.context.loop.tick();
    await until(() => paths(parsed(watcher).slice(before)).length > 0);
    // The picture resent after the jump holds the last steps (up to eight): the first half's seven, Doyle's goal at 12:30.2 last.
    expect(ids(parsed(watcher).slice(before))).toEqual([5, 6, 7, 8, 9, 10, 11]);
  });

  it('sends none for a match whose event files the feed has not read', async () => {
    const clock = { ms: 1_000_000 };
    const feed = await feedAt(clock, false);
    const watcher = await openFan(open, feed, 'eventId=mini', 3);
    clock.ms += 12 * 60 * 1000;
    feed.context.loop.tick();
    await until(() => parsed(watcher).some((message) => message.type === 'majorIncident'));
    expect(parsed(watcher).filter((message) => message.type === 'ballPath')).toEqual([]);
  });
});
