import { describe, expect, it } from 'vitest';
import { loadCompetition } from './data.ts';
import { recentForm } from './form.ts';
import { league, played, tournament } from '../testing/tiny-competition.ts';

describe('recent form rules', () => {
  const competition = tournament([
    played('2020-06-01', 'italy', 'wales', [1, 0], { group: 'A' }),
    played('2020-06-05', 'spain', 'italy', [2, 2], { group: 'A' }),
    played('2020-06-09', 'italy', 'turkey', [0, 1], { group: 'A' }),
    // A knockout match: 1-1 after 90, 2-2 after extra time, Italy through on penalties.
    played('2020-06-20', 'england', 'italy', [1, 1], { round: 'Final', aet: [2, 2], pens: [2, 3] }),
  ]);

  it('lists every match of the team, knockout included, most recent first', () => {
    expect(recentForm(competition, 'italy').map((entry) => [entry.opponentId, entry.venue, entry.result])).toEqual([
      ['england', 'away', 'D'],
      ['turkey', 'home', 'L'],
      ['spain', 'away', 'D'],
      ['wales', 'home', 'W'],
    ]);
  });

  it('counts a match decided on penalties as a draw after extra time and names the shoot-out winner', () => {
    const [final] = recentForm(competition, 'italy');
    expect(final).toEqual({
      matchId: '2020-06-20-england-italy',
      date: '2020-06-20',
      opponentId: 'england',
      venue: 'away',
      goalsFor: 2,
      goalsAgainst: 2,
      result: 'D',
      shootoutWinner: 'italy',
    });
    expect(recentForm(competition, 'england')[0]).toMatchObject({ result: 'D', shootoutWinner: 'italy' });
    // Matches without a shoot-out carry no such field at all.
    expect(recentForm(competition, 'wales')[0]).not.toHaveProperty('shootoutWinner');
  });

  it('takes only matches before the cut-off and at most `count`', () => {
    expect(recentForm(competition, 'italy', { before: '2020-06-09' }).map((entry) => entry.matchId)).toEqual([
      '2020-06-05-spain-italy',
      '2020-06-01-italy-wales',
    ]);
    expect(recentForm(competition, 'italy', { count: 1 })).toHaveLength(1);
  });

  it('defaults to six matches', () => {
    const dates = Array.from({ length: 8 }, (_, index) => `2020-01-0${index + 1}`);
    expect(recentForm(league(dates.map((date) => played(date, 'ajax', 'psv', [1, 0]))), 'psv')).toHaveLength(6);
  });

  it('is empty for a team with no matches', () => {
    expect(recentForm(competition, 'france')).toEqual([]);
  });
});

describe('recent form from the data', () => {
  it('Barcelona came into Girona (2018-09-23) on four league wins out of four', async () => {
    const laLiga = (await loadCompetition('laliga-2018-19'))!;
    const form = recentForm(laLiga, 'barcelona', { before: '2018-09-23' });
    expect(form.map((entry) => `${entry.result} ${entry.venue} ${entry.opponentId} ${entry.goalsFor}-${entry.goalsAgainst}`)).toEqual([
      'W away real-sociedad 2-1',
      'W home huesca 8-2',
      'W away real-valladolid 1-0',
      'W home alaves 3-0',
    ]);
    // A kick-off cut-off on the day gives the same four: Girona is the match itself.
    expect(recentForm(laLiga, 'barcelona', { before: '2018-09-23T18:45:00Z' })).toEqual(form);
  });

  it('Argentina reached the 2022 final through a loss, three wins and two shoot-outs', async () => {
    const worldCup = (await loadCompetition('worldcup-2022'))!;
    const form = recentForm(worldCup, 'argentina', { count: 7 });
    expect(form.map((entry) => entry.result).join('')).toBe('DWDWWWL');
    expect(form[0]).toMatchObject({ opponentId: 'france', goalsFor: 3, goalsAgainst: 3, shootoutWinner: 'argentina' });
    expect(form[2]).toMatchObject({ opponentId: 'netherlands', goalsFor: 2, goalsAgainst: 2, shootoutWinner: 'argentina' });
    expect(form.at(-1)).toMatchObject({ opponentId: 'saudi-arabia', result: 'L', goalsFor: 1, goalsAgainst: 2 });
  });
});
