import { describe, expect, it } from 'vitest';
import { captured } from '../testing/answers.ts';
import { fixturesByRound } from './fixture-rounds.ts';
import { filterForm } from './form-filter.ts';
import { headToHeadTotals } from './h2h-totals.ts';
import { formatKickoff, timeZoneLabel } from './match-time.ts';
import { fitName, nameX, pitchPoint } from './pitch-layout.ts';
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
  it('puts La Liga’s matchday 1 first with this match in it, then the rounds to come', () => {
    const thisMatch = {
      id: 'this',
      date: '2018-08-18',
      kickoff: '2018-08-18T18:15:00Z',
      round: 'Matchday 1',
      home: { id: 'barcelona', name: 'Barcelona', code: 'BAR' },
      away: { id: 'alaves', name: 'Alavés', code: 'ALA' },
    };
    const rounds = fixturesByRound(captured.laliga.fixtures, thisMatch);
    expect(rounds.map((round) => round.name)).toEqual(['Matchday 1', 'Matchday 2', 'Matchday 3', 'Matchday 4', 'Matchday 5']);
    expect(rounds[0]!.current).toBe(true);
    expect(rounds[0]!.fixtures).toHaveLength(10);
    expect(rounds[0]!.fixtures.map((fixture) => fixture.id).indexOf('this')).toBe(3);
    expect(rounds[1]!.fixtures.map((fixture) => `${fixture.home.name}-${fixture.away.name}`)).toEqual([
      'Alavés-Real Betis',
      'Real Valladolid-Barcelona',
    ]);
  });

  it('lists the final’s earlier rounds, most recent first, each match once', () => {
    const rounds = fixturesByRound(captured.final.fixtures);
    expect(rounds.map((round) => round.name)).toEqual(['Semi-finals', 'Quarter-finals', 'Round of 16', 'Matchday 11', 'Matchday 7']);
    expect(rounds[0]!.fixtures.map((fixture) => fixture.score)).toEqual([
      [2, 0],
      [3, 0],
    ]);
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

describe('the pitch', () => {
  it('puts the goalkeepers at the two ends and mirrors the away team', () => {
    const home = pitchPoint('home', { x: 5, y: 50 });
    const away = pitchPoint('away', { x: 5, y: 50 });
    expect(home.cy).toBeGreaterThan(95);
    expect(away.cy).toBeLessThan(10);
    expect(pitchPoint('home', { x: 27, y: 88 }).cx).toBeGreaterThan(34);
    expect(pitchPoint('away', { x: 27, y: 88 }).cx).toBeLessThan(34);
  });
  it('shortens a long name to its last words, then with an ellipsis', () => {
    expect(fitName('Marc-André ter Stegen')).toBe('ter Stegen');
    expect(fitName('Lionel Messi')).toBe('Messi');
    expect(fitName('Martín Aguirregabiria')).toBe('Aguirregab…');
    expect(fitName('L. Martínez')).toBe('L. Martínez');
    expect(fitName('E. Fernández')).toBe('Fernández');
    expect(fitName('Di María')).toBe('Di María');
  });

  it('keeps an edge player’s name on the pitch', () => {
    expect(nameX(2, 'Gómez')).toBeGreaterThan(2);
    expect(nameX(66, 'Bastón')).toBeLessThan(66);
    expect(nameX(34, 'Bastón')).toBe(34);
  });
});
