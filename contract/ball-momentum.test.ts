import { describe, expect, it } from 'vitest';
import { minuteIndexOf, momentumOf, situationEventOf, withStepMomentum } from './ball-momentum.ts';
import type { BallStep } from './ball-path.ts';
import { demiralOwnGoal, immobileGoalSteps } from './testing/turkey-italy-steps.ts';

// Turkey 0-3 Italy, Euro 2020 (StatsBomb 3788741), Turkey at home, as the feed's ballPath steps
// (contract/testing/turkey-italy-steps.ts): Spinazzola's shot saved by Çakır and Immobile's goal
// from the rebound (66'), and Demiral's own goal (53', 7:12 into the second half) at his own goal line.
const stepOf = (id: number): BallStep => {
  const step = immobileGoalSteps.find((one) => one.id === id);
  if (!step) throw new Error(`no step ${id} in Immobile's goal`);
  return step;
};
const spinazzolaShot = stepOf(2772);
const cakirSave = stepOf(2773);
const immobileGoal = stepOf(2775);
const cakirAfter = stepOf(2776);

describe('the tracker’s momentum rule', () => {
  it('weighs a dangerous attack 2 for the side in possession and a safe ball nothing, in the minute of the clock', () => {
    expect(momentumOf([{ period: 'secondHalf', steps: [spinazzolaShot, cakirSave, immobileGoal, cakirAfter] }])).toEqual([
      { period: 'secondHalf', index: 65, home: 0, away: 4 },
    ]);
  });

  it('counts an own goal as the other side’s dangerous attack', () => {
    expect(situationEventOf(demiralOwnGoal)).toMatchObject({ kind: 'goal', side: 'away' });
    expect(momentumOf([{ period: 'secondHalf', steps: [demiralOwnGoal] }])).toEqual([
      { period: 'secondHalf', index: 52, home: 0, away: 2 },
    ]);
  });

  it('lists every minute with a step in the order of play, added time apart from the next half’s first minute', () => {
    // 46:10 of the first half is 45+2 (index 46); the second half's first minute is index 45.
    expect(minuteIndexOf('firstHalf', 46 * 60 + 10)).toBe(46);
    expect(minuteIndexOf('secondHalf', 10)).toBe(45);
    const addedTime = { ...spinazzolaShot, second: 45 * 60 + 30 };
    const secondHalfStart = { ...spinazzolaShot, second: 20 };
    expect(
      momentumOf([
        { period: 'firstHalf', steps: [addedTime] },
        { period: 'secondHalf', steps: [secondHalfStart, immobileGoal] },
      ]),
    ).toEqual([
      { period: 'firstHalf', index: 45, home: 0, away: 2 },
      { period: 'secondHalf', index: 45, home: 0, away: 2 },
      { period: 'secondHalf', index: 65, home: 0, away: 2 },
    ]);
  });

  it('carries on a momentum so far with one more step, as the tracker does with each live message', () => {
    const soFar = momentumOf([{ period: 'secondHalf', steps: [spinazzolaShot, cakirSave] }]);
    expect(withStepMomentum(soFar, 'secondHalf', immobileGoal.second, { side: 'away', situation: 'danger' })).toEqual(
      momentumOf([{ period: 'secondHalf', steps: [spinazzolaShot, cakirSave, immobileGoal] }]),
    );
  });
});
