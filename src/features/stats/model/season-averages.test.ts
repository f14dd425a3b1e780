import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { seasonPlayerStatsDataSchema } from '../api/season-player-stats.ts';
import gqlPlayerSeason from '../testing/laliga.gql-player-season.json';
import laligaAnswer from '../testing/laliga.season_avg.json';
import { seasonAveragesAnswerSchema } from '../../../../contract/match-data.ts';
import { per90, per90RowsShown, playerPer90Rows, seasonView } from './season-averages.ts';

// The saved answer as the widget receives it: through the contract's schema.
const laliga = z.parse(seasonAveragesAnswerSchema, laligaAnswer);

describe('season averages', () => {
  it('shows no results average for a team without a match, and the measured figures apart with their sample', () => {
    const unplayed = { ...laliga, home: { ...laliga.home, played: 0, minutes: 0 }, away: { ...laliga.away, played: 0, minutes: 0 } };
    const view = seasonView('summary', unplayed);
    expect(view.sample).toEqual({ home: { matches: 0, minutes: 0 }, away: { matches: 0, minutes: 0 } });
    expect(view.resultsPer90).toEqual([]);
    expect(view.results.map((row) => [row.key, row.home, row.away])).toEqual([
      ['goals', undefined, undefined],
      ['goalsConceded', undefined, undefined],
      ['winPercentage', undefined, undefined],
      ['cleanSheetPercentage', undefined, undefined],
    ]);
    // Barcelona v Alavés's own StatsBomb figures, over that one match.
    expect(view.measured.find((row) => row.key === 'shots')).toMatchObject({
      home: laligaAnswer.home.measured.shots,
      away: laligaAnswer.away.measured.shots,
    });
    expect(view.measuredSample).toEqual({ home: { matches: 1, minutes: 90 }, away: { matches: 1, minutes: 90 } });
  });

  it('measures nothing where no match has event data: no row, not a zero', () => {
    const { measured: _home, measuredSample: _homeSample, ...home } = laliga.home;
    const { measured: _away, measuredSample: _awaySample, ...away } = laliga.away;
    const view = seasonView('summary', { home, away });
    expect(view.measured).toEqual([]);
    expect(view.measuredSample).toEqual({ home: undefined, away: undefined });
  });

  it('shows results with their sample once a team has played', () => {
    const played = {
      ...laliga,
      home: { ...laliga.home, played: 4, goalsFor: 2.25, winPercentage: 75 },
      away: { ...laliga.away, played: 0 },
    };
    const view = seasonView('attacking', played);
    expect(view.results[0]).toMatchObject({ key: 'goals', home: 2.25, away: undefined });
    expect(view.sample.home).toEqual({ matches: 4, minutes: 90 });
  });

  it('adds no per-90 rows when every match lasted 90 minutes: they would repeat the per-match ones', () => {
    // Barcelona 3-0 Alavés at full time: one match of 90 minutes each.
    const view = seasonView('summary', laliga);
    expect(view.sample).toEqual({ home: { matches: 1, minutes: 90 }, away: { matches: 1, minutes: 90 } });
    expect(view.resultsPer90).toEqual([]);
  });

  it('gives goals per 90 minutes from the minutes when a match went to extra time', () => {
    // Argentina after the 2022 final (the feed's answer): 15 scored and 8 let in over 7 matches, 690 minutes.
    const argentina = { ...laliga.home, played: 7, minutes: 690, goalsFor: 2.14, goalsAgainst: 1.14 };
    const view = seasonView('summary', {
      home: argentina,
      away: { ...laliga.away, played: 7, minutes: 630, goalsFor: 1, goalsAgainst: 1 },
    });
    // 15 / 690 x 90 = 1.96 (2.14 a match); 8 / 690 x 90 = 1.04.
    expect(view.resultsPer90.map((row) => [row.key, row.home, row.away])).toEqual([
      ['goals', 1.96, 1],
      ['goalsConceded', 1.04, 1],
    ]);
    expect(seasonView('distribution', { ...laliga, home: argentina }).resultsPer90).toEqual([]);
  });

  it('gives a match in play its minutes so far: one goal in 70 minutes is 1.29 per 90', () => {
    const at70 = { ...laliga.home, played: 1, minutes: 70, goalsFor: 1, goalsAgainst: 0 };
    const view = seasonView('defence', { home: at70, away: { ...laliga.away, minutes: 70, goalsFor: 0, goalsAgainst: 1 } });
    expect(view.resultsPer90.map((row) => [row.key, row.home, row.away])).toEqual([['goalsConceded', 0, 1.29]]);
  });

  it('draws no per-90 rows from a team that has not played, whatever minutes come with it', () => {
    const view = seasonView('summary', { home: { ...laliga.home, played: 0 }, away: { ...laliga.away, played: 0 } });
    expect(view.resultsPer90).toEqual([]);
  });

  it('keeps to per match, without per-90 rows, for a feed that does not give minutes', () => {
    const { minutes: _home, measuredSample: _measured, ...home } = { ...laliga.home, played: 2 };
    const { minutes: _away, ...away } = laliga.away;
    const view = seasonView('summary', { home, away });
    expect(view.sample).toEqual({ home: { matches: 2 }, away: { matches: 1 } });
    expect(view.measuredSample.home).toBeUndefined();
    expect(view.resultsPer90).toEqual([]);
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

  it('ranks nobody from one match: Barcelona v Alavés is the only appearance on record (under 270 minutes)', () => {
    const stats = z.parse(seasonPlayerStatsDataSchema, gqlPlayerSeason.data);
    const messi = stats.playerStats?.find((row) => row.player.name === 'Lionel Messi');
    expect(messi).toMatchObject({ appearances: 1, goals: 2 });
    expect(messi?.minutes).toBeGreaterThanOrEqual(90);
    // Tackles are on record for no player: no rate is drawn from them.
    expect(messi?.tackles).toBeNull();
    expect(playerPer90Rows('summary', stats)).toEqual([]);
  });

  it('leaves out a player whose appearances do not hold the statistic', () => {
    const rows = playerPer90Rows('defence', {
      playerStats: [
        { ...line('keeper', 900, 0), tackles: null },
        { ...line('back', 900, 0), tackles: 18 },
      ],
    });
    expect(rows.map((row) => [row.playerId, row.per90])).toEqual([['back', 1.8]]);
  });

  it('has nothing to rank without the analytics answer', () => {
    expect(playerPer90Rows('summary', { playerStats: null })).toEqual([]);
  });
});
