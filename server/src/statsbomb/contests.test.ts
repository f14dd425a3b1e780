import { describe, expect, it } from 'vitest';
import { contestsOf } from './contests.ts';
import { parseEvent } from './input.ts';

/** A StatsBomb event of `type` with the base fields, plus `detail`. */
const event = (type: string, detail: Record<string, unknown> = {}) =>
  parseEvent(
    {
      id: 'x',
      index: 1,
      period: 1,
      timestamp: '00:10:00.000',
      minute: 10,
      second: 0,
      type: { name: type },
      team: { id: 1, name: 'Home' },
      possession: 3,
      possession_team: { id: 1, name: 'Home' },
      play_pattern: { name: 'Regular Play' },
      player: { id: 7, name: 'Player' },
      location: [60, 40],
      ...detail,
    },
    0,
  );

describe('contestsOf: the counting rules of docs/feed-protocol.md', () => {
  it('counts a cross, accurate when it has no outcome, but never a corner', () => {
    expect(contestsOf(event('Pass', { pass: { cross: true } }))).toEqual({ crosses: 1, accurateCrosses: 1 });
    expect(contestsOf(event('Pass', { pass: { cross: true, outcome: { name: 'Incomplete' } } }))).toEqual({ crosses: 1 });
    expect(contestsOf(event('Pass', { pass: { cross: true, type: { name: 'Corner' } } }))).toEqual({});
    expect(contestsOf(event('Pass', { pass: {} }))).toEqual({});
  });

  it('counts every tackle as a tackle and a duel, won only on Won or a Success', () => {
    const tackle = (outcome: string) => contestsOf(event('Duel', { duel: { type: { name: 'Tackle' }, outcome: { name: outcome } } }));
    expect(tackle('Won')).toEqual({ tackles: 1, duels: 1, duelsWon: 1 });
    expect(tackle('Success In Play')).toEqual({ tackles: 1, duels: 1, duelsWon: 1 });
    expect(tackle('Success Out')).toEqual({ tackles: 1, duels: 1, duelsWon: 1 });
    expect(tackle('Lost In Play')).toEqual({ tackles: 1, duels: 1 });
    expect(tackle('Lost Out')).toEqual({ tackles: 1, duels: 1 });
  });

  it('counts aerial duels won from the flag on the player’s action and lost from Aerial Lost', () => {
    expect(contestsOf(event('Pass', { pass: { aerial_won: true } }))).toEqual({ aerialDuels: 1, aerialDuelsWon: 1, duels: 1, duelsWon: 1 });
    expect(contestsOf(event('Clearance', { clearance: { aerial_won: true } }))).toEqual({
      clearances: 1,
      aerialDuels: 1,
      aerialDuelsWon: 1,
      duels: 1,
      duelsWon: 1,
    });
    expect(contestsOf(event('Duel', { duel: { type: { name: 'Aerial Lost' } } }))).toEqual({ aerialDuels: 1, duels: 1 });
  });

  it('counts dribbles, being dribbled past and 50/50s as ground duels', () => {
    expect(contestsOf(event('Dribble', { dribble: { outcome: { name: 'Complete' } } }))).toEqual({ duels: 1, duelsWon: 1 });
    expect(contestsOf(event('Dribble', { dribble: { outcome: { name: 'Incomplete' } } }))).toEqual({ duels: 1 });
    expect(contestsOf(event('Dribbled Past'))).toEqual({ duels: 1 });
    expect(contestsOf(event('50/50', { '50_50': { outcome: { name: 'Success To Team' } } }))).toEqual({ duels: 1, duelsWon: 1 });
    expect(contestsOf(event('50/50', { '50_50': { outcome: { name: 'Success To Opposition' } } }))).toEqual({ duels: 1 });
  });

  it('counts an interception as its own event or as a pass of type Interception', () => {
    expect(contestsOf(event('Interception', { interception: { outcome: { name: 'Lost Out' } } }))).toEqual({ interceptions: 1 });
    expect(contestsOf(event('Pass', { pass: { type: { name: 'Interception' } } }))).toEqual({ interceptions: 1 });
  });
});
