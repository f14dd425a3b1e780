import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineupsAnswerSchema } from '../../../contract/match-data.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { compileMatch } from '../match/compile.ts';
import { secondOf } from '../match/timeline.ts';
import { loadScenarioFile, scenariosDir } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/** `GET /lineups` through the server: the formation as it stands at the replay's second. */
let feed: TestFeed;
const laliga = await loadScenarioFile(`${scenariosDir}/laliga-2018-19-bar-ala.json`);
const final = await loadScenarioFile(`${scenariosDir}/wc2022-final.json`);
const timeline = compileMatch(laliga).timeline;
const catalogue: CatalogueEntry[] = [
  { eventId: 'laliga-early', scenarioId: laliga.id, description: '10th minute', startAt: () => 10 * 60 },
  // 70': after Alavés's switch to 4-4-2 (68:14) and before Arthur came on (76:14).
  { eventId: 'laliga-70', scenarioId: laliga.id, description: '70th minute', startAt: () => secondOf(timeline, 'secondHalf', 25 * 60) },
  { eventId: 'laliga', scenarioId: laliga.id, description: 'at its real date', startAt: null },
  { eventId: 'final', scenarioId: final.id, description: 'at its real date', startAt: null },
  { eventId: 'final-upcoming', scenarioId: final.id, description: 'a day before', startAt: () => -86_400 },
];

beforeAll(async () => {
  feed = await buildTestFeed({
    scenarios: new Map([
      [laliga.id, laliga],
      [final.id, final],
    ]),
    catalogue,
  });
});
afterAll(async () => {
  await feed.close();
});

const lineups = async (eventId: string) => {
  const response = await feed.app.inject({ method: 'GET', url: `/lineups/${eventId}` });
  expect(response.statusCode).toBe(200);
  return lineupsAnswerSchema.parse(response.json());
};
const placeOf = (team: { current?: { players: Array<{ id: string; slot: { x: number; y: number } }> } }, id: string) =>
  team.current?.players.find((placed) => placed.id === id)?.slot;

describe('GET /lineups: the current formation', () => {
  it('serves the starting formations early in the match, with no change yet', async () => {
    const answer = await lineups('laliga-early');
    expect(answer.home.current?.formation).toBe('4-4-2');
    expect(answer.away.current?.formation).toBe('4-1-4-1');
    expect(answer.home.formationChanges).toEqual([]);
    expect(answer.home.current?.players).toHaveLength(11);
  });

  it('follows the tactical shifts: at 70′ Barcelona play 4-3-3 and Alavés 4-4-2 with Adrián Marín at left midfield', async () => {
    const answer = await lineups('laliga-70');
    expect(answer.home.formation).toBe('4-4-2');
    expect(answer.home.current?.formation).toBe('4-3-3');
    expect(answer.home.formationChanges).toEqual([{ minute: 46, from: '4-4-2', to: '4-3-3' }]);
    expect(answer.away.current?.formation).toBe('4-4-2');
    expect(answer.away.formationChanges).toEqual([{ minute: 69, from: '4-1-4-1', to: '4-4-2' }]);
    expect(placeOf(answer.away, 'ala-adrian-marin')).toEqual({ x: 52, y: 12 });
    // Arthur has not come on yet: no place, and Dembélé is still on the left wing.
    expect(placeOf(answer.home, 'bar-arthur')).toBeUndefined();
    expect(placeOf(answer.home, 'bar-ousmane-dembele')).toEqual({ x: 74, y: 12 });
  });

  it('gives each substitute who came on the slot he took, and the bench its registered positions', async () => {
    const answer = await lineups('laliga');
    const sub = (id: string) => answer.home.substitutes.find((player) => player.id === id)!;
    expect(sub('bar-philippe-coutinho')).toMatchObject({ slot: { x: 52, y: 34 }, subbedOnMinute: 46 });
    expect(sub('bar-arturo-vidal').slot).toEqual({ x: 52, y: 66 });
    expect(sub('bar-jasper-cillessen')).toMatchObject({ position: 'goalkeeper' });
    expect(sub('bar-jasper-cillessen').slot).toBeUndefined();
    expect(answer.home.current?.players.map((placed) => placed.id)).toContain('bar-arthur');
  });

  it('keeps the 2022 final’s published formations and puts substitutes in their slots', async () => {
    const answer = await lineups('final');
    expect(answer.home.current?.formation).toBe('4-3-3');
    expect(answer.away.current?.formation).toBe('4-2-3-1');
    const diMaria = answer.home.starters.find((player) => player.id === 'arg-di-maria')!;
    expect(placeOf(answer.home, 'arg-acuna')).toEqual(diMaria.slot);
    expect(answer.home.substitutes.find((player) => player.id === 'arg-acuna')!.slot).toEqual(diMaria.slot);
    expect(placeOf(answer.home, 'arg-emi-martinez')).toEqual({ x: 5, y: 50 });
    expect(placeOf(answer.away, 'fra-lloris')).toEqual({ x: 5, y: 50 });
    expect(placeOf(answer.away, 'fra-mbappe')).toBeDefined();
  });

  it('says nothing of the formation before the line-ups are announced', async () => {
    const answer = await lineups('final-upcoming');
    expect(answer.announced).toBe(false);
    expect(answer.home.current).toBeUndefined();
    expect(answer.home.formationChanges).toBeUndefined();
  });
});

describe('GET /lineups: the credit', () => {
  it('names StatsBomb for a match from its open data, and for the final the results and reports its facts come from', async () => {
    expect((await lineups('laliga')).credit).toBe('StatsBomb');
    expect((await lineups('laliga-early')).credit).toBe('StatsBomb');
    expect((await lineups('final')).credit).toBe('openfootball, FIFA');
    expect((await lineups('final-upcoming')).credit).toBe('openfootball, FIFA');
  });
});
