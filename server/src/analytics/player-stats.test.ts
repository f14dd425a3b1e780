import { describe, expect, it } from 'vitest';
import { playerSeasonStats, teamSeasonAverages } from './player-stats.ts';
import { missed, played, player, season, teamLine } from './testing/season-builder.ts';

describe('playerSeasonStats', () => {
  it('adds up the season and works out per-90 values and per-appearance averages', () => {
    const stats = playerSeasonStats(
      player('nine', 'home', 'striker', [
        played({ goals: 2, assists: 1, shots: 5, shotsOnTarget: 3, passes: 20, passesCompleted: 15, tackles: 1, fouls: 2, yellowCards: 1 }),
        missed,
        played({ minutes: 45, started: false, goals: 1, shots: 2, shotsOnTarget: 1, passes: 10, passesCompleted: 9 }),
      ]),
    );
    expect(stats).toMatchObject({
      appearances: 2,
      starts: 1,
      minutes: 135,
      goals: 3,
      assists: 1,
      shots: 7,
      shotsOnTarget: 4,
      passes: 30,
      passesCompleted: 24,
    });
    expect(stats.passSuccessPercentage).toBe(80);
    // 3 goals in 135 minutes is 2 per 90; 7 shots is 4.67 per 90.
    expect(stats.per90).toEqual({ goals: 2, assists: 0.67, shots: 4.67, shotsOnTarget: 2.67, passes: 20, tackles: 0.67, fouls: 1.33 });
    expect(stats.seasonAverage).toEqual({
      minutes: 67.5,
      goals: 1.5,
      assists: 0.5,
      shots: 3.5,
      shotsOnTarget: 2,
      passes: 15,
      tackles: 0.5,
      fouls: 1,
    });
  });

  it('gives no rates to a player who never played', () => {
    const stats = playerSeasonStats(player('spare', 'away', 'goalkeeper', [missed, missed]));
    expect(stats).toMatchObject({ appearances: 0, minutes: 0, per90: null, seasonAverage: null, passSuccessPercentage: null });
  });
});

describe('teamSeasonAverages', () => {
  it('averages per match, home first, with clean sheets in percent', () => {
    const [home, away] = teamSeasonAverages(
      season([], {
        home: [
          teamLine({ goals: 3, corners: 6, passes: 400, passesCompleted: 340 }),
          teamLine({ goals: 0, goalsConceded: 2, corners: 3, passes: 100, passesCompleted: 60 }),
        ],
        away: [teamLine({ goals: 1 }), teamLine({ goals: 1 }), teamLine({ goals: 2, goalsConceded: 1 })],
      }),
    );
    expect(home).toMatchObject({
      matches: 2,
      goals: 1.5,
      goalsConceded: 1,
      corners: 4.5,
      passes: 250,
      passSuccessPercentage: 80,
      cleanSheetPercentage: 50,
    });
    expect(away).toMatchObject({ matches: 3, goals: 1.33, passSuccessPercentage: null, cleanSheetPercentage: 66.7 });
  });
});
