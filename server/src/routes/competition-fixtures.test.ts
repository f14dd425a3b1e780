import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesAnswerSchema, formAnswerSchema, headToHeadAnswerSchema } from '../../../contract/match-data.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import type { Timeline } from '../match/timeline.ts';
import { loadScenarios } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

// `/fixtures`: every round of the competition, this match in its round with its score so far;
// `/form` naming each entry's competition; `/h2h` saying what its meetings cover as a structure.
const inSecondHalf = (minute: number) => (timeline: Timeline) => timeline.periodStart.secondHalf! + (minute - 45) * 60;
const catalogue: CatalogueEntry[] = [
  { eventId: 'final-before', scenarioId: 'wc2022-final', description: '10 minutes before kick-off', startAt: () => -600 },
  { eventId: 'final-70', scenarioId: 'wc2022-final', description: '70th minute, 2-0', startAt: inSecondHalf(70) },
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'finished', startAt: null },
  { eventId: 'liga', scenarioId: 'laliga-2018-19-bar-ala', description: 'finished', startAt: null },
];

let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

const fixtures = async (eventId: string) => {
  const response = await feed.app.inject({ method: 'GET', url: `/fixtures/${eventId}` });
  expect(response.statusCode).toBe(200);
  const answer = fixturesAnswerSchema.parse(response.json());
  const rounds = answer.rounds!;
  const thisRow = rounds.flatMap((round) => round.fixtures).filter((row) => row.thisMatch);
  expect(thisRow).toHaveLength(1);
  return { answer, rounds, thisRow: thisRow[0]! };
};

describe('the 2022 World Cup fixtures around the final', () => {
  it('serves every round, the final current with the final in it, and earlier rounds with their real results', async () => {
    const { answer, rounds, thisRow } = await fixtures('final');
    expect(rounds.map((round) => [round.stage, round.matchday ?? null, round.fixtures.length, round.current])).toEqual([
      ['group', 1, 16, false],
      ['group', 2, 16, false],
      ['group', 3, 16, false],
      ['roundOf16', null, 8, false],
      ['quarterFinals', null, 4, false],
      ['semiFinals', null, 2, false],
      ['thirdPlace', null, 1, false],
      ['final', null, 1, true],
    ]);
    expect(answer.teamIds).toEqual({ home: 'argentina', away: 'france' });
    expect(thisRow).toMatchObject({ home: { id: 'argentina' }, away: { id: 'france' }, score: [3, 3], pens: [4, 2], live: false });
    const semis = rounds[5]!.fixtures.map((row) => [row.home.name, row.score, row.away.name]);
    expect(semis).toEqual([
      ['Argentina', [3, 0], 'Croatia'],
      ['France', [2, 0], 'Morocco'],
    ]);
    expect(rounds[0]!.fixtures.find((row) => row.home.id === 'argentina')).toMatchObject({ away: { id: 'saudi-arabia' }, score: [1, 2] });
    expect(rounds[3]!.fixtures.find((row) => row.home.id === 'japan')).toMatchObject({ score: [1, 1], pens: [1, 3] });
  });

  it('has no score on the final before kick-off, and the score so far while it is played', async () => {
    expect((await fixtures('final-before')).thisRow.score).toBeUndefined();
    expect((await fixtures('final-70')).thisRow).toMatchObject({ score: [2, 0], live: true });
  });
});

