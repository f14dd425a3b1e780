import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  commentaryAnswerSchema,
  incidentsAnswerSchema,
  lineupsAnswerSchema,
  matchPlayerStatsAnswerSchema,
  topScorersAnswerSchema,
} from '../../../contract/match-data.ts';
import { eventDetailsSchema, socketMessageSchema, type SocketMessage } from '../../../contract/protocol.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarioFile, scenariosDir } from '../scenario/load.ts';
import type { Scenario } from '../scenario/schema.ts';
import { startTestFeed, type RunningFeed } from '../testing/feed-harness.ts';

// A goal fired through the control API is a real incident, with the scorer the
// call may name, everywhere goals are listed or counted. Each test has a feed of its own, its
// clock at the same moment, so no test sees another's goals.
let clock: number;
let feed: RunningFeed;
let final: Scenario;
let euro: Scenario;
const catalogue: CatalogueEntry[] = [
  { eventId: 'euro-30', scenarioId: 'euro2020-tur-ita', description: 'the 31st minute, 0-0', startAt: () => 30 * 60 },
  { eventId: 'final-before', scenarioId: 'wc2022-final', description: '10 minutes before kick-off', startAt: () => -600 },
  { eventId: 'final-30', scenarioId: 'wc2022-final', description: 'the 31st minute, 1-0', startAt: () => 30 * 60 },
  {
    eventId: 'final-116',
    scenarioId: 'wc2022-final',
    description: 'the 116th minute, 3-2',
    startAt: (timeline) => timeline.periodStart.secondHalfExtraTime! + 10 * 60,
  },
];

beforeAll(async () => {
  final = await loadScenarioFile(`${scenariosDir}/wc2022-final.json`);
  euro = await loadScenarioFile(`${scenariosDir}/euro2020-tur-ita.json`);
});
beforeEach(async () => {
  clock = Date.parse('2026-01-01T12:00:00Z');
  feed = await startTestFeed({
    scenarios: new Map([
      ['wc2022-final', final],
      ['euro2020-tur-ita', euro],
    ]),
    catalogue,
    control: true,
    now: () => clock,
  });
});
afterEach(async () => {
  await feed.close();
});

const fire = (eventId: string, body: object) => feed.post(`/control/events/${eventId}/goal`, body);
const score = async (eventId: string) => {
  const details = await feed.get(`/event_details/${eventId}`, eventDetailsSchema);
  return { home: details.home.score, away: details.away.score };
};
const firedIncidents = async (eventId: string) =>
  (await feed.get(`/incidents/${eventId}?lang=en`, incidentsAnswerSchema)).incidents.filter((incident) => incident.id.startsWith('i'));

