import { describe, expect, it } from 'vitest';
import { competitionTitle } from './competition-title.ts';

describe('competitionTitle', () => {
  it('names a tournament whose name has its year once', () => {
    expect(competitionTitle({ name: 'UEFA Euro 2020', season: '2021' })).toBe('UEFA Euro 2020');
    expect(competitionTitle({ name: 'UEFA Euro 2020', season: '2020' })).toBe('UEFA Euro 2020');
  });

  it('adds the season to a name without a year', () => {
    expect(competitionTitle({ name: 'FIFA World Cup', season: '2022' })).toBe('FIFA World Cup 2022');
    expect(competitionTitle({ name: 'La Liga', season: '2018/19' })).toBe('La Liga 2018/19');
  });
});
