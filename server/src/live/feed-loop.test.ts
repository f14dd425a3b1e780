import { describe, expect, it, vi } from 'vitest';
import type { SocketMessage } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';
import { compileMatch } from '../match/compile.ts';
import { Replay } from '../replay/replay.ts';
import { tinyScenario } from '../testing/tiny-scenario.ts';
import { FeedLoop, type SharedMessageLog } from './feed-loop.ts';
import type { SocketHub } from './socket-hub.ts';

const kickoff = Date.parse('2024-01-01T15:00:00Z');

/** A hub with one German fan that records what each broadcast would write to him. */
function recordingHub(): { hub: SocketHub; writes: SocketMessage[][] } {
  const writes: SocketMessage[][] = [];
  const hub = {
    hasSubscribers: () => true,
    broadcast: (_eventId: string, messagesFor: (language: Language) => SocketMessage[]) => writes.push(messagesFor('de')),
  } as unknown as SocketHub;
  return { hub, writes };
}

describe('FeedLoop', () => {
  it('writes a fired goal first, with the score, statistics and commentary it changed behind it in the same broadcast', () => {
    const now = kickoff + 10 * 60_000;
    const replay = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => now });
    replay.pause();
    const { hub, writes } = recordingHub();
    const loop = new FeedLoop(new Map([['tiny', replay]]), hub, { now: () => now });
    loop.tick();
    const before = replay.state().score;
    replay.injectGoal('away');
    loop.tick();

    expect(writes).toHaveLength(1);
    const [goal, score, ...rest] = writes[0]!;
    expect(goal).toEqual({ type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false }, seq: goal!.seq });
    expect(score).toEqual({ type: 'score', value: { home: before.home, away: before.away + 1 }, seq: goal!.seq! + 1 });
    expect(rest.map((message) => message.type)).toEqual(['incident', 'statsSummary', 'commentary']);
    // One more a message, the commentary line (last) included.
    expect(rest.map((message) => message.seq)).toEqual([2, 3, 4].map((step) => goal!.seq! + step));
    // Nothing is left over for a later fan-out.
    loop.tick();
    expect(writes).toHaveLength(1);
  });
});

describe('FeedLoop.tick', () => {
  it('computes the match state once a match second, however many ticks fall in it, and anew for a fired goal', () => {
    let now = kickoff + 10 * 60_000;
    const replay = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => now });
    const { hub, writes } = recordingHub();
    const loop = new FeedLoop(new Map([['tiny', replay]]), hub, { now: () => now });
    loop.encodedSnapshot(replay);
    const states = vi.spyOn(replay, 'state');
    // Four ticks of 250 ms in the second after the snapshot's: one state.
    now += 1000;
    for (let tick = 0; tick < 4; tick += 1) {
      loop.tick(now);
      now += 250;
    }
    expect(states).toHaveBeenCalledTimes(1);
    // The second that follows, and a goal fired in it: a state each.
    loop.tick(now);
    replay.injectGoal('home');
    loop.tick(now);
    expect(states).toHaveBeenCalledTimes(3);
    expect(writes.at(-1)?.[0]).toEqual({
      type: 'majorIncident',
      value: { event: 'goal', side: 'home', isUpdate: false },
      seq: expect.any(Number),
    });
  });
});

describe('FeedLoop.encodedSnapshot', () => {
  it('encodes the snapshot once for every socket that connects while the match stands still, and anew once it moves', () => {
    let now = kickoff + 10 * 60_000;
    const replay = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => now });
    const { hub } = recordingHub();
    const loop = new FeedLoop(new Map([['tiny', replay]]), hub, { now: () => now });
    const decoded = () => JSON.parse(String(loop.encodedSnapshot(replay).batch)).value as SocketMessage[];

    const first = loop.encodedSnapshot(replay);
    expect(loop.encodedSnapshot(replay)).toBe(first);
    expect(decoded()).toEqual(loop.snapshot(replay));

    replay.injectGoal('home');
    expect(loop.encodedSnapshot(replay)).not.toBe(first);
    expect(decoded()).toEqual(loop.snapshot(replay));

    now += 1000;
    expect(decoded()).toEqual(loop.snapshot(replay));
    // Paused, the match second stands still while the period's start on the wall clock moves on.
    replay.pause();
    const paused = loop.encodedSnapshot(replay);
    now += 60_000;
    expect(loop.encodedSnapshot(replay)).not.toBe(paused);
    expect(decoded()).toEqual(loop.snapshot(replay));
  });
});

describe('FeedLoop with a shared log', () => {
  it("sends this instance's fans, unnumbered, a broadcast whose write to the shared log was lost, instead of nobody", () => {
    const now = kickoff + 10 * 60_000;
    const replay = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => now });
    replay.pause();
    const { hub, writes } = recordingHub();
    let appended = 0;
    const lostWrite: SharedMessageLog = {
      up: () => true,
      leads: () => true,
      claim: () => {},
      release: () => {},
      // The connection drops under the write: nothing is numbered or published.
      append: (_broadcast, _size, _first, unlogged) => {
        appended += 1;
        unlogged();
      },
    };
    const loop = new FeedLoop(new Map([['tiny', replay]]), hub, { now: () => now, shared: lostWrite });
    loop.tick();
    replay.injectGoal('away');
    loop.tick();

    expect(appended).toBe(1);
    expect(writes).toHaveLength(1);
    const [goal, score] = writes[0]!;
    expect(goal).toEqual({ type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } });
    expect(score?.type).toBe('score');
  });
});
