import { describe, expect, it } from 'vitest';
import { loadCompetition } from './data.ts';
import { standings, tableTeams, type StandingsRow } from './standings.ts';
import { league, played, tournament } from '../testing/tiny-competition.ts';

const table = (rows: StandingsRow[]) => rows.map((row) => `${row.rank} ${row.teamId} ${row.points}`);

describe('tableTeams', () => {
  const group = tournament([
    played('2021-06-11', 'turkey', 'italy', [0, 3], { group: 'A' }),
    played('2021-06-12', 'wales', 'switzerland', [1, 1], { group: 'A' }),
    played('2021-06-12', 'denmark', 'finland', [0, 1], { group: 'B' }),
  ]);

  it('is every team drawn in the group, from its matches', () => {
    expect(tableTeams(group, 'A').sort()).toEqual(['italy', 'switzerland', 'turkey', 'wales']);
  });

  it('keeps a team yet to play in a table cut at a moment, on 0 played', () => {
    const atTheOpener = { ...group, matches: group.matches.slice(0, 1) };
    const rows = standings(atTheOpener, { group: 'A', teams: tableTeams(group, 'A') });
    expect(rows.map((row) => `${row.teamId} ${row.played} ${row.points}`)).toEqual([
      'italy 1 3',
      'switzerland 0 0',
      'wales 0 0',
      'turkey 1 0',
    ]);
  });
});

describe('standings rules', () => {
  it('gives three points a win and one a draw, and keeps the last five results, most recent first', () => {
    const competition = league([
      played('2020-01-01', 'ajax', 'psv', [2, 0]),
      played('2020-01-08', 'psv', 'ajax', [1, 1]),
      played('2020-01-15', 'ajax', 'psv', [0, 3]),
    ]);
    const [psv, ajax] = standings(competition);
    expect(ajax).toEqual({
      rank: 2,
      teamId: 'ajax',
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 3,
      goalsAgainst: 4,
      goalDifference: -1,
      points: 4,
      averagePoints: 4 / 3,
      form: ['L', 'D', 'W'],
    });
    expect(psv).toMatchObject({ rank: 1, points: 4, goalDifference: 1, form: ['W', 'D', 'L'] });
  });

  it('keeps only five results in the form guide', () => {
    const dates = ['2020-01-01', '2020-01-02', '2020-01-03', '2020-01-04', '2020-01-05', '2020-01-06'];
    const competition = league(dates.map((date, index) => played(date, 'ajax', 'psv', index === 0 ? [0, 1] : [1, 0])));
    expect(standings(competition)[0]?.form).toEqual(['W', 'W', 'W', 'W', 'W']);
  });

  it('ranks teams level on points by goal difference, then goals scored', () => {
    // Every team ends on three points.
    const competition = league([
      played('2020-01-01', 'alpha', 'bravo', [3, 1]),
      played('2020-01-08', 'bravo', 'charlie', [4, 3]),
      played('2020-01-15', 'charlie', 'delta', [1, 0]),
      played('2020-01-22', 'delta', 'alpha', [2, 0]),
    ]);
    expect(standings(competition).map((row) => [row.teamId, row.points, row.goalDifference, row.goalsFor])).toEqual([
      ['delta', 3, 1, 2],
      ['charlie', 3, 0, 4],
      ['alpha', 3, 0, 3],
      ['bravo', 3, -1, 5],
    ]);
  });

  it('puts teams level on everything in name order, with ranks still 1, 2', () => {
    const competition = league([played('2020-01-01', 'zulu', 'alpha', [1, 1])]);
    expect(table(standings(competition))).toEqual(['1 alpha 1', '2 zulu 1']);
  });

  it('counts only matches strictly before the cut-off, by date or by kick-off', () => {
    const competition = league([
      played('2020-01-01', 'ajax', 'psv', [1, 0], { kickoff: '2020-01-01T14:00:00Z' }),
      played('2020-01-08', 'psv', 'ajax', [1, 0], { kickoff: '2020-01-08T14:00:00Z' }),
    ]);
    expect(table(standings(competition, { before: '2020-01-08' }))).toEqual(['1 ajax 3', '2 psv 0']);
    expect(table(standings(competition, { before: '2020-01-08T14:00:00Z' }))).toEqual(['1 ajax 3', '2 psv 0']);
    expect(table(standings(competition, { before: '2020-01-08T14:00:01Z' }))).toEqual(['1 ajax 3', '2 psv 3']);
    // Before a ball is kicked every team is there with nothing.
    expect(standings(competition, { before: '2020-01-01' }).map((row) => [row.teamId, row.played, row.averagePoints])).toEqual([
      ['ajax', 0, 0],
      ['psv', 0, 0],
    ]);
  });

  it('lists a league team that has not played yet', () => {
    const competition = league([played('2020-01-01', 'ajax', 'psv', [1, 0])], ['utrecht']);
    expect(table(standings(competition))).toEqual(['1 ajax 3', '2 utrecht 0', '3 psv 0']);
  });

  it('leaves knockout matches out of every table and keeps groups apart', () => {
    const competition = tournament([
      played('2020-06-01', 'italy', 'wales', [1, 0], { group: 'A' }),
      played('2020-06-01', 'spain', 'sweden', [0, 0], { group: 'B' }),
      played('2020-06-10', 'wales', 'spain', [5, 0], { round: 'Final' }),
    ]);
    expect(table(standings(competition, { group: 'A' }))).toEqual(['1 italy 3', '2 wales 0']);
    expect(standings(competition, { group: 'A' }).find((row) => row.teamId === 'wales')?.played).toBe(1);
    expect(table(standings(competition, { group: 'B' }))).toEqual(['1 spain 1', '2 sweden 1']);
    expect(standings(competition).reduce((sum, row) => sum + row.played, 0)).toBe(4);
    expect(standings(competition, { group: 'C' })).toEqual([]);
  });
});

