import { describe, expect, it } from 'vitest';
import { goalOfIncident } from './HostBridge.tsx';

describe('goalOfIncident', () => {
  const goal = {
    id: 'i42',
    type: 'goal',
    side: 'away',
    period: 'secondHalf',
    minute: 67,
    playerName: 'Messi',
    score: { home: 1, away: 2 },
  };

  it('is the side, the score and the minute of a goal of any kind, with its id', () => {
    expect(goalOfIncident(goal)).toEqual({ id: 'i42', side: 'away', score: { home: 1, away: 2 }, minute: 67 });
    expect(goalOfIncident({ ...goal, type: 'penaltyGoal' })?.minute).toBe(67);
    expect(goalOfIncident({ ...goal, type: 'ownGoal', side: 'home', score: { home: 2, away: 2 } })?.side).toBe('home');
  });

  it.each([
    ['a card', { ...goal, type: 'yellowCard' }],
    ['a goal without its score', { ...goal, score: undefined }],
    ['a goal without an id', { ...goal, id: 7 }],
    ['a goal at a minute that is text', { ...goal, minute: '67' }],
    ['not an object', 'goal'],
  ])('is null for %s', (_case, value) => {
    expect(goalOfIncident(value)).toBeNull();
  });
});
