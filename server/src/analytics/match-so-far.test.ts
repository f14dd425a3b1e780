import { describe, expect, it } from 'vitest';
import { withMatchSoFar, type MatchLinesSoFar, type PlayerSoFar } from './match-so-far.ts';
import { player, season } from './testing/season-builder.ts';

const fact = (playerId: string, side: PlayerSoFar['side'], line: Partial<PlayerSoFar>): PlayerSoFar => ({
  playerId,
  side,
  started: true,
  minutes: 90,
  goals: 0,
  yellowCards: 0,
  redCards: 0,
  ...line,
});

describe('withMatchSoFar', () => {
  // The recorded past: goals known for the striker, nothing else (as the international results give it).
  const before = season(
    [
      player('keeper', 'home', 'goalkeeper', [{ goals: 0 }]),
      player('nine', 'home', 'striker', [{ goals: 1 }]),
      player('bench', 'home', 'striker', [{}]),
      player('back', 'away', 'defender', [{ goals: 0 }]),
    ],
    { home: [{ goals: 1, goalsConceded: 0, date: '2022-12-13', opponent: 'Croatia' }], away: [{ goals: 2, goalsConceded: 0 }] },
  );
  const soFar: MatchLinesSoFar = {
    players: [
      fact('keeper', 'home', {}),
      fact('nine', 'home', { goals: 2, yellowCards: 1 }),
      fact('bench', 'home', { started: false, minutes: 0 }),
      fact('back', 'away', { shots: 1, shotsOnTarget: 0, fouls: 1, assists: 0 }),
    ],
    teams: { home: { goals: 3, yellowCards: 1, redCards: 0 }, away: { goals: 1, yellowCards: 0, redCards: 0, shots: 9, corners: 4 } },
    date: '2022-12-18',
  };
  const after = withMatchSoFar(before, soFar);
  const line = (id: string) => after.players.find((candidate) => candidate.id === id)!.matches[0]!;

  it('puts the match first in every player\u2019s lines with exactly the facts the replay holds', () => {
    expect(after.players.every((candidate) => candidate.matches.length === 2)).toBe(true);
    expect(line('nine')).toEqual({ started: true, minutes: 90, goals: 2, yellowCards: 1, redCards: 0 });
    // Nothing is estimated: no passes or tackles appear that the match's record does not hold.
    expect(line('keeper')).not.toHaveProperty('passes');
    expect(line('keeper')).not.toHaveProperty('tackles');
    expect(line('back')).toMatchObject({ shots: 1, fouls: 1 });
    expect(line('bench')).toMatchObject({ minutes: 0, started: false });
  });

  it('adds each team\u2019s line with the score, its opponent and the date, ahead of the past', () => {
    expect(after.home.matches[0]).toEqual({
      goals: 3,
      goalsConceded: 1,
      yellowCards: 1,
      redCards: 0,
      date: '2022-12-18',
      opponent: 'Southport Athletic',
    });
    expect(after.away.matches[0]).toMatchObject({ goals: 1, goalsConceded: 3, shots: 9, corners: 4 });
    expect(after.home.matches[1]).toEqual(before.home.matches[0]);
  });
});
