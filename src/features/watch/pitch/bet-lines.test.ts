import { describe, expect, it } from 'vitest';
import type { PeriodStats } from '../../../../contract/match-data.ts';
import type { StatsSummary } from '../../../../contract/protocol.ts';
import { betLineStates, type BetLineState } from './bet-lines.ts';

type Counts = [goals: number, corners: number, yellowCards: number, redCards?: number];
const side = ([goals, corners, yellowCards, redCards = 0]: Counts) =>
  ({ goals, corners, yellowCards, redCards }) as unknown as StatsSummary['home'];
const summary = (home: Counts, away: Counts): StatsSummary => ({ home: side(home), away: side(away) });
const period = (name: PeriodStats['period'], home: Counts, away: Counts): PeriodStats => ({ period: name, summary: summary(home, away) });
const settled = (states: BetLineState[]) =>
  states.map(({ market, scope, total, settlement }) => `${scope} ${market} ${total} ${settlement}`);

// Barcelona 3-0 Alavés (StatsBomb): 0-0 at half time, 3 and 1 corners, Alavés booked twice; 3-0, 6 and 1 corners at the end.
const barcelonaFirstHalf = period('firstHalf', [0, 3, 0], [0, 1, 2]);
const barcelonaSecondHalf = period('secondHalf', [3, 3, 0], [0, 0, 0]);

describe('betLineStates: open until won, or until the stretch of play it is about ends', () => {
  it('keeps the lines open in the first half, and wins an over as soon as it is passed', () => {
    const states = betLineStates({ stage: 'inPlay', summary: summary([0, 3, 0], [0, 1, 2]), periods: [barcelonaFirstHalf] });
    expect(settled(states)).toEqual([
      'regularTime goals 0 open',
      'firstHalf goals 0 open',
      'regularTime corners 4 open',
      'regularTime cards 2 open',
      'regularTime bothTeamsScore 0 open',
    ]);
  });

  it('settles the first-half line at half time, and leaves the match lines open', () => {
    const states = betLineStates({ stage: 'halfTime', summary: summary([0, 3, 0], [0, 1, 2]), periods: [barcelonaFirstHalf] });
    expect(settled(states)).toEqual([
      'regularTime goals 0 open',
      'firstHalf goals 0 lost',
      'regularTime corners 4 open',
      'regularTime cards 2 open',
      'regularTime bothTeamsScore 0 open',
    ]);
  });

  it('settles every line at full time: nothing of Barcelona v Alavés is "not yet"', () => {
    const states = betLineStates({
      stage: 'played',
      summary: summary([3, 6, 0], [0, 1, 2]),
      periods: [barcelonaFirstHalf, barcelonaSecondHalf],
    });
    expect(settled(states)).toEqual([
      'regularTime goals 3 won',
      'firstHalf goals 0 lost',
      'regularTime corners 7 lost',
      'regularTime cards 2 lost',
      'regularTime bothTeamsScore 0 lost',
    ]);
    for (const stage of ['fullTime', 'extraTimeFullTime', 'played'] as const)
      expect(
        betLineStates({ stage, summary: summary([3, 6, 0], [0, 1, 2]), periods: [barcelonaFirstHalf, barcelonaSecondHalf] }).map(
          (s) => s.settlement,
        ),
      ).not.toContain('open');
  });

  it('counts regular time only in match lines: the 2022 final was 2-2 after 90 minutes, 3-3 after extra time', () => {
    const periods = [
      period('firstHalf', [2, 2, 1], [0, 1, 0]),
      period('secondHalf', [0, 5, 1], [2, 3, 3]),
      period('firstHalfExtraTime', [0, 0, 0], [0, 1, 0]),
      period('secondHalfExtraTime', [1, 1, 2], [1, 1, 0]),
    ];
    // In extra time the 90 minutes are settled, on their own figures.
    const inExtraTime = betLineStates({ stage: 'inPlay', summary: summary([2, 7, 2], [2, 5, 3]), periods: periods.slice(0, 3) });
    expect(settled(inExtraTime)).toEqual([
      'regularTime goals 4 won',
      'firstHalf goals 2 won',
      'regularTime corners 11 won',
      'regularTime cards 5 won',
      'regularTime bothTeamsScore 2 won',
    ]);
    const atTheEnd = betLineStates({ stage: 'played', summary: summary([3, 8, 5], [3, 6, 3]), periods });
    expect(atTheEnd.find((state) => state.market === 'cards')).toMatchObject({ total: 5, settlement: 'won' });
  });

  it('settles a match line at the end of the second half, before extra time', () => {
    const states = betLineStates({
      stage: 'endOfSecondHalf',
      summary: summary([1, 4, 1], [1, 4, 2]),
      periods: [period('firstHalf', [1, 2, 1], [0, 2, 1]), period('secondHalf', [0, 2, 0], [1, 2, 1])],
    });
    expect(settled(states)).toEqual([
      'regularTime goals 2 lost',
      'firstHalf goals 1 won',
      'regularTime corners 8 lost',
      'regularTime cards 3 lost',
      'regularTime bothTeamsScore 1 won',
    ]);
  });

  it('counts red cards among the cards', () => {
    const states = betLineStates({ stage: 'inPlay', summary: summary([0, 0, 2, 1], [0, 0, 1, 0]) });
    expect(states.find((state) => state.market === 'cards')).toMatchObject({ total: 4, settlement: 'won' });
  });

  it('offers no first-half line when the answer does not say what each period held', () => {
    const states = betLineStates({ stage: 'played', summary: summary([3, 6, 0], [0, 1, 2]) });
    expect(settled(states)).toEqual([
      'regularTime goals 3 won',
      'regularTime corners 7 lost',
      'regularTime cards 2 lost',
      'regularTime bothTeamsScore 0 lost',
    ]);
  });
});

describe('betLineStates: a line whose count the sources do not hold', () => {
  it('is not offered (the 2022 final holds no corners per half)', () => {
    const noCorners = (goals: number, yellowCards: number) => ({ goals, yellowCards, redCards: 0 }) as unknown as StatsSummary['home'];
    const states = betLineStates({
      stage: 'inPlay',
      summary: { home: noCorners(2, 1), away: noCorners(0, 0) },
      periods: [{ period: 'firstHalf', summary: { home: noCorners(2, 1), away: noCorners(0, 0) } }],
    });
    expect(settled(states)).toEqual([
      'regularTime goals 2 open',
      'firstHalf goals 2 won',
      'regularTime cards 1 open',
      'regularTime bothTeamsScore 0 open',
    ]);
  });
});
