import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { seasonPlayerStatsDataSchema } from '../api/player-stats.ts';
import gqlPlayerSeason from '../testing/laliga.gql-player-season.json';
import laliga from '../testing/laliga.season_avg.json';
import { per90, per90MinimumMinutes, per90RowsShown, playerPer90Rows, seasonView } from './season-averages.ts';

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

describe('players per 90 minutes', () => {
  const line = (id: string, minutes: number, goals: number, side: 'HOME' | 'AWAY' = 'HOME') => ({
    player: { id, name: id, position: 'STRIKER', team: { code: side === 'HOME' ? 'BAR' : 'ALA', side } },
    appearances: Math.ceil(minutes / 90),
    minutes,
    goals,
    shots: 0,
    passes: 0,
    tackles: 0,
    fouls: 0,
  });

  it('rates by minutes played, not appearances, and leaves out samples under three full matches', () => {
    const rows = playerPer90Rows('summary', {
      playerStats: [line('starter', 900, 5), line('substitute', 300, 2), line('cameo', 20, 1), line('unused', 0, 0)],
    });
    // 5 in 900 minutes is 0.5 per 90; 2 in 300 is 0.6; one goal in 20 minutes would be 4.5 and is left out.
    expect(rows.map((row) => [row.playerId, row.per90])).toEqual([
      ['substitute', 0.6],
      ['starter', 0.5],
    ]);
    expect(rows[0]).toMatchObject({ total: 2, minutes: 300, appearances: 4, side: 'home' });
  });

  it('breaks a tie on the rate by the larger sample, and shows ten', () => {
    const many = Array.from({ length: 14 }, (_, index) => line(`p${index}`, 270 + index * 90, 0, 'AWAY'));
    const rows = playerPer90Rows('summary', { playerStats: many });
    expect(rows).toHaveLength(per90RowsShown);
    expect(rows[0]).toMatchObject({ playerId: 'p13', minutes: 1440, side: 'away' });
  });

  it('ranks each page by its own statistic: Barcelona v Alavés in the season model', () => {
    const rows = (page: Parameters<typeof playerPer90Rows>[0]) =>
      playerPer90Rows(page, z.parse(seasonPlayerStatsDataSchema, gqlPlayerSeason.data));
    // Sobrino: 13 goals in 1,362 minutes (21 matches) is 0.86 per 90.
    expect(rows('summary')[0]).toMatchObject({ name: 'Rubén Sobrino Pozuelo', total: 13, minutes: 1362, appearances: 21, per90: 0.86 });
    expect(rows('attacking')[0]).toMatchObject({ name: 'Rubén Sobrino Pozuelo', per90: 3.77 });
    expect(rows('defence')[0]).toMatchObject({ name: 'Daniel Alejandro Torres Rojas', per90: 2.85 });
    expect(rows('distribution')[0]).toMatchObject({ name: 'Samuel Yves Umtiti', per90: 67.5 });
    expect(rows('summary').every((row) => row.minutes >= per90MinimumMinutes)).toBe(true);
  });

  it('has nothing to rank without the analytics answer', () => {
    expect(playerPer90Rows('summary', { playerStats: null })).toEqual([]);
  });
});
