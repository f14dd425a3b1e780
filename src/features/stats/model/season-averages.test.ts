import { describe, expect, it } from 'vitest';
import laliga from '../testing/laliga.season_avg.json';
import { per90, seasonView } from './season-averages.ts';

describe('season averages', () => {
  it("shows no results average for a team without a match, and the model's figures labelled apart", () => {
    const unplayed = { ...laliga, home: { ...laliga.home, played: 0 }, away: { ...laliga.away, played: 0 } };
    const view = seasonView('summary', unplayed);
    expect(view.sample).toEqual({ home: 0, away: 0 });
    expect(view.results.map((row) => [row.key, row.home, row.away])).toEqual([
      ['goals', undefined, undefined],
      ['goalsConceded', undefined, undefined],
      ['winPercentage', undefined, undefined],
      ['cleanSheetPercentage', undefined, undefined],
    ]);
    expect(view.modelled.find((row) => row.key === 'shots')).toMatchObject({ home: 11.9, away: 11.35 });
  });

  it('shows results with their sample once a team has played', () => {
    const played = {
      ...laliga,
      home: { ...laliga.home, played: 4, goalsFor: 2.25, winPercentage: 75 },
      away: { ...laliga.away, played: 0 },
    };
    const view = seasonView('attacking', played);
    expect(view.results[0]).toMatchObject({ key: 'goals', home: 2.25, away: undefined });
    expect(view.sample.home).toBe(4);
  });

  it('computes per-90 values from minutes, not matches', () => {
    expect(per90(3, 270)).toBe(1);
    expect(per90(2, 120)).toBe(1.5);
    expect(per90(1, 0)).toBeNull();
    expect(per90(1, 7)).toBe(12.86);
  });
});