describe('La Liga 2018/19 fixtures around Barcelona v Alavés', () => {
  it('serves the 38 matchdays, matchday 1 current with its real earlier results and the match itself', async () => {
    const { answer, rounds, thisRow } = await fixtures('liga');
    expect(rounds).toHaveLength(38);
    expect(rounds.map((round) => round.fixtures.length)).toEqual(new Array(38).fill(10));
    expect(rounds.filter((round) => round.current).map((round) => round.matchday)).toEqual([1]);
    expect(answer.teamIds).toEqual({ home: 'barcelona', away: 'alaves' });
    expect(thisRow).toMatchObject({ home: { name: 'Barcelona' }, away: { name: 'Alavés' }, score: [3, 0], live: false });
    const day1 = new Map(rounds[0]!.fixtures.map((row) => [`${row.home.name} v ${row.away.name}`, row.score]));
    expect(day1.get('Girona v Real Valladolid')).toEqual([0, 0]);
    expect(day1.get('Real Betis v Levante')).toEqual([0, 3]);
    expect(day1.get('Celta Vigo v Espanyol')).toEqual([1, 1]);
    // After this match's kick-off nothing is a result yet: the Clásico of matchday 10 is a fixture.
    const clasico = rounds[9]!.fixtures.find((row) => row.id === '2018-10-28-barcelona-real-madrid');
    expect(clasico).toMatchObject({ date: '2018-10-28', kickoff: '2018-10-28T15:15:00Z' });
    expect(clasico?.score).toBeUndefined();
  });
});

describe('See Other Games: each fixture names the event that serves its match', () => {
  it("links matchday 1's other La Liga matches to their catalogue events, and this match to itself", async () => {
    const { rounds, thisRow } = await fixtures('liga');
    expect(thisRow.eventId).toBe('liga');
    const day1 = new Map(rounds[0]!.fixtures.map((row) => [`${row.home.name} v ${row.away.name}`, row.eventId]));
    expect(day1.get('Girona v Real Valladolid')).toBe('laliga-2018-19-2018-08-17-girona-real-valladolid');
    expect(day1.get('Real Madrid v Getafe')).toBe('laliga-2018-19-2018-08-19-real-madrid-getafe');
    expect(rounds.every((round) => round.fixtures.every((row) => row.eventId !== undefined))).toBe(true);
  });

  it("links the final's semi-finals, and serves those events: Argentina 3-0 Croatia on 13 December 2022", async () => {
    const { rounds } = await fixtures('final-70');
    const semi = rounds[5]!.fixtures[0]!;
    expect(semi.eventId).toBe('worldcup-2022-2022-12-13-argentina-croatia');
    const linked = await fixtures(semi.eventId!);
    expect(linked.thisRow).toMatchObject({ home: { name: 'Argentina' }, away: { name: 'Croatia' }, score: [3, 0], date: '2022-12-13' });
    // Its own round lists the other semi-final, linked too; the final was not yet paired, so it is not listed.
    expect(linked.rounds.at(-1)!.fixtures.map((row) => row.eventId)).toEqual([
      'worldcup-2022-2022-12-13-argentina-croatia',
      'worldcup-2022-2022-12-14-france-morocco',
    ]);
  });
});

describe('form and head-to-head say where their matches come from', () => {
  it("names the competition of each form entry: Argentina's final and semi-final win over Croatia in the 2022 World Cup", async () => {
    const form = await feed.get('/form/final', formAnswerSchema);
    // The final itself first (it has been played), then the semi-final.
    expect(form.home.entries[0]).toMatchObject({ opponent: { code: 'FRA' }, goalsFor: 3, goalsAgainst: 3 });
    expect(form.home.entries[1]).toMatchObject({
      opponent: { code: 'CRO' },
      goalsFor: 3,
      goalsAgainst: 0,
      competition: { id: 'worldcup-2022', name: 'FIFA World Cup', season: '2022' },
    });
    expect(form.away.entries.every((entry) => entry.competition?.id === 'worldcup-2022')).toBe(true);
  });

  it('covers every international of Argentina and France, and only the La Liga 2018/19 meetings of Barcelona and Alavés', async () => {
    const final = await feed.get('/h2h/final', headToHeadAnswerSchema);
    expect(final.scope).toEqual({ kind: 'internationals', since: '1872' });
    expect(final.summary.total).toBe(12);
    const liga = await feed.get('/h2h/liga', headToHeadAnswerSchema);
    expect(liga.scope).toEqual({ kind: 'season', competition: { id: 'laliga-2018-19', name: 'La Liga', season: '2018/19' } });
    expect(liga.meetings).toEqual([]);
  });
});
