import { describe, expect, it } from 'vitest';
import { ballPathAnswerSchema } from '../../../contract/ball-path.ts';
import { pitchViewAnswerSchema } from '../../../contract/match-data.ts';
import { availabilitySchema, type SocketMessage } from '../../../contract/protocol.ts';
import { catalogue } from '../event/catalogue.ts';
import { loadScenarioFile, scenariosDir } from '../scenario/load.ts';
import { closedAfterEach, openFan, startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';

// The live tracker of a match without event data: `demo-extra-time`, the 2022 final in the 95th
// minute as `npm start` puts it. Its pitch view is offered (the tracker shows the score, the clock,
// the goals and cards), and the feed sends it no ball: `GET /ball_path` answers empty lists, and
// no `ballPath` message comes in the snapshot, live, or to a fan who resumes with `since=`.

const open = closedAfterEach();

type Sequenced = SocketMessage & { seq: number; snapshot?: true };
const parsed = (messages: readonly string[]): Sequenced[] => messages.map((raw) => JSON.parse(raw) as Sequenced);
const ballPaths = (messages: readonly Sequenced[]) => messages.filter((message) => message.type === 'ballPath');

async function extraTimeFeed(clock: { ms: number }): Promise<RunningFeed> {
  const entry = catalogue.find((candidate) => candidate.eventId === 'demo-extra-time')!;
  const final = await loadScenarioFile(`${scenariosDir}/${entry.scenarioId}.json`);
  const feed = await startTestFeed({ scenarios: new Map([[entry.scenarioId, final]]), catalogue: [entry], now: () => clock.ms });
  open.push(feed);
  return feed;
}

describe('the tracker of the 2022 final in extra time (demo-extra-time), a match without event data', () => {
  it('is offered: the pitch view is listed, with no ball events (competition.viz) and no event data', async () => {
    const feed = await extraTimeFeed({ ms: 1_000_000 });
    const availability = await feed.get('/availability/demo-extra-time', availabilitySchema);
    expect(availability.paths).toContain('/watch/pitchView');
    expect(availability.pitchView).toBe(true);
    expect(availability.features).toMatchObject({ pitchView: true, eventData: false, competition: { viz: false } });
  });

  it('is answered no ball: GET /ball_path empty, and the pitch answer has no event, ball or side in possession', async () => {
    const feed = await extraTimeFeed({ ms: 1_000_000 });
    expect(await feed.get('/ball_path/demo-extra-time', ballPathAnswerSchema)).toEqual({ told: [], recent: [], momentum: [] });
    const pitch = await feed.get('/competition_viz/demo-extra-time', pitchViewAnswerSchema);
    expect(pitch).toMatchObject({ stage: 'inPlay', minute: 96, events: [], ball: null, inPossession: null });
  });

  it('sends no ballPath message: not in the snapshot, not live, not to a fan who resumes after Messi’s goal (108’)', async () => {
    const clock = { ms: 1_000_000 };
    const feed = await extraTimeFeed(clock);
    // One fan watches throughout; another drops and comes back.
    const watcher = await openFan(open, feed, 'eventId=demo-extra-time', 3);
    const dropping = await openFan(open, feed, 'eventId=demo-extra-time', 3);
    const snapshot = parsed(dropping.messages);
    expect(snapshot.map((message) => message.type)).toEqual(['status', 'score', 'statsSummary']);
    expect(snapshot.find((message) => message.type === 'score')?.value).toEqual({ home: 2, away: 2 });

    // Three minutes on, watched live: Rabiot's substitution (96'), and no ball.
    clock.ms += 3 * 60_000;
    feed.context.loop.tick();
    await until(() => parsed(dropping.messages).some((message) => message.type === 'incident'));
    const last = parsed(dropping.messages).at(-1)!.seq;
    dropping.socket.close();
    await dropping.closed;

    // Through the rest of the first half of extra time (75 s added), its break (2 min) and Messi's
    // goal 2:30 into the second half: the fan who comes back is sent what he missed, and no ball.
    clock.ms += 13 * 60_000;
    feed.context.loop.tick();
    const back = await openFan(open, feed, `eventId=demo-extra-time&since=${last}`, 1);
    await until(() => parsed(back.messages).some((message) => message.type === 'majorIncident'));
    const missed = parsed(back.messages);
    expect(missed[0]?.seq).toBe(last + 1);
    expect(missed.some((message) => message.snapshot)).toBe(false);
    expect(missed.find((message) => message.type === 'majorIncident')?.value).toMatchObject({ event: 'goal', side: 'home' });
    expect(missed.filter((message) => message.type === 'score').at(-1)?.value).toEqual({ home: 3, away: 2 });
    await until(() => parsed(watcher.messages).some((message) => message.type === 'majorIncident'));
    expect(ballPaths([...parsed(watcher.messages), ...parsed(dropping.messages), ...missed])).toEqual([]);
    expect(await feed.get('/ball_path/demo-extra-time', ballPathAnswerSchema)).toEqual({ told: [], recent: [], momentum: [] });
  });
});
