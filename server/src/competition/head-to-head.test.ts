import { describe, expect, it } from 'vitest';
import { loadHeadToHead } from './data.ts';
import { headToHead } from './head-to-head.ts';
import type { Meeting } from './schema.ts';

const meeting = (
  date: string,
  home: string,
  away: string,
  homeScore: number,
  awayScore: number,
  extra: Partial<Meeting> = {},
): Meeting => ({
  date,
  home,
  away,
  homeScore,
  awayScore,
  tournament: 'Friendly',
  neutral: false,
  ...extra,
});

describe('head-to-head rules', () => {
  const meetings = [
    meeting('2000-01-01', 'spain', 'italy', 2, 0),
    meeting('2004-01-01', 'italy', 'spain', 3, 1),
    meeting('2008-01-01', 'spain', 'italy', 0, 0, { shootoutWinner: 'spain', neutral: true }),
    meeting('2012-01-01', 'italy', 'spain', 1, 4),
    // Another pair in the same list is not part of the record.
    meeting('2010-01-01', 'spain', 'france', 9, 0),
  ];

  it("counts wins, draws and goals from team A's side, most recent meeting first", () => {
    const record = headToHead(meetings, 'spain', 'italy');
    expect(record).toMatchObject({ teamAWins: 2, teamBWins: 1, draws: 1, teamAGoals: 7, teamBGoals: 4 });
    expect(record.meetings.map((m) => m.date)).toEqual(['2012-01-01', '2008-01-01', '2004-01-01', '2000-01-01']);
  });

  it('is the same record seen from the other side', () => {
    expect(headToHead(meetings, 'italy', 'spain')).toMatchObject({ teamAWins: 1, teamBWins: 2, draws: 1, teamAGoals: 4, teamBGoals: 7 });
  });

  it('counts a shoot-out as a draw', () => {
    expect(headToHead(meetings, 'spain', 'italy', { before: '2012-01-01' })).toMatchObject({ teamAWins: 1, teamBWins: 1, draws: 1 });
  });

  it('is empty when they never met, or not before the cut-off', () => {
    expect(headToHead(meetings, 'italy', 'france')).toEqual({
      meetings: [],
      teamAWins: 0,
      teamBWins: 0,
      draws: 0,
      teamAGoals: 0,
      teamBGoals: 0,
    });
    expect(headToHead(meetings, 'spain', 'italy', { before: '2000-01-01' }).meetings).toEqual([]);
  });
});

describe('head-to-head from the data', () => {
  it('Argentina v France up to the 2022 final: 13 meetings, Argentina 6 wins, France 3, 4 draws, goals 18-14', async () => {
    const file = (await loadHeadToHead('argentina', 'france'))!;
    const record = headToHead(file.meetings, 'argentina', 'france');
    expect(record).toMatchObject({ teamAWins: 6, teamBWins: 3, draws: 4, teamAGoals: 18, teamBGoals: 14 });
    expect(record.meetings).toHaveLength(13);
    expect(record.meetings[0]).toEqual({
      date: '2022-12-18',
      home: 'argentina',
      away: 'france',
      homeScore: 3,
      awayScore: 3,
      tournament: 'FIFA World Cup',
      city: 'Lusail',
      country: 'Qatar',
      neutral: true,
      shootoutWinner: 'argentina',
    });
    expect(record.meetings.at(-1)).toMatchObject({ date: '1930-07-15', homeScore: 1, awayScore: 0, city: 'Montevideo' });
  });

  it('going into the final the record was 6-3 with 3 draws; the last meeting was France 4-3 in Kazan', async () => {
    const file = (await loadHeadToHead('france', 'argentina'))!;
    const record = headToHead(file.meetings, 'argentina', 'france', { before: '2022-12-18' });
    expect(record).toMatchObject({ teamAWins: 6, teamBWins: 3, draws: 3 });
    expect(record.meetings[0]).toMatchObject({ date: '2018-06-30', home: 'france', homeScore: 4, awayScore: 3, city: 'Kazan' });
  });

  it('Turkey had never beaten Italy going into the Euro 2020 opener: 10 meetings, 7 Italy wins, 3 draws', async () => {
    const file = (await loadHeadToHead('turkey', 'italy'))!;
    expect(headToHead(file.meetings, 'turkey', 'italy', { before: '2021-06-11' })).toMatchObject({
      teamAWins: 0,
      teamBWins: 7,
      draws: 3,
      teamAGoals: 5,
      teamBGoals: 18,
    });
    // The source lists the opener with Italy at home, in Rome.
    const opener = headToHead(file.meetings, 'turkey', 'italy').meetings[0];
    expect(opener).toMatchObject({ date: '2021-06-11', home: 'italy', homeScore: 3, awayScore: 0, city: 'Rome', neutral: false });
  });

  it('Barcelona v Alavés holds only the two La Liga 2018/19 meetings, and says so', async () => {
    const file = (await loadHeadToHead('barcelona', 'alaves'))!;
    expect(file.coverage).toMatch(/2018\/19/);
    const record = headToHead(file.meetings, 'barcelona', 'alaves');
    expect(record).toMatchObject({ teamAWins: 2, teamBWins: 0, draws: 0, teamAGoals: 5, teamBGoals: 0 });
    expect(record.meetings.map((m) => m.date)).toEqual(['2019-04-23', '2018-08-18']);
    expect(record.meetings[0]).not.toHaveProperty('city');
    expect(headToHead(file.meetings, 'barcelona', 'alaves', { before: '2018-08-18' }).meetings).toEqual([]);
  });
});
