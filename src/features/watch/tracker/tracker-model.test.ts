import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../../contract/protocol.ts';
import { situationEventOf } from '../../../../contract/ball-momentum.ts';
import { immobileGoalPath, immobileGoalSteps } from '../../../../contract/testing/turkey-italy-steps.ts';
import {
  clockMinute,
  emptyTrackerState,
  incidentLine,
  isJumpInTime,
  markLimit,
  markOf,
  pathTimings,
  replaySpeed,
  tickerLines,
  trackerFromAnswer,
  withBallPath,
  type TickerLine,
} from './tracker-model.ts';

const upTo = (id: number) => ({ period: immobileGoalPath.period, steps: immobileGoalSteps.filter((step) => step.id <= id) });

describe('the ball', () => {
  it('passes through every real place of the message in order, once each, and rests at the last', () => {
    const state = withBallPath(emptyTrackerState, immobileGoalPath);
    expect(state.path.map(({ x, y }) => [x, y])).toEqual([
      [15.8, 38],
      [9.8, 30.5],
      [9.4, 31.4],
      [9.3, 66.5],
      [11.3, 62.8],
      [2.2, 51],
      [1.7, 52.4],
      [4.9, 58.5],
      [5.3, 54.9],
      [0, 49.6],
      [1.5, 52.3],
    ]);
    expect(state.ball).toMatchObject({ x: 1.5, y: 52.3 });
    expect(state.period).toBe('secondHalf');
  });

  it('reaches the end of a pass when it is received: Barella’s pass at 1225.8 s arrives at Berardi’s reception at 1227 s', () => {
    const state = withBallPath(emptyTrackerState, upTo(2767));
    expect(state.path).toEqual([
      { x: 15.8, y: 38, second: 1225.8 },
      { x: 9.8, y: 30.5, second: 1227 },
    ]);
  });

  it('stays where it was for a message that moves it nowhere new', () => {
    const before = withBallPath(emptyTrackerState, immobileGoalPath);
    const after = withBallPath(before, { period: 'secondHalf', steps: [immobileGoalSteps[10]!] });
    expect(after.ball).toMatchObject({ x: 1.5, y: 52.3 });
  });

  it('is played in the replay’s time, caught up within a second when late', () => {
    const path = withBallPath(emptyTrackerState, upTo(2769)).path;
    // 1225.8, 1227, 1228, 1229 (the last pass's end, a second on) at speed 1 …
    expect(pathTimings(path, 1, 10_000)).toEqual([0, 1200, 2200, 3200]);
    // … at speed 20, twenty times as fast; at speed 1 within a second in all.
    expect(pathTimings(path, 20)).toEqual([0, 60, 110, 160]);
    expect(pathTimings(path, 1)).toEqual([0, 375, 688, 1000]);
  });
});

describe('possession and situation', () => {
  it('are Italy’s dangerous attack as Immobile shoots, and Turkey’s safe ball once Çakır has it', () => {
    expect(withBallPath(emptyTrackerState, upTo(2775)).play).toEqual({ side: 'away', situation: 'danger' });
    expect(withBallPath(emptyTrackerState, immobileGoalPath).play).toEqual({ side: 'home', situation: 'safe' });
  });

  it('read where the ball is after a step: the end of Barella’s pass, in the box', () => {
    expect(situationEventOf(immobileGoalSteps[0]!)).toEqual({ kind: 'play', side: 'away', x: 9.8, y: 30.5 });
    expect(situationEventOf(immobileGoalSteps[9]!)).toMatchObject({ kind: 'goal', side: 'away' });
  });

  it('count an own goal for the other side', () => {
    const demiral = { id: 2300, second: 480, kind: 'ownGoal', side: 'home', x: 3, y: 50, player: 'Demiral' } as const;
    expect(situationEventOf(demiral)).toEqual({ kind: 'goal', side: 'away', x: 3, y: 50 });
  });
});

