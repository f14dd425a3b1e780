import { describe, expect, it } from 'vitest';
import { liveStatsAnswerSchema } from '../../../../contract/match-data.ts';
import * as z from 'zod/mini';
import laliga from '../testing/laliga.live_stats.json';
import euro from '../testing/euro2020.live_stats.json';
import {
  barLengths,
  combinePeriods,
  effectiveChoice,
  formatStat,
  liveStatsPageRows,
  mergeLiveSummary,
  periodOptions,
  periodSummary,
  sideValue,
  statRows,
} from './live-stat-rows.ts';

const answer = z.parse(liveStatsAnswerSchema, laliga);

describe('live stat rows', () => {
  it('compares Barcelona and Alavés as the feed served them (La Liga 2018/19, full time)', () => {
    const rows = statRows('summary', answer.summary);
    const possession = rows.find((row) => row.key === 'possession')!;
    expect([possession.home, possession.away]).toEqual([79.9, 20.1]);
    expect(possession.homeBar).toBeCloseTo(0.799);
    const shots = rows.find((row) => row.key === 'shots')!;
    expect([shots.home, shots.away, shots.ahead]).toEqual([25, 3, 'home']);
    expect(shots.homeBar).toBeCloseTo(25 / 28);
    expect(shots.awayBar).toBeCloseTo(3 / 28);
  });

  it('draws percentages against 100 and counts as shares of the total; 0 and 0 draw nothing', () => {
    expect(barLengths('percent', 88.6, 81.2).home).toBeCloseTo(0.886);
    expect(barLengths('percent', 120, -3)).toEqual({ home: 1, away: 0 });
    expect(barLengths('count', 3, 1)).toEqual({ home: 0.75, away: 0.25 });
    expect(barLengths('count', 0, 0)).toEqual({ home: 0, away: 0 });
    expect(barLengths('count', undefined, 2)).toEqual({ home: 0, away: 1 });
  });

  it('derives goals conceded from the other side and booking points as 10 a yellow, 25 a red', () => {
    expect(sideValue('goalsConceded', { goals: 0 }, { goals: 3 })).toBe(3);
    expect(sideValue('bookingPoints', { yellowCards: 2, redCards: 1 }, {})).toBe(45);
    expect(sideValue('bookingPoints', { yellowCards: 2 }, {})).toBeUndefined();
    const discipline = statRows('discipline', answer.summary);
    expect(discipline.find((row) => row.key === 'bookingPoints')).toMatchObject({ home: 0, away: 20 });
  });

  it('lets the socket win statistic by statistic and keeps what it leaves out', () => {
    const merged = mergeLiveSummary(answer.summary, { home: { goals: 4, shots: 17 }, away: { goals: 0 } });
    expect(merged?.home).toMatchObject({ goals: 4, shots: 17, possession: 79.9 });
    expect(mergeLiveSummary(undefined, { home: { goals: 1 }, away: { goals: 0 } })?.home).toEqual({ goals: 1 });
    expect(mergeLiveSummary(undefined, null)).toBeUndefined();
  });

  it('formats in the language: a dash when unknown, percent and two decimals for xG', () => {
    expect(formatStat(undefined, 'count', 'en')).toBe('–');
    expect(formatStat(67.4, 'percent', 'en')).toBe('67%');
    expect(formatStat(67.4, 'percent', 'de')).toBe('67\u00a0%');
    expect(formatStat(4.46, 'decimal', 'de')).toBe('4,46');
    expect(formatStat(713, 'count', 'en')).toBe('713');
  });
});

