import { describe, expect, it } from 'vitest';
import { loadCompetition } from './data.ts';
import { fixtures } from './fixtures.ts';
import { league, played } from '../testing/tiny-competition.ts';

describe('fixtures rules', () => {
  const competition = league([
    played('2020-01-15', 'ajax', 'psv', [1, 0], { kickoff: '2020-01-15T19:00:00Z' }),
    played('2020-01-01', 'psv', 'utrecht', [2, 2], { kickoff: '2020-01-01T19:00:00Z' }),
    played('2020-01-08', 'utrecht', 'ajax', [0, 0], { kickoff: '2020-01-08T19:00:00Z' }),
    played('2020-01-08', 'az', 'psv', [0, 3], { kickoff: '2020-01-08T13:00:00Z' }),
  ]);
  const ids = (options: Parameters<typeof fixtures>[1]) => fixtures(competition, options).map((match) => match.id);

  it('sorts by date and kick-off, oldest first', () => {
    expect(ids({})).toEqual(['2020-01-01-psv-utrecht', '2020-01-08-az-psv', '2020-01-08-utrecht-ajax', '2020-01-15-ajax-psv']);
  });

  it("filters one team's matches", () => {
    expect(ids({ teamId: 'ajax' })).toEqual(['2020-01-08-utrecht-ajax', '2020-01-15-ajax-psv']);
  });

  it('splits upcoming (at or after) from past (strictly before) without overlap', () => {
    const now = '2020-01-08T19:00:00Z';
    expect(ids({ before: now })).toEqual(['2020-01-01-psv-utrecht', '2020-01-08-az-psv']);
    expect(ids({ after: now })).toEqual(['2020-01-08-utrecht-ajax', '2020-01-15-ajax-psv']);
    expect(ids({ after: '2020-01-02', before: '2020-01-15' })).toEqual(['2020-01-08-az-psv', '2020-01-08-utrecht-ajax']);
  });

  it('limits after ordering: the next N, or the last N results latest first', () => {
    expect(ids({ limit: 1 })).toEqual(['2020-01-01-psv-utrecht']);
    expect(ids({ order: 'latestFirst', limit: 2, teamId: 'psv' })).toEqual(['2020-01-15-ajax-psv', '2020-01-08-az-psv']);
  });

  it('rejects a cut-off it cannot read rather than filtering nothing', () => {
    expect(() => ids({ before: 'next Tuesday' })).toThrow(RangeError);
  });
});

describe('fixtures from the data', () => {
  it("Barcelona's next three from the day of Girona, and their 38 league matches in all", async () => {
    const laLiga = (await loadCompetition('laliga-2018-19'))!;
    expect(fixtures(laLiga, { teamId: 'barcelona', after: '2018-09-23', limit: 3 }).map((match) => match.id)).toEqual([
      '2018-09-23-barcelona-girona',
      '2018-09-26-leganes-barcelona',
      '2018-09-29-barcelona-athletic-club',
    ]);
    expect(fixtures(laLiga, { teamId: 'barcelona' })).toHaveLength(38);
    expect(fixtures(laLiga)).toHaveLength(380);
  });

  it('the opening match of La Liga 2018/19 is upcoming at its own kick-off and past a second later', async () => {
    const laLiga = (await loadCompetition('laliga-2018-19'))!;
    const [opener] = fixtures(laLiga, { limit: 1 });
    expect(opener).toMatchObject({ id: '2018-08-17-girona-real-valladolid', kickoff: '2018-08-17T18:15:00Z' });
    expect(fixtures(laLiga, { after: '2018-08-17T18:15:00Z', limit: 1 })[0]?.id).toBe(opener?.id);
    expect(fixtures(laLiga, { before: '2018-08-17T18:15:01Z' }).map((match) => match.id)).toEqual([opener?.id]);
  });
});
