import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketMessageSchema } from '../../../contract/protocol.ts';
import { catalogue } from '../event/catalogue.ts';
import { loadScenarios } from '../scenario/load.ts';
import { openSocket, startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';
import { servedCatalogue } from './catalogue-matches.ts';

/** A catalogue match's socket: the finished match's snapshot, its status and final score, and nothing more to come. */
let feed: RunningFeed;
beforeAll(async () => {
  feed = await startTestFeed({ scenarios: await loadScenarios(), catalogue });
  await servedCatalogue(feed.context);
});
afterAll(async () => {
  await feed.close();
});

describe('the socket of a catalogue match', () => {
  it('sends the final of 2018 as played, 4-2, on connect', async () => {
    const { socket, messages } = await openSocket(feed.origin, 'eventId=worldcup-2018-2018-07-15-france-croatia');
    await until(() => messages.length >= 2);
    const parsed = messages.map((message) => socketMessageSchema.parse(JSON.parse(message)));
    expect(parsed.map((message) => message.type)).toEqual(['status', 'score']);
    expect(parsed[0]).toMatchObject({ type: 'status', value: { status: 'played', periods: [{ id: 'firstHalf' }, { id: 'secondHalf' }] } });
    expect(parsed[1]).toMatchObject({ type: 'score', value: { home: 4, away: 2 } });
    socket.close();
  });

  it('still refuses an event no one serves', async () => {
    const { closed } = await openSocket(feed.origin, 'eventId=worldcup-2018-2018-07-15-france-nowhere');
    expect(await closed).toBe(1008);
  });
});
