import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MajorIncident } from '../../contract/protocol.ts';
import { GoalAnimation, isGoalIncident, type GoalAnimationState } from './goal-animation.ts';

const goal = (overrides: Partial<MajorIncident> = {}): MajorIncident => ({ event: 'goal', side: 'home', isUpdate: false, ...overrides });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GoalAnimation', () => {
  it('shows a new goal for 3000 ms, then clears', () => {
    const animation = new GoalAnimation();
    expect(animation.visible).toBe(false);
    expect(animation.trigger(goal({ side: 'away' }), Date.now())).toBe(true);
    expect(animation.visible).toBe(true);
    expect(animation.side).toBe('away');
    vi.advanceTimersByTime(2999);
    expect(animation.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(animation.visible).toBe(false);
    expect(animation.side).toBeNull();
  });

  it('ignores a goal within 5000 ms of the last accepted one, and takes one at 5000 ms', () => {
    const animation = new GoalAnimation();
    const start = Date.now();
    animation.trigger(goal(), start);
    vi.advanceTimersByTime(4999);
    expect(animation.trigger(goal({ side: 'away' }), start + 4999)).toBe(false);
    expect(animation.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(animation.trigger(goal({ side: 'away' }), start + 5000)).toBe(true);
    expect(animation.visible).toBe(true);
    expect(animation.side).toBe('away');
  });

  it('does not extend the showing for an ignored goal', () => {
    const animation = new GoalAnimation();
    const start = Date.now();
    animation.trigger(goal(), start);
    vi.advanceTimersByTime(2000);
    expect(animation.trigger(goal({ side: 'away' }), start + 2000)).toBe(false);
    expect(animation.side).toBe('home');
    vi.advanceTimersByTime(1000);
    expect(animation.visible).toBe(false);
  });

  it('counts the guard from the last accepted goal, not from ignored ones', () => {
    const animation = new GoalAnimation();
    const start = Date.now();
    animation.trigger(goal(), start);
    expect(animation.trigger(goal(), start + 4000)).toBe(false);
    expect(animation.trigger(goal(), start + 5000)).toBe(true);
  });

  it('ignores updates of an incident', () => {
    const animation = new GoalAnimation();
    expect(animation.trigger(goal({ isUpdate: true }), Date.now())).toBe(false);
    expect(animation.visible).toBe(false);
    // An ignored update does not start the guard either.
    expect(animation.trigger(goal(), Date.now())).toBe(true);
  });

  it.each(['yellowCard', 'redCard', 'var', 'penaltyMiss', ''])('ignores a %s incident', (event) => {
    const animation = new GoalAnimation();
    expect(animation.trigger(goal({ event }), Date.now())).toBe(false);
    expect(animation.visible).toBe(false);
    expect(animation.trigger(goal(), Date.now())).toBe(true);
  });

  it('tells subscribers of each change, until they unsubscribe', () => {
    const animation = new GoalAnimation();
    const states: GoalAnimationState[] = [];
    const unsubscribe = animation.subscribe((state) => states.push(state));
    animation.trigger(goal(), Date.now());
    vi.advanceTimersByTime(3000);
    expect(states).toEqual([
      { visible: true, side: 'home' },
      { visible: false, side: null },
    ]);
    unsubscribe();
    vi.advanceTimersByTime(5000);
    animation.trigger(goal(), Date.now());
    expect(states).toHaveLength(2);
  });

  it('uses the timers it is given', () => {
    const pending: Array<() => void> = [];
    const clearTimer = vi.fn();
    const animation = new GoalAnimation({ setTimer: (callback) => pending.push(callback), clearTimer });
    animation.trigger(goal(), 0);
    vi.advanceTimersByTime(60_000);
    expect(animation.visible).toBe(true);
    pending.shift()?.();
    expect(animation.visible).toBe(false);
  });

  it('dispose hides at once and cancels the clear', () => {
    const clearTimer = vi.fn();
    const animation = new GoalAnimation({ setTimer: () => 'handle', clearTimer });
    animation.trigger(goal(), 0);
    animation.dispose();
    expect(animation.visible).toBe(false);
    expect(clearTimer).toHaveBeenCalledWith('handle');
  });

  it('rejects nonsense timings', () => {
    expect(() => new GoalAnimation({ durationMs: 0 })).toThrow(TypeError);
    expect(() => new GoalAnimation({ retriggerGuardMs: -1 })).toThrow(TypeError);
  });
});

describe('isGoalIncident', () => {
  it.each([
    ['goal', true],
    ['penaltyGoal', true],
    ['ownGoal', true],
    ['GOAL', false],
    ['cancelled', false],
    ['penaltyMiss', false],
    ['yellowCard', false],
    ['', false],
  ])('%s: %s', (event, expected) => {
    expect(isGoalIncident({ event })).toBe(expected);
  });
});
