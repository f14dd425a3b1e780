import { describe, expect, it } from 'vitest';
import { liveStatsAnswerSchema } from '../../../../contract/match-data.ts';
import * as z from 'zod/mini';
import laliga from '../testing/laliga.live_stats.json';
import { barLengths, formatStat, mergeLiveSummary, sideValue, statRows } from './live-stat-rows.ts';

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