describe('POST /control/events/:eventId/goal with a scorer', () => {
  it.each([
    ['final-30', { side: 'home', playerId: 'nobody' }, 'body.playerId: no player "nobody" in Argentina v France'],
    ['final-30', { side: 'home', playerId: 'fra-mbappe' }, 'body.playerId: Kylian Mbappé plays for France, not Argentina'],
    [
      'final-30',
      { side: 'home', playerId: 'arg-dybala' },
      'body.playerId: Paulo Dybala is not on the pitch for Argentina: he has not come on',
    ],
    [
      'final-116',
      { side: 'away', playerId: 'fra-giroud' },
      'body.playerId: Olivier Giroud is not on the pitch for France: he was substituted',
    ],
    [
      'final-before',
      { side: 'home', playerId: 'arg-messi' },
      'body.playerId: Lionel Messi is not on the pitch: Argentina v France has not kicked off',
    ],
    ['final-30', { side: 'home', playerId: '' }, 'body.playerId: '],
    ['final-30', { side: 'left' }, 'body.side: '],
  ])('%s: refuses %j with 400 and says why', async (eventId, body, message) => {
    const before = await score(eventId);
    const response = await fire(eventId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining(message) });
    expect(await score(eventId)).toEqual(before);
    expect(await firedIncidents(eventId)).toEqual([]);
  });

  it("makes the scorer's goal an incident, a commentary line in the fan's language, his goal, and the score of later goals", async () => {
    const response = await fire('final-30', { side: 'away', playerId: 'fra-griezmann' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ home: 1, away: 1 });
    expect(await firedIncidents('final-30')).toEqual([
      {
        id: expect.any(String),
        type: 'goal',
        side: 'away',
        period: 'firstHalf',
        minute: 31,
        playerId: 'fra-griezmann',
        playerName: 'Griezmann',
        score: { home: 1, away: 1 },
      },
    ]);
    const { lines } = await feed.get('/commentary/final-30?lang=de', commentaryAnswerSchema);
    expect(lines[0]).toMatchObject({
      kind: 'goal',
      major: true,
      period: 'firstHalf',
      minute: 31,
      text: 'Tor! Antoine Griezmann trifft für Frankreich. Argentinien 1-1 Frankreich.',
    });
    const { players } = await feed.get('/player_stats/final-30', matchPlayerStatsAnswerSchema);
    const griezmann = players.find((player) => player.playerId === 'fra-griezmann')!;
    expect(griezmann).toMatchObject({ goals: 1 });
    // The final has no event data: his shots stay unrecorded, and no shot is drawn without an xG or a place.
    expect(griezmann).toMatchObject({ shots: null, shotsOnTarget: null, expectedGoals: null });
    expect(griezmann.shotMap).toBeUndefined();
    const lineups = await feed.get('/lineups/final-30', lineupsAnswerSchema);
    expect(lineups.away.starters.find((player) => player.id === 'fra-griezmann')!.goals).toBe(1);

    // Di María's goal in the 36th minute now makes it 2-1, in the incidents and the commentary alike.
    clock += 6 * 60 * 1000;
    const diMaria = (await feed.get('/incidents/final-30', incidentsAnswerSchema)).incidents.find(
      (incident) => incident.playerId === 'arg-di-maria',
    );
    expect(diMaria).toMatchObject({ minute: 36, score: { home: 2, away: 1 } });
    const english = await feed.get('/commentary/final-30?lang=en', commentaryAnswerSchema);
    expect(english.lines.find((line) => line.text.includes('Di María'))!.text).toContain('Argentina 2-1 France');
  });

  it("adds the scorer's shot to his shots and his shot map where the match has event data", async () => {
    const immobileAt = async () =>
      (await feed.get('/player_stats/euro-30', matchPlayerStatsAnswerSchema)).players.find(
        (player) => player.playerId === 'ita-ciro-immobile',
      )!;
    const before = await immobileAt();
    expect(before).toMatchObject({ goals: 0 });
    expect((before.shotMap ?? []).filter((shot) => shot.outcome === 'goal')).toEqual([]);
    const response = await fire('euro-30', { side: 'away', playerId: 'ita-ciro-immobile' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ home: 0, away: 1 });
    const after = await immobileAt();
    expect(after).toMatchObject({
      goals: 1,
      shots: (before.shots ?? Number.NaN) + 1,
      shotsOnTarget: (before.shotsOnTarget ?? Number.NaN) + 1,
    });
    expect((after.shotMap ?? []).filter((shot) => shot.outcome === 'goal')).toEqual([
      expect.objectContaining({ minute: 31, playerId: 'ita-ciro-immobile', playerName: 'Immobile' }),
    ]);
  });

  it('makes a goal with no scorer a goal for the side, with no player', async () => {
    expect(await score('final-30')).toEqual({ home: 1, away: 0 });
    const response = await fire('final-30', { side: 'home' });
    expect(response.json()).toEqual({ home: 2, away: 0 });
    const fired = await firedIncidents('final-30');
    expect(fired).toEqual([
      expect.objectContaining({ type: 'goal', side: 'home', period: 'firstHalf', minute: 31, score: { home: 2, away: 0 } }),
    ]);
    expect(fired[0]).not.toHaveProperty('playerId');
    expect(fired[0]).not.toHaveProperty('playerName');
    const { lines } = await feed.get('/commentary/final-30?lang=en', commentaryAnswerSchema);
    expect(lines[0]).toMatchObject({ kind: 'goal', minute: 31, text: 'Goal for Argentina! Argentina 2-0 France.' });
  });

  it('sends the incident and the commentary line over the socket, in the socket\u2019s language, behind the goal', async () => {
    const socket = new WebSocket(`${feed.origin.replace(/^http/, 'ws')}/ws?eventId=final-30&lang=fr`);
    const messages: SocketMessage[] = [];
    socket.on('message', (data) => messages.push(socketMessageSchema.parse(JSON.parse(String(data)))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const until = async (check: () => boolean) => {
      const end = Date.now() + 3000;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(messages.map((message) => message.type))}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await until(() => messages.length >= 3);
    const from = messages.length;
    expect((await fire('final-30', { side: 'home', playerId: 'arg-messi' })).statusCode).toBe(200);
    await until(() => messages.slice(from).some((message) => message.type === 'commentary'));
    const update = messages.slice(from);
    expect(update[0]).toEqual({ type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: false }, seq: expect.any(Number) });
    // The 31st minute: Messi's penalty in the 23rd, then this one.
    expect(update.find((message) => message.type === 'score')!.value).toEqual({ home: 2, away: 0 });
    expect(update.find((message) => message.type === 'incident')!.value).toMatchObject({
      type: 'goal',
      side: 'home',
      minute: 31,
      playerId: 'arg-messi',
      playerName: 'Messi',
      score: { home: 2, away: 0 },
    });
    expect(update.find((message) => message.type === 'commentary')!.value).toMatchObject({
      kind: 'goal',
      minute: 31,
      text: expect.stringMatching(/^But ! Lionel Messi \(Argentine\) .* Argentine 2-0 France\.$/),
    });
    socket.close();
  });

  it('counts a named scorer in the top scorers, and a goal with no scorer for nobody', async () => {
    const mbappe = async () =>
      (await feed.get('/top_scorers/final-116?limit=10', topScorersAnswerSchema)).rows.find((row) => row.name === 'Kylian Mbappé')!.goals;
    const before = await mbappe();
    expect((await fire('final-116', { side: 'away' })).statusCode).toBe(200);
    expect(await mbappe()).toBe(before);
    expect((await fire('final-116', { side: 'away', playerId: 'fra-mbappe' })).statusCode).toBe(200);
    expect(await mbappe()).toBe(before + 1);
  });
});