describe('standings from the data', () => {
  it('La Liga 2018/19 ends with Barcelona champions on 87, Atlético 76 and Real Madrid 68', async () => {
    const laLiga = await loadCompetition('laliga-2018-19');
    const rows = standings(laLiga!);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.played === 38)).toBe(true);
    expect(rows[0]).toMatchObject({ teamId: 'barcelona', won: 26, drawn: 9, lost: 3, goalsFor: 90, goalsAgainst: 36, points: 87 });
    expect(rows.slice(0, 3).map((row) => [row.teamId, row.points])).toEqual([
      ['barcelona', 87],
      ['atletico-madrid', 76],
      ['real-madrid', 68],
    ]);
    // Drew at Eibar on the last day, after beating Getafe, losing at Celta, beating Levante and Alavés.
    expect(rows[0]?.form).toEqual(['D', 'W', 'L', 'W', 'W']);
    expect(rows.at(-1)).toMatchObject({ teamId: 'rayo-vallecano', points: 32 });
  });

  it('ranks La Liga teams level on points by goal difference, not by their meetings', async () => {
    const rows = standings((await loadCompetition('laliga-2018-19'))!);
    const position = (teamId: string) => rows.find((row) => row.teamId === teamId)?.rank;
    // Both on 59: Sevilla +15, Getafe +13. La Liga's own head-to-head rule put Getafe fifth.
    expect([position('sevilla'), position('getafe')]).toEqual([5, 6]);
    // Both on 41: Celta -9, Valladolid -19. The official table has Valladolid 16th on head-to-head.
    expect([position('celta'), position('real-valladolid')]).toEqual([16, 17]);
  });

  it('La Liga on the morning of Barcelona v Girona (2018-09-23): Real Madrid top on 13, Barcelona 12 from four', async () => {
    const rows = standings((await loadCompetition('laliga-2018-19'))!, { before: '2018-09-23' });
    expect(rows.slice(0, 2).map((row) => [row.teamId, row.played, row.points, row.goalDifference])).toEqual([
      ['real-madrid', 5, 13, 9],
      ['barcelona', 4, 12, 11],
    ]);
  });

  it('Euro 2020 Group A: Italy 9 points, Wales second on goal difference over Switzerland, Turkey none', async () => {
    const euro = await loadCompetition('euro-2020');
    const rows = standings(euro!, { group: 'A' });
    expect(rows.map((row) => [row.teamId, row.points, row.goalsFor, row.goalsAgainst])).toEqual([
      ['italy', 9, 7, 0],
      ['wales', 4, 3, 2],
      ['switzerland', 4, 4, 5],
      ['turkey', 0, 1, 8],
    ]);
  });

  it('Euro 2020 Group A before the opener kicked off holds four teams on nothing', async () => {
    const euro = await loadCompetition('euro-2020');
    const rows = standings(euro!, { group: 'A', before: '2021-06-11T19:00:00Z' });
    expect(rows.map((row) => [row.teamId, row.played])).toEqual([
      ['italy', 0],
      ['switzerland', 0],
      ['turkey', 0],
      ['wales', 0],
    ]);
    expect(standings(euro!, { group: 'A', before: '2021-06-11T21:00:00Z' }).map((row) => [row.teamId, row.points])[0]).toEqual([
      'italy',
      3,
    ]);
  });

  it('World Cup 2022 Group C: Argentina top despite losing to Saudi Arabia; the knockout rounds count nowhere', async () => {
    const worldCup = (await loadCompetition('worldcup-2022'))!;
    expect(table(standings(worldCup, { group: 'C' }))).toEqual(['1 argentina 6', '2 poland 4', '3 mexico 4', '4 saudi-arabia 3']);
    const all = standings(worldCup);
    expect(all).toHaveLength(32);
    expect(all.every((row) => row.played === 3)).toBe(true);
  });
});