describe('the events drawn', () => {
  it('are the shot with its path and outcome, the save and the goal, not the passes', () => {
    const { marks } = withBallPath(emptyTrackerState, immobileGoalPath);
    expect(marks.map((mark) => [mark.id, mark.kind, mark.outcome])).toEqual([
      [2772, 'shot', 'saved'],
      [2773, 'save', undefined],
      [2775, 'goal', 'goal'],
    ]);
    expect(marks[0]).toMatchObject({ x: 11.3, y: 62.8, endX: 2.2, endY: 51 });
  });

  it(`keep the latest ${markLimit}`, () => {
    let state = withBallPath(emptyTrackerState, immobileGoalPath);
    state = withBallPath(state, { period: 'secondHalf', steps: [{ id: 2790, second: 1300, kind: 'corner', side: 'home', x: 100, y: 0 }] });
    state = withBallPath(state, {
      period: 'secondHalf',
      steps: [{ id: 2795, second: 1310, kind: 'foul', side: 'away', x: 40, y: 20, card: 'yellow' }],
    });
    expect(state.marks.map((mark) => mark.kind)).toEqual(['save', 'goal', 'corner', 'card']);
  });

  it('draw a pass to a team-mate caught offside at the pass’s end, and give the ball to the other side', () => {
    // Insigne's pass to Immobile, flagged offside (61:56, StatsBomb event 2630).
    const pass = {
      id: 2630,
      second: 1016.8,
      kind: 'pass',
      side: 'away',
      x: 20.8,
      y: 60.6,
      endX: 3.1,
      endY: 64.8,
      player: 'Insigne',
      outcome: 'offside',
    } as const;
    expect(markOf(pass)).toEqual({ id: 2630, side: 'away', x: 3.1, y: 64.8, kind: 'offside' });
    expect(withBallPath(emptyTrackerState, { period: 'secondHalf', steps: [pass] }).play).toEqual({ side: 'home', situation: 'safe' });
    expect(withBallPath(emptyTrackerState, { period: 'secondHalf', steps: [pass] }).ticker[0]?.fact).toEqual({ kind: 'offside' });
  });

  it('draw a foul with a card as the card', () => {
    expect(markOf({ id: 1, second: 1, kind: 'foul', side: 'home', x: 1, y: 1, card: 'red' })).toMatchObject({ kind: 'card', card: 'red' });
  });
});

describe('the ticker', () => {
  it('tells the shot with the keeper who saved it, then the goal, newest first, at 66’', () => {
    const { ticker } = withBallPath(emptyTrackerState, immobileGoalPath);
    expect(ticker).toEqual<TickerLine[]>([
      { id: 'step-2775', side: 'away', minute: 66, fact: { kind: 'shot', outcome: 'goal', player: 'Immobile' } },
      { id: 'step-2772', side: 'away', minute: 66, fact: { kind: 'shot', outcome: 'saved', player: 'Spinazzola', keeper: 'Çakır' } },
    ]);
  });

  it('reads the clock as the scoreboard does', () => {
    expect(clockMinute('firstHalf', 129)).toEqual({ minute: 3 });
    expect(clockMinute('secondHalf', 1233.2)).toEqual({ minute: 66 });
    expect(clockMinute('firstHalf', 46 * 60 + 10)).toEqual({ minute: 45, addedMinute: 2 });
  });

  const substitution: Incident = {
    id: 'i9',
    type: 'substitution',
    side: 'home',
    period: 'secondHalf',
    minute: 65,
    playerName: 'Okay Yokuşlu',
    playerOnName: 'İrfan Can Kahveci',
  };
  const goal: Incident = { id: 'i10', type: 'goal', side: 'away', period: 'secondHalf', minute: 66, playerName: 'Immobile' };

  it('adds the incidents’ substitutions and cards at their minute; goals only where no step tells them', () => {
    const steps = withBallPath(emptyTrackerState, immobileGoalPath).ticker;
    expect(tickerLines(steps, [substitution, goal], false).map((line) => line.id)).toEqual(['step-2775', 'step-2772', 'incident-i9']);
    expect(tickerLines([], [substitution, goal], true).map((line) => line.id)).toEqual(['incident-i10', 'incident-i9']);
    expect(incidentLine(substitution, false)?.fact).toEqual({ kind: 'substitution', on: 'İrfan Can Kahveci', off: 'Okay Yokuşlu' });
  });
});

