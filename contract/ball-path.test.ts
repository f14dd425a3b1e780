import { describe, expect, it } from 'vitest';
import { ballPathSchema, ballStepSchema } from './ball-path.ts';
import { socketMessageSchema } from './protocol.ts';

// Busquets's pass and Messi's shot as a tracker would receive them (places on the home side's 0..100 grid).
const pass = { id: 412, second: 611.4, kind: 'pass', side: 'home', x: 38.2, y: 61.3, endX: 55.8, endY: 80, player: 'Sergio Busquets' };
const shot = {
  id: 2803,
  second: 1091.2,
  kind: 'shot',
  side: 'home',
  x: 88.3,
  y: 45,
  endX: 100,
  endY: 52.5,
  player: 'Lionel Messi',
  outcome: 'goal',
};

describe('the ballPath socket message', () => {
  it('carries a period and its steps, and is one of the socket messages', () => {
    const message = { type: 'ballPath', value: { period: 'secondHalf', steps: [pass, shot] }, seq: 1205 };
    expect(socketMessageSchema.parse(message)).toEqual(message);
  });

  it('keeps a step without an end, player or outcome (a recovery)', () => {
    const recovery = { id: 9, second: 4, kind: 'recovery', side: 'away', x: 71.5, y: 12 };
    expect(ballStepSchema.parse(recovery)).toEqual(recovery);
  });

  it("takes a foul's card and a failed or offside pass's outcome", () => {
    expect(ballStepSchema.parse({ ...pass, kind: 'foul', card: 'secondYellow' }).card).toBe('secondYellow');
    expect(ballStepSchema.parse({ ...pass, outcome: 'lost' }).outcome).toBe('lost');
    expect(ballStepSchema.parse({ ...pass, outcome: 'offside' }).outcome).toBe('offside');
  });

  it('refuses places off the 0..100 grid, unknown kinds and outcomes, and ids that are not StatsBomb indexes', () => {
    expect(ballStepSchema.safeParse({ ...pass, x: 100.1 }).success).toBe(false);
    expect(ballStepSchema.safeParse({ ...pass, endY: -1 }).success).toBe(false);
    expect(ballStepSchema.safeParse({ ...pass, kind: 'pressure' }).success).toBe(false);
    expect(ballStepSchema.safeParse({ ...shot, outcome: 'post' }).success).toBe(false);
    expect(ballStepSchema.safeParse({ ...pass, id: 'a1b2' }).success).toBe(false);
    expect(ballStepSchema.safeParse({ ...pass, side: 'both' }).success).toBe(false);
  });

  it('has at least one step and a period the replay knows', () => {
    expect(ballPathSchema.safeParse({ period: 'firstHalf', steps: [] }).success).toBe(false);
    expect(ballPathSchema.safeParse({ period: 'half', steps: [pass] }).success).toBe(false);
  });
});
