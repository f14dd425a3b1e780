import { describe, expect, it } from 'vitest';
import { competitionSchema, headToHeadFileSchema, matchSchema, type Match } from './schema.ts';

const final: Match = {
  id: '2022-12-18-argentina-france',
  date: '2022-12-18',
  kickoff: '2022-12-18T15:00:00Z',
  round: 'Final',
  home: 'argentina',
  away: 'france',
  ft: [2, 2],
  aet: [3, 3],
  pens: [4, 2],
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('competition schema', () => {
  it('accepts a final settled by a shoot-out', () => {
    expect(matchSchema.safeParse(final).success).toBe(true);
  });

  it('rejects scores that cannot happen', () => {
    expect(messages(matchSchema.safeParse({ ...final, aet: [1, 1] }))).toContain('fewer goals after extra time than after 90 minutes');
    expect(messages(matchSchema.safeParse({ ...final, aet: [3, 4] }))).toContain('a shoot-out follows only a draw');
    expect(messages(matchSchema.safeParse({ ...final, pens: [3, 3] }))).toContain('a shoot-out has a winner');
    expect(messages(matchSchema.safeParse({ ...final, ht: [3, 0] }))).toContain('more goals at half-time than at full time');
    expect(messages(matchSchema.safeParse({ ...final, kickoff: '2022-12-25T15:00:00Z' }))).toContain('kick-off is not on the match date');
  });

  it('takes extra time after a draw on the day, or over two legs, and after nothing else', () => {
    const team = (id: string) => ({ id, name: id, code: id.slice(0, 3).toUpperCase() });
    const leg = (match: Partial<Match>): Match => ({
      id: 'x',
      date: '2019-02-12',
      round: 'Round of 16',
      home: 'roma',
      away: 'porto',
      ft: [2, 1],
      ...match,
    });
    const tie = (secondLeg: Partial<Match>) => ({
      id: 'champions-league-2018-19',
      name: 'UEFA Champions League',
      season: '2018/19',
      format: 'tournament',
      teams: [team('porto'), team('roma')],
      // Roma 2-1 Porto, then Porto 2-1 Roma: level on aggregate, and Porto won 3-1 after extra time.
      matches: [
        leg({ id: 'first' }),
        leg({ id: 'second', date: '2019-03-06', home: 'porto', away: 'roma', ft: [2, 1], aet: [3, 1], ...secondLeg }),
      ],
    });
    expect(competitionSchema.safeParse(tie({})).success).toBe(true);
    expect(messages(competitionSchema.safeParse(tie({ ft: [3, 1], aet: [4, 1] })))).toEqual(['extra time is played only after a draw']);
    expect(messages(competitionSchema.safeParse({ ...tie({}), matches: [leg({ id: 'alone', aet: [3, 1] })] }))).toEqual([
      'extra time is played only after a draw',
    ]);
  });

  it('requires scorers to add up to the score after extra time', () => {
    const scorers = [
      { side: 'home', name: 'Lionel Messi', minute: 23, penalty: true },
      { side: 'away', name: 'Kylian Mbappé', minute: 80, penalty: true },
    ] as const;
    expect(messages(matchSchema.safeParse({ ...final, scorers }))).toEqual(['scorers make 1-1, the score is 3-3']);
    expect(matchSchema.safeParse({ ...final, ft: [0, 0], aet: undefined, pens: undefined, scorers: [] }).success).toBe(true);
  });

  it('rejects unknown teams, duplicate ids and groups in a league', () => {
    const competition = {
      id: 'tiny',
      name: 'Tiny',
      season: '2020',
      format: 'league',
      teams: [
        { id: 'argentina', name: 'Argentina', code: 'ARG' },
        { id: 'argentina', name: 'Argentina', code: 'ARG' },
      ],
      matches: [{ ...final, group: 'A' }],
    };
    expect(messages(competitionSchema.safeParse(competition))).toEqual([
      'duplicate team id argentina',
      'unknown team france',
      'a league has no groups',
    ]);
  });

  it('keeps a head-to-head file to its two teams, oldest first', () => {
    const meeting = {
      date: '2000-01-01',
      home: 'spain',
      away: 'italy',
      homeScore: 1,
      awayScore: 1,
      tournament: 'Friendly',
      neutral: false,
    };
    const file = {
      teams: [
        { id: 'spain', name: 'Spain', code: 'ESP' },
        { id: 'italy', name: 'Italy', code: 'ITA' },
      ],
      coverage: 'test',
      meetings: [meeting, { ...meeting, date: '1990-01-01' }, { ...meeting, away: 'france' }, { ...meeting, shootoutWinner: 'france' }],
    };
    expect(messages(headToHeadFileSchema.safeParse(file))).toEqual([
      'the shoot-out winner did not play',
      'meetings are oldest first',
      'spain v france is not a meeting of the two teams',
    ]);
  });
});