describe('the momentum', () => {
  it('weighs each step by its side’s situation, minute by minute', () => {
    const { momentum } = withBallPath(emptyTrackerState, immobileGoalPath);
    // All in the 66th minute (index 65): Italy's nine steps in danger weigh 2 each; Turkey's two
    // (Çakır's save and his ball after the goal) are safe and weigh nothing.
    expect(momentum).toEqual([{ period: 'secondHalf', index: 65, home: 0, away: 18 }]);
  });

  it('stays the same list after a message whose steps weigh nothing in a minute it lists', () => {
    const before = withBallPath(emptyTrackerState, upTo(2775));
    // Çakır's ball after the goal: Turkey's, safe, in the same 66th minute.
    const after = withBallPath(before, { period: 'secondHalf', steps: immobileGoalSteps.filter((step) => step.id === 2776) });
    expect(after.play).toEqual({ side: 'home', situation: 'safe' });
    expect(after.momentum).toBe(before.momentum);
    expect(after.momentum).toEqual([{ period: 'secondHalf', index: 65, home: 0, away: 18 }]);
    // A safe step in a minute not listed yet lists it.
    const later = withBallPath(after, { period: 'secondHalf', steps: [{ ...immobileGoalSteps.at(-1)!, id: 2777, second: 1262 }] });
    expect(later.momentum).toEqual([
      { period: 'secondHalf', index: 65, home: 0, away: 18 },
      { period: 'secondHalf', index: 66, home: 0, away: 0 },
    ]);
  });
});

describe('the replay’s speed', () => {
  it('is read from the match seconds between messages over the real time between them', () => {
    expect(replaySpeed(1, 5, 250)).toBe(10.5);
    expect(replaySpeed(20, 5, 250)).toBe(20);
    expect(replaySpeed(1, 0.25, 250)).toBe(1);
  });

  it('is left as it was for messages too close together, or going back', () => {
    expect(replaySpeed(20, 3, 50)).toBe(20);
    expect(replaySpeed(20, -3, 500)).toBe(20);
  });
});

describe('the start from the feed’s answer (GET /ball_path)', () => {
  const answer = {
    told: [],
    recent: [upTo(2774)],
    momentum: [{ period: 'secondHalf' as const, index: 65, home: 0, away: 16 }],
  };

  it('puts the ball where play is, still, with the told events and the feed’s momentum of the match so far', () => {
    const state = trackerFromAnswer(answer);
    expect(state.ball).toMatchObject({ x: 4.9, y: 58.5 });
    expect(state.path).toEqual([state.ball]);
    expect(state.play).toEqual({ side: 'away', situation: 'danger' });
    expect(state.ticker.map((line) => line.id)).toEqual(['step-2772']);
    expect(state.momentum).toEqual(answer.momentum);
    expect(state.known).toEqual({ first: 2766, last: 2774 });
  });

  it('skips the steps it started from and takes the rest, once; a jump back before them is played', () => {
    const state = withBallPath(trackerFromAnswer(answer), { period: 'secondHalf', steps: immobileGoalSteps.slice(7) });
    expect(state.path.map(({ x, y }) => [x, y])).toEqual([
      [5.3, 54.9],
      [0, 49.6],
      [1.5, 52.3],
    ]);
    expect(state.momentum).toEqual([{ period: 'secondHalf', index: 65, home: 0, away: 18 }]);
    expect(state.known).toBeNull();
    expect(withBallPath(trackerFromAnswer(answer), upTo(2770))).toEqual(trackerFromAnswer(answer));
    const jumped = withBallPath(trackerFromAnswer(answer), { period: 'firstHalf', steps: [{ ...immobileGoalSteps[0]!, id: 700 }] });
    expect(jumped.ball).toMatchObject({ x: 9.8, y: 30.5 });
  });
});

describe('a jump in time', () => {
  const at = (period: 'firstHalf' | 'secondHalf', second: number) => ({ period, steps: [{ ...immobileGoalSteps[0]!, second }] });
  const before = { period: 'secondHalf' as const, second: 1233.8 };

  it('is a message that goes back, or on past a long stoppage, or into a later period away from its start', () => {
    expect(isJumpInTime(before, at('secondHalf', 432.6))).toBe(true);
    expect(isJumpInTime(before, at('firstHalf', 1298))).toBe(true);
    expect(isJumpInTime(before, at('secondHalf', 1233.8 + 121))).toBe(true);
    expect(isJumpInTime({ period: 'firstHalf', second: 1200 }, at('secondHalf', 30))).toBe(true);
  });

  it('is not play going on: the next tick, a stoppage of two minutes, or the second half’s kick-off after the first’s added time', () => {
    expect(isJumpInTime(before, at('secondHalf', 1238.5))).toBe(false);
    expect(isJumpInTime(before, at('secondHalf', 1233.8 + 120))).toBe(false);
    expect(isJumpInTime({ period: 'firstHalf', second: 2850 }, at('secondHalf', 0.5))).toBe(false);
    expect(isJumpInTime(null, at('secondHalf', 432.6))).toBe(false);
  });
});
