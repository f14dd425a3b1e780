import { describe, expect, it } from 'vitest';
import { playerAssistant, teamAssistant } from './assistant.ts';
import { missed, played, player, season, teamLine } from './testing/season-builder.ts';

// Most recent match first in every list below.
const lines = season(
  [
    player('striker', 'home', 'striker', [played({ goals: 2 }), played({ goals: 1 }), played(), played({ goals: 1 }), played()]),
    player('winger', 'home', 'attacker', [played({ goals: 1 }), played(), played(), played(), played({ goals: 3 })]),
    player('keeper', 'home', 'goalkeeper', [played(), played(), played(), played(), played()]),
    player('sub', 'away', 'striker', [missed, played({ minutes: 20, started: false, goals: 1 }), missed, missed, missed]),
    player('target', 'away', 'striker', [played({ goals: 1 }), played({ goals: 1 }), played(), played(), played()]),
  ],
  {
    home: [teamLine({ corners: 7 }), teamLine({ corners: 2 }), teamLine({ corners: 5 }), teamLine({ corners: 6 })],
    away: [teamLine({ corners: 3 }), teamLine({ corners: 9 }), teamLine({ corners: 1 }), teamLine({ corners: 0 })],
  },
);

const ids = (result: ReturnType<typeof playerAssistant>) => result.rows.map((row) => row.player.id);

describe('playerAssistant', () => {
  it('lists players by share of matches over the line and removes those at 0%', () => {
    const result = playerAssistant(lines, 'goals', 'both', { threshold: 0.5, matches: 5 });
    expect(ids(result)).toEqual(['striker', 'winger', 'target', 'sub']);
    expect(result.removedPlayers).toBe(1);
    const [striker] = result.rows;
    expect(striker).toMatchObject({ hits: 3, matches: 5, appearances: 5, share: 0.6, percentage: 60, average: 0.8 });
    expect(striker?.lastMatches.map((mark) => mark.reached)).toEqual([true, true, false, true, false]);
  });

  it('breaks a tie on share with the higher average', () => {
    // target and winger: 2 of 5 each; winger averages 0.8 goals a match, target 0.4.
    const rows = playerAssistant(lines, 'goals', 'both', { threshold: 0.5, matches: 5 }).rows;
    expect(rows.slice(1, 3).map((row) => [row.player.id, row.share, row.average])).toEqual([
      ['winger', 0.4, 0.8],
      ['target', 0.4, 0.4],
    ]);
  });

  it('counts a missed match as not reached, so a one-off substitute does not top the list', () => {
    const sub = playerAssistant(lines, 'goals', 'away', { threshold: 0.5, matches: 5 }).rows.find((row) => row.player.id === 'sub');
    expect(sub).toMatchObject({ hits: 1, matches: 5, appearances: 1, share: 0.2, average: 1 });
    expect(sub?.lastMatches[0]).toEqual({ played: false, value: 0, reached: false });
  });

  it('filters by side', () => {
    expect(ids(playerAssistant(lines, 'goals', 'home', { threshold: 0.5, matches: 5 }))).toEqual(['striker', 'winger']);
    expect(ids(playerAssistant(lines, 'goals', 'away', { threshold: 0.5, matches: 5 }))).toEqual(['target', 'sub']);
  });

  it('reads the threshold as "more than": 1.5 means at least 2', () => {
    const result = playerAssistant(lines, 'goals', 'both', { threshold: 1.5, matches: 5 });
    expect(ids(result)).toEqual(['striker', 'winger']);
    expect(result.rows.map((row) => row.hits)).toEqual([1, 1]);
    expect(result.removedPlayers).toBe(3);
  });

  it('looks only at the last N matches', () => {
    const result = playerAssistant(lines, 'goals', 'both', { threshold: 0.5, matches: 2 });
    // sub and winger: 1 of 2 each; sub's one appearance brought a goal, winger's two brought one.
    expect(ids(result)).toEqual(['striker', 'target', 'sub', 'winger']);
    expect(result.rows.map((row) => row.percentage)).toEqual([100, 100, 50, 50]);
    expect(ids(playerAssistant(lines, 'goals', 'both', { threshold: 2.5, matches: 4 }))).toEqual([]);
  });
});

describe('teamAssistant', () => {
  it('keeps both teams, best share first, and shortens the window to the history', () => {
    const rows = teamAssistant(lines, 'corners', { threshold: 4.5, matches: 6 });
    expect(rows.map((row) => [row.team.code, row.hits, row.matches, row.share])).toEqual([
      ['NBR', 3, 4, 0.75],
      ['SPA', 1, 4, 0.25],
    ]);
    const none = teamAssistant(lines, 'corners', { threshold: 9.5, matches: 6 });
    expect(none.map((row) => row.share)).toEqual([0, 0]);
  });
});
