import { describe, expect, it } from 'vitest';
import { shareOut, withMatchSoFar, type MatchLinesSoFar, type PlayerSoFar, type TeamSoFar } from './match-so-far.ts';
import { played, player, season, teamLine } from './testing/season-builder.ts';

const fact = (playerId: string, side: PlayerSoFar['side'], position: PlayerSoFar['position'], line: Partial<PlayerSoFar>): PlayerSoFar => ({
  playerId,
  side,
  position,
  started: true,
  minutes: 90,
  goals: 0,
  assists: 0,
  shots: 0,
  shotsOnTarget: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
  ...line,
});
const team = (line: Partial<TeamSoFar>): TeamSoFar => ({
  goals: 0,
  shots: 0,
  shotsOnTarget: 0,
  passes: 0,
  passesCompleted: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
  corners: 0,
  ...line,
});

describe('shareOut', () => {
  it('shares a whole total by weight, largest remainders first, and nothing without weight', () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(7, [3, 0, 1])).toEqual([5, 0, 2]);
    expect(shareOut(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('withMatchSoFar', () => {
  const before = season(
    [
      player('keeper', 'home', 'goalkeeper', [played({ goals: 0, passes: 30 })]),
      player('nine', 'home', 'striker', [played({ goals: 1, shots: 3, passes: 20 })]),
      player('bench', 'home', 'striker', [played({ minutes: 20, started: false })]),
      player('back', 'away', 'defender', [played({ passes: 50 })]),
    ],
    { home: [teamLine({ goals: 1, passes: 50 })], away: [teamLine({ passes: 50 })] },
  );
  const soFar: MatchLinesSoFar = {
    players: [
      fact('keeper', 'home', 'goalkeeper', {}),
      fact('nine', 'home', 'striker', { goals: 2, shots: 4, shotsOnTarget: 3, yellowCards: 1, fouls: 2 }),
      fact('bench', 'home', 'striker', { started: false, minutes: 0 }),
      fact('back', 'away', 'defender', { fouls: 1 }),
    ],
    teams: {
      home: team({ goals: 3, shots: 9, passes: 400, passesCompleted: 340, corners: 6, fouls: 2, yellowCards: 1 }),
      away: team({ goals: 1, passes: 300, passesCompleted: 250, fouls: 1 }),
    },
  };
  const after = withMatchSoFar(before, soFar);
  const line = (id: string) => after.players.find((candidate) => candidate.id === id)!.matches[0]!;

  it('puts the match first in every player\u2019s lines, with his facts as the replay has them', () => {
    expect(after.players.every((candidate) => candidate.matches.length === 2)).toBe(true);
    expect(line('nine')).toMatchObject({ minutes: 90, started: true, goals: 2, shots: 4, shotsOnTarget: 3, yellowCards: 1, fouls: 2 });
    // An unused substitute missed the match: 0 minutes and all zeros.
    expect(line('bench')).toMatchObject({ minutes: 0, started: false, passes: 0, tackles: 0 });
  });

  it('shares the team\u2019s real passes among those who played, by position, and keeps the team\u2019s facts', () => {
    expect(line('keeper').passes + line('nine').passes).toBe(400);
    expect(line('keeper').passesCompleted + line('nine').passesCompleted).toBeLessThanOrEqual(340);
    expect(line('back').passes).toBe(300);
    expect(after.home.matches[0]).toMatchObject({ goals: 3, goalsConceded: 1, shots: 9, passes: 400, corners: 6, yellowCards: 1 });
    expect(after.away.matches[0]).toMatchObject({ goals: 1, goalsConceded: 3, passes: 300 });
    expect(after.home.matches[1]).toEqual(before.home.matches[0]);
  });

  it('recounts modelled top scorers with the match, and leaves facts alone', () => {
    expect(after.topScorers.rows.find((row) => row.playerId === 'nine')?.goals).toBe(3);
    const facts = { ...before, topScorers: { origin: 'facts' as const, rows: [] } };
    expect(withMatchSoFar(facts, soFar).topScorers).toBe(facts.topScorers);
  });
});
