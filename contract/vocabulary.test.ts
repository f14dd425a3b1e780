import { describe, expect, it } from 'vitest';
import { goalEvents, incidentTypes } from './vocabulary.ts';

describe('goal events', () => {
  it('are the incident types that put a goal on the board, and nothing that takes one back or misses', () => {
    expect(incidentTypes.filter((type) => goalEvents.has(type))).toEqual(['goal', 'penaltyGoal', 'ownGoal']);
    expect([...goalEvents]).toEqual(['goal', 'penaltyGoal', 'ownGoal']);
    for (const word of ['cancelled', 'penaltyMiss', 'var', 'yellowCard', 'goalAssisted', 'shootoutGoal'])
      expect(goalEvents.has(word)).toBe(false);
  });

  it('are read as the contract writes them', () => {
    for (const word of ['GOAL', ' goal', 'owngoal', '']) expect(goalEvents.has(word)).toBe(false);
  });
});