describe('the defence and attacking pages read the contests', () => {
  it('lists tackles, interceptions, clearances, duels won and aerial duels won on defence, crosses on attacking', () => {
    expect(liveStatsPageRows.defence.slice(0, 5)).toEqual(['tackles', 'interceptions', 'clearances', 'duelsWon', 'aerialDuelsWon']);
    expect(liveStatsPageRows.attacking).toContain('crosses');
    const defence = statRows('defence', answer.summary);
    // StatsBomb: Alavés made 16 tackles to Barcelona's 6 and cleared 26 balls to 2.
    expect(defence.find((row) => row.key === 'tackles')).toMatchObject({ home: 6, away: 16, ahead: 'away' });
    expect(defence.find((row) => row.key === 'clearances')).toMatchObject({ home: 2, away: 26 });
    expect(defence.find((row) => row.key === 'aerialDuelsWon')).toMatchObject({ home: 9, away: 2 });
  });

  it('shows a dash, not a zero, when an older feed leaves the contests out', () => {
    const tackles = statRows('defence', { home: { goals: 1 }, away: { goals: 0 } }).find((row) => row.key === 'tackles')!;
    expect([tackles.home, tackles.away, tackles.ahead]).toEqual([undefined, undefined, null]);
  });
});

describe('the period toggle', () => {
  it('offers first half, second half and match when the feed gives halves, and nothing when it does not', () => {
    expect(periodOptions(answer.periods).map((option) => [option.choice, option.available])).toEqual([
      ['firstHalf', true],
      ['secondHalf', true],
      ['match', true],
    ]);
    expect(periodOptions(undefined)).toEqual([]);
    expect(periodOptions([])).toEqual([]);
  });

  it('shows the second half before it starts, but not choosable, and falls back to the match', () => {
    const options = periodOptions(answer.periods!.slice(0, 1));
    expect(options.find((option) => option.choice === 'secondHalf')?.available).toBe(false);
    expect(effectiveChoice('secondHalf', options)).toBe('match');
    expect(effectiveChoice('firstHalf', options)).toBe('firstHalf');
    expect(effectiveChoice('firstHalf', [])).toBe('match');
  });

  it('gives a half as the feed served it: Barcelona 11 shots to 1 in the first half, 3 goals in the second', () => {
    expect(periodSummary(answer.periods, 'firstHalf')?.home).toMatchObject({ shots: 11, goals: 0, crosses: 7 });
    expect(periodSummary(answer.periods, 'secondHalf')?.home).toMatchObject({ shots: 14, goals: 3, tackles: 2 });
    expect(periodSummary(answer.periods, 'extraTime')).toBeUndefined();
  });

  it('adds extra time up from its halves: counts and xG summed, pass accuracy from completed passes, possession by minutes', () => {
    const half = (period: 'firstHalfExtraTime' | 'secondHalfExtraTime', home: Record<string, number>, away: Record<string, number>) => ({
      period,
      summary: {
        home: { ...euroSummary.home, ...home },
        away: { ...euroSummary.away, ...away },
      },
    });
    const periods = [
      ...answer.periods!,
      half('firstHalfExtraTime', { goals: 1, expectedGoals: 0.41, passes: 100, passAccuracy: 90, possession: 60 }, { goals: 0 }),
      half('secondHalfExtraTime', { goals: 0, expectedGoals: 0.3, passes: 50, passAccuracy: 80, possession: 40 }, { goals: 1 }),
    ];
    expect(periodOptions(periods).map((option) => option.choice)).toEqual(['firstHalf', 'secondHalf', 'extraTime', 'match']);
    const minutes = [
      ...Array.from({ length: 16 }, () => ({ period: 'firstHalfExtraTime' })),
      ...Array.from({ length: 16 }, () => ({ period: 'secondHalfExtraTime' })),
    ];
    const extra = periodSummary(periods, 'extraTime', minutes)!;
    expect(extra.home).toMatchObject({ goals: 1, expectedGoals: 0.71, passes: 150, passAccuracy: 86.7, possession: 50 });
    expect(extra.away.goals).toBe(1);
    // Three minutes to one: the longer half weighs three times as much.
    const uneven = combinePeriods([
      { summary: periods.at(-2)!.summary, minutes: 3 },
      { summary: periods.at(-1)!.summary, minutes: 1 },
    ])!;
    expect(uneven.home.possession).toBe(55);
  });
});

const euroSummary = z.parse(liveStatsAnswerSchema, euro).summary;
