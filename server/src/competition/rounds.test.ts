import { describe, expect, it } from 'vitest';
import { loadCompetition } from './data.ts';
import { roundInfoOf, roundsOf } from './rounds.ts';
import { league, played, tournament } from '../testing/tiny-competition.ts';

describe('round structure', () => {
  it('reads a league matchday from the data round name', () => {
    expect(roundInfoOf({ format: 'league' }, { round: 'Matchday 12' })).toEqual({ stage: 'league', matchday: 12 });
    expect(roundInfoOf({ format: 'league' }, { round: 'Play-off' })).toEqual({ stage: 'other' });
  });

  it('names knockout stages, and leaves unknown words as other', () => {
    const knockout = (round: string) => roundInfoOf({ format: 'tournament' }, { round }).stage;
    expect(['Round of 16', 'Quarter-finals', 'Semi-finals', 'Match for third place', 'Final', 'Replay'].map(knockout)).toEqual([
      'roundOf16',
      'quarterFinals',
      'semiFinals',
      'thirdPlace',
      'final',
      'other',
    ]);
  });

  it("counts a group match's matchday by the teams' group matches, not the data's tournament days", () => {
    const cup = tournament([
      played('2020-06-01', 'ajax', 'psv', [1, 0], { round: 'Matchday 1', group: 'A' }),
      played('2020-06-02', 'az', 'utrecht', [0, 0], { round: 'Matchday 2', group: 'A' }),
      played('2020-06-05', 'ajax', 'az', [2, 2], { round: 'Matchday 5', group: 'A' }),
      played('2020-06-06', 'psv', 'utrecht', [3, 1], { round: 'Matchday 6', group: 'A' }),
      played('2020-06-10', 'ajax', 'utrecht', [1, 1], { round: 'Final' }),
    ]);
    expect(roundsOf(cup).map((round) => [round.key, round.matches.map((match) => match.id)])).toEqual([
      ['group-1', ['2020-06-01-ajax-psv', '2020-06-02-az-utrecht']],
      ['group-2', ['2020-06-05-ajax-az', '2020-06-06-psv-utrecht']],
      ['final', ['2020-06-10-ajax-utrecht']],
    ]);
  });

  it('puts a match the data lacks into its round', () => {
    const tiny = league([played('2020-01-04', 'ajax', 'psv', [2, 1], { round: 'Matchday 1' })], ['az', 'utrecht']);
    const extra = played('2020-01-04', 'az', 'utrecht', [0, 0], { round: 'Matchday 1' });
    expect(roundsOf(tiny, extra)).toHaveLength(1);
    expect(roundsOf(tiny, extra)[0]!.matches.map((match) => match.id)).toContain(extra.id);
  });

  it('gives La Liga 2018/19 its 38 matchdays of 10, the Clásico 5-1 in matchday 10', async () => {
    const rounds = roundsOf((await loadCompetition('laliga-2018-19'))!);
    expect(rounds.map((round) => round.matches.length)).toEqual(new Array(38).fill(10));
    expect(rounds.map((round) => round.info.matchday)).toEqual(Array.from({ length: 38 }, (_, index) => index + 1));
    expect(rounds[9]!.matches.find((match) => match.id === '2018-10-28-barcelona-real-madrid')?.ft).toEqual([5, 1]);
  });

  it("gives the 2022 World Cup three group matchdays of 16, then its knockout rounds; Argentina's defeat by Saudi Arabia on the first", async () => {
    const rounds = roundsOf((await loadCompetition('worldcup-2022'))!);
    expect(rounds.map((round) => [round.key, round.matches.length])).toEqual([
      ['group-1', 16],
      ['group-2', 16],
      ['group-3', 16],
      ['roundOf16', 8],
      ['quarterFinals', 4],
      ['semiFinals', 2],
      ['thirdPlace', 1],
      ['final', 1],
    ]);
    expect(rounds[0]!.matches.find((match) => match.id === '2022-11-22-argentina-saudi-arabia')?.ft).toEqual([1, 2]);
    expect(rounds[2]!.matches.some((match) => match.id === '2022-11-30-poland-argentina')).toBe(true);
  });
});
