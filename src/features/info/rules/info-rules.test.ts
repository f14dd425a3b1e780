import { describe, expect, it } from 'vitest';
import { captured } from '../testing/answers.ts';
import { competitionName, competitionNameKey, tournamentName } from '../../../rules/competition-name.ts';
import { currentRoundFirst, fixturesByRound, roundLabel, withLiveScore } from './fixture-rounds.ts';
import { filterForm } from './form-filter.ts';
import { headToHeadTotals } from './h2h-totals.ts';
import { formatKickoff, timeZoneLabel } from './match-time.ts';
import { zoneOf } from './table-zones.ts';

describe('head-to-head totals', () => {
  it('agree with the CC0 results of Argentina v France: 12 meetings, 6-3 with 3 draws', () => {
    const totals = headToHeadTotals(captured.final.h2h.meetings, 'argentina');
    const { summary } = captured.final.h2h;
    expect(totals).toMatchObject({ meetings: summary.total, homeWins: summary.homeWins, awayWins: summary.awayWins, draws: summary.draws });
    expect([totals.homeGoals, totals.awayGoals]).toEqual([15, 11]);
    // Both scored: 4-3 (2018), 2-1 (1978), 3-4 (1971); three goals or more: the same three.
    expect([totals.bothScored, totals.overTwoAndHalf]).toEqual([3, 3]);
  });

  it('counts from the away team when it is the home team of this match', () => {
    expect(headToHeadTotals(captured.final.h2h.meetings, 'france')).toMatchObject({ homeWins: 3, awayWins: 6, homeGoals: 11 });
  });
});

describe('form filters', () => {
  const entries = captured.final.form.home.entries;
  it('keeps the last N, most recent first', () => {
    expect(filterForm(entries, 'all', 3).map((entry) => entry.opponent.name)).toEqual(['Croatia', 'Netherlands', 'Australia']);
  });
  it('keeps only away matches: Argentina’s were the Netherlands and Poland', () => {
    expect(filterForm(entries, 'away', 6).map((entry) => entry.opponent.name)).toEqual(['Netherlands', 'Poland']);
  });
});

