import type { BallMomentumMinute, BallPath, BallStep } from './ball-path.ts';
import { situationAfter, type Situation, type SituationEvent, type SituationKind } from './ball-situation.ts';
import type { PeriodId, Side } from './protocol.ts';

/**
 * The live tracker's momentum: how much each side pressed, minute by minute, over the
 * ball's path (the `ballPath` steps, one per StatsBomb event with a location). The feed computes
 * it for the match so far (`GET /ball_path`) and the tracker carries it on with each live message,
 * so both must read the steps by this one rule:
 *
 * 1. Each step puts its side in possession in a situation (ball-situation.ts: safe, attack or
 *    dangerous attack, from the step's kind and where the ball is after it).
 * 2. The step weighs on the side in possession: 0 when safe, 1 in an attack, 2 in a dangerous attack.
 * 3. A minute's weight for a side is the sum over the steps in it; a step belongs to the minute of
 *    its period its second falls in (the clock's minute: added time is its own minutes, after the
 *    period's last).
 * 4. Minutes are listed in the order of play, from the first with a step; a minute without any step
 *    (none happens in open play) is not listed.
 */

/** Where each period starts on the match clock, and how long it runs before added time, in minutes. */
export const periodClock: Readonly<Record<PeriodId, { start: number; length: number }>> = {
  firstHalf: { start: 0, length: 45 },
  secondHalf: { start: 45, length: 45 },
  firstHalfExtraTime: { start: 90, length: 15 },
  secondHalfExtraTime: { start: 105, length: 15 },
  penaltyShootout: { start: 120, length: 0 },
};

/** How much a situation weighs (rule 2). */
export const momentumWeight: Readonly<Record<Situation, number>> = { safe: 0, attack: 1, danger: 2 };

/** What the situation rule reads of a step: its kind, and where the ball is after it. */
export function situationEventOf(step: BallStep): SituationEvent {
  const x = step.endX ?? step.x;
  const y = step.endY ?? step.y;
  if (step.kind === 'ownGoal') return { kind: 'goal', side: step.side === 'home' ? 'away' : 'home', x, y };
  return { kind: situationKindOf(step), side: step.side, x, y };
}

function situationKindOf(step: BallStep): SituationKind {
  if (step.outcome === 'offside') return 'offside';
  switch (step.kind) {
    case 'shot':
      return step.outcome === 'goal' ? 'goal' : 'shot';
    case 'corner':
    case 'freeKick':
    case 'foul':
    case 'offside':
    case 'lostBall':
      return step.kind;
    default:
      return 'play';
  }
}

/** The clock's minute index of a second of a period (rule 3). */
export function minuteIndexOf(period: PeriodId, second: number): number {
  return periodClock[period].start + Math.floor(second / 60);
}

/** The momentum after one step, whose side in possession and situation are `play` (rules 2 to 4). */
export function withStepMomentum(
  momentum: readonly BallMomentumMinute[],
  period: PeriodId,
  second: number,
  play: { side: Side; situation: Situation },
): BallMomentumMinute[] {
  const index = minuteIndexOf(period, second);
  const current = momentum.at(-1);
  const same = current !== undefined && current.period === period && current.index === index;
  const minute = same ? current : { period, index, home: 0, away: 0 };
  const next = { ...minute, [play.side]: minute[play.side] + momentumWeight[play.situation] };
  return [...(same ? momentum.slice(0, -1) : momentum), next];
}

/** The momentum of a run of `ballPath` values, in order: the match so far when they are all its steps. */
export function momentumOf(values: readonly BallPath[]): BallMomentumMinute[] {
  let momentum: BallMomentumMinute[] = [];
  for (const { period, steps } of values) {
    for (const step of steps) {
      const play = situationAfter(situationEventOf(step), null);
      if (play) momentum = withStepMomentum(momentum, period, step.second, play);
    }
  }
  return momentum;
}
