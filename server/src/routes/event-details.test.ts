import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetailsSchema, eventStatusSchema, type EventDetails, type PeriodId } from '../../../contract/protocol.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarioFile, scenariosDir } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

// The final 10 minutes before kick-off, driven by a clock of our own; and the final at its real date.
let clock = Date.parse('2026-01-01T12:00:00Z');
let feed: TestFeed;
const catalogue: CatalogueEntry[] = [
  { eventId: 'final-live', scenarioId: 'wc2022-final', description: '10 minutes before kick-off', startAt: () => -600 },
  { eventId: 'final-played', scenarioId: 'wc2022-final', description: 'at its real date', startAt: null },
];

beforeAll(async () => {
  const final = await loadScenarioFile(`${scenariosDir}/wc2022-final.json`);
  feed = await buildTestFeed({ scenarios: new Map([['wc2022-final', final]]), catalogue, control: true, now: () => clock });
});
afterAll(async () => {
  await feed.close();
});

const details = (eventId: string): Promise<EventDetails> => feed.get(`/event_details/${eventId}?lang=en`, eventDetailsSchema);
const stage = async (eventId: string) => (await feed.get(`/event_status/${eventId}`, eventStatusSchema)).status;
/** The score the socket sends a fan who connects now. */
const socketScore = (eventId: string) =>
  feed.context.loop.snapshot(feed.context.replays.get(eventId)!).find((message) => message.type === 'score')!.value;
/** Moves the wall clock so the live final is at this second of a period. */
const toMoment = (period: PeriodId, second: number) => {
  const replay = feed.context.replays.get('final-live')!;
  clock += (replay.match.timeline.periodStart[period]! + second - replay.second()) * 1000;
};

describe('GET /event_details/:eventId', () => {
  it('answers 0-0 before kick-off', async () => {
    expect(await stage('final-live')).toBe('lineupsAvailable');
    expect(await details('final-live')).toEqual({ home: { score: 0 }, away: { score: 0 } });
  });

  it("follows the 2022 final: Messi's penalty at 23', Di María at 36', Mbappé at 80' and 81', Messi at 108', Mbappé at 118'", async () => {
    // Seconds into each period: the goals of the scenario, and the second before each.
    const moments: Array<[period: PeriodId, second: number, home: number, away: number]> = [
      ['firstHalf', 22 * 60 + 19, 0, 0],
      ['firstHalf', 22 * 60 + 20, 1, 0],
      ['firstHalf', 35 * 60 + 9, 1, 0],
      ['firstHalf', 35 * 60 + 10, 2, 0],
      ['secondHalf', 34 * 60 + 29, 2, 0],
      ['secondHalf', 34 * 60 + 30, 2, 1],
      ['secondHalf', 35 * 60 + 50, 2, 2],
      ['secondHalfExtraTime', 2 * 60 + 29, 2, 2],
      ['secondHalfExtraTime', 2 * 60 + 30, 3, 2],
      ['secondHalfExtraTime', 12 * 60 + 25, 3, 3],
    ];
    for (const [period, second, home, away] of moments) {
      toMoment(period, second);
      const label = `${period} ${second} s`;
      expect(await stage('final-live'), label).toBe('inPlay');
      expect(await details('final-live'), label).toEqual({ home: { score: home }, away: { score: away } });
      expect(socketScore('final-live'), label).toEqual({ home, away });
    }
  });

  it('answers 3-3 and the 4-2 shoot-out once the final is played', async () => {
    expect(await stage('final-played')).toBe('played');
    expect(await details('final-played')).toEqual({ home: { score: 3 }, away: { score: 3 }, shootout: { home: 4, away: 2 } });
    expect(socketScore('final-played')).toEqual({ home: 3, away: 3 });
  });

  it("counts a goal fired through the control API, as the socket's score does", async () => {
    const before = await details('final-live');
    await feed.app.inject({ method: 'POST', url: '/control/events/final-live/goal', payload: { side: 'away' } });
    const after = await details('final-live');
    expect(after).toEqual({ home: before.home, away: { score: before.away.score + 1 } });
    expect(socketScore('final-live')).toEqual({ home: after.home.score, away: after.away.score });
  });

  it.each([
    ['/event_details/no-such-event', 404],
    ['/event_details/a.b', 400],
  ])('answers %s with %i and a JSON message', async (url, status) => {
    const response = await feed.app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('is listed in /openapi.json', async () => {
    const document = (await feed.app.inject('/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/event_details/{eventId}');
  });
});