describe('fixtures by round', () => {
  it('puts La Liga’s matchday 1 first with Barcelona v Alavés in it, then matchdays 2 to 38', () => {
    const rounds = fixturesByRound(captured.laliga.fixtures);
    expect(rounds).toHaveLength(38);
    expect(rounds.map((round) => round.matchday)).toEqual(Array.from({ length: 38 }, (_, index) => index + 1));
    expect(rounds[0]!.current).toBe(true);
    expect(rounds[0]!.fixtures).toHaveLength(10);
    const thisMatch = rounds[0]!.fixtures.filter((fixture) => fixture.thisMatch);
    expect(thisMatch.map((fixture) => [fixture.home.name, fixture.score, fixture.away.name])).toEqual([['Barcelona', [3, 0], 'Alavés']]);
    expect(rounds[1]!.fixtures.map((fixture) => `${fixture.home.name}-${fixture.away.name}`)).toContain('Real Valladolid-Barcelona');
  });

  it('puts the final first, then the earlier rounds most recent first, with their real results', () => {
    const rounds = fixturesByRound(captured.final.fixtures);
    expect(rounds.map((round) => [round.stage, round.matchday ?? null])).toEqual([
      ['final', null],
      ['thirdPlace', null],
      ['semiFinals', null],
      ['quarterFinals', null],
      ['roundOf16', null],
      ['group', 3],
      ['group', 2],
      ['group', 1],
    ]);
    expect(rounds[2]!.fixtures.map((fixture) => fixture.score)).toEqual([
      [3, 0],
      [2, 0],
    ]);
  });

  it('orders rounds given in time order: the current one, those after it, then those before it, latest first', () => {
    const rounds = ['1', '2', '3', '4', '5'].map((key) => ({ key, current: key === '3' }));
    expect(currentRoundFirst(rounds).map((round) => round.key)).toEqual(['3', '4', '5', '2', '1']);
    expect(currentRoundFirst(rounds.map((round) => ({ ...round, current: false }))).map((round) => round.key)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('names a round from its structure, and leaves a round it cannot name to the data’s words', () => {
    expect(roundLabel({ stage: 'league', matchday: 12 })).toEqual({ key: 'info.round.matchday', values: { number: 12 } });
    expect(roundLabel({ stage: 'group', matchday: 2 })).toEqual({ key: 'info.round.groupMatchday', values: { number: 2 } });
    expect(roundLabel({ stage: 'quarterFinals' })).toEqual({ key: 'info.round.quarterFinals' });
    expect(roundLabel({ stage: 'other' })).toBeNull();
  });

  it('shows this match with the live score, the other matches as the feed gives them', () => {
    const row = { id: 'x', date: '2022-12-18', round: 'Final', score: [0, 0] as const };
    expect(withLiveScore({ ...row, thisMatch: true }, [2, 1]).score).toEqual([2, 1]);
    expect(withLiveScore(row, [2, 1]).score).toEqual([0, 0]);
    expect(withLiveScore({ ...row, thisMatch: true }, undefined).score).toEqual([0, 0]);
  });

  it('groups a feed’s answer without rounds from the neighbours, this match in the current round', () => {
    const legacy = { ...captured.laliga.fixtures, rounds: undefined };
    const thisMatch = {
      id: 'this',
      date: '2018-08-18',
      kickoff: '2018-08-18T20:15:00Z',
      round: 'Matchday 1',
      home: { id: 'barcelona', name: 'Barcelona', code: 'BAR' },
      away: { id: 'alaves', name: 'Alavés', code: 'ALA' },
    };
    const rounds = fixturesByRound(legacy, thisMatch);
    // Each team's next five known at kick-off: Barcelona's and Alavés's matchdays 2 to 6.
    expect(rounds.map((round) => round.name)).toEqual(['Matchday 1', 'Matchday 2', 'Matchday 3', 'Matchday 4', 'Matchday 5', 'Matchday 6']);
    expect(rounds[0]!.fixtures.filter((fixture) => fixture.thisMatch).map((fixture) => fixture.id)).toEqual(['this']);
  });
});

describe('competition names', () => {
  it('names the World Cup and the European Championship by their ids, any other competition as the feed does', () => {
    expect(competitionNameKey('worldcup-2022')).toBe('info.competitions.worldCup');
    expect(competitionNameKey('euro-2020')).toBe('info.competitions.euro');
    expect(competitionNameKey('laliga-2018-19')).toBeNull();
    expect(competitionNameKey('europa-league-2019')).toBeNull();
    const t = (key: string) => `«${key}»`;
    expect(competitionName({ id: 'worldcup-2022', name: 'FIFA World Cup' }, t)).toBe('«info.competitions.worldCup»');
    expect(competitionName({ id: 'laliga-2018-19', name: 'La Liga' }, t)).toBe('La Liga');
    expect(tournamentName('Friendly', t)).toBe('«info.competitions.friendly»');
    expect(tournamentName('UEFA Euro qualification', t)).toBe('«info.competitions.euroQualification»');
    expect(tournamentName('Brazil Independence Cup', t)).toBe('Brazil Independence Cup');
  });
});

describe('times in the fan’s zone', () => {
  const kickoff = '2022-12-18T15:00:00Z';
  it('shows the final’s kick-off at 12:00 in Buenos Aires and 16:00 in Berlin', () => {
    expect(formatKickoff(kickoff, 'en', 'America/Argentina/Buenos_Aires')).toMatch(/12:00/);
    expect(formatKickoff(kickoff, 'de', 'Europe/Berlin')).toMatch(/16:00/);
    expect(timeZoneLabel(kickoff, 'en', 'Europe/Berlin')).toMatch(/GMT\+1|CET/);
  });
});

describe('zones', () => {
  it('La Liga: four to the Champions League, two to the Europa League, three down', () => {
    const zones = Array.from({ length: 20 }, (_, index) => zoneOf('laliga-2018-19', null, index + 1, 20));
    expect(zones.filter((zone) => zone === 'championsLeague')).toHaveLength(4);
    expect(zones.slice(4, 6)).toEqual(['europaLeague', 'europaLeague']);
    expect(zones.slice(17)).toEqual(['relegation', 'relegation', 'relegation']);
  });
  it('a World Cup group sends two through; an unknown competition has no zones', () => {
    expect([1, 2, 3, 4].map((rank) => zoneOf('worldcup-2022', 'C', rank, 4))).toEqual(['qualified', 'qualified', null, null]);
    expect(zoneOf('somewhere', null, 1, 20)).toBeNull();
  });
});
