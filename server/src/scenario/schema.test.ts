import { describe, expect, it } from 'vitest';
import { tinyScenario } from '../testing/tiny-scenario.ts';
import { scenarioSchema, type Scenario } from './schema.ts';

const quietSide = {
  passes: 5,
  passesCompleted: 4,
  touches: 7,
  attacks: 1,
  dangerousAttacks: 0,
  possessionSeconds: 30,
  corners: 1,
  fouls: 0,
  offsides: 0,
};
const withFlow = (events: Scenario['events']): unknown => ({
  ...tinyScenario,
  events,
  flow: [{ period: 'firstHalf', minute: 0, home: quietSide, away: { ...quietSide, corners: 0 } }],
});

describe('scenarioSchema', () => {
  it('accepts corners counted in the flow', () => {
    expect(scenarioSchema.safeParse(withFlow(tinyScenario.events)).success).toBe(true);
  });

  it('refuses corners both as events and as flow counts', () => {
    const result = scenarioSchema.safeParse(
      withFlow([...tinyScenario.events, { period: 'firstHalf', second: 10, side: 'home', type: 'corner' }]),
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/corner events and flow corners counts both given/),
    ]);
  });

  it('refuses a player period of an unknown player or a period not played, and a grid of the wrong size', () => {
    const row = {
      playerId: 'h1',
      period: 'firstHalf',
      touches: 1,
      passes: 1,
      passesCompleted: 1,
      foulsCommitted: 0,
      heat: new Array(60).fill(0),
    };
    expect(scenarioSchema.safeParse({ ...tinyScenario, playerPeriods: [row] }).success).toBe(true);
    const issues = (playerPeriods: unknown[]) =>
      scenarioSchema.safeParse({ ...tinyScenario, playerPeriods }).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues([{ ...row, playerId: 'nobody' }])).toEqual(['playerPeriods.0.playerId']);
    expect(issues([{ ...row, period: 'firstHalfExtraTime' }])).toEqual(['playerPeriods.0.period']);
    expect(issues([{ ...row, heat: [1, 2] }])).toEqual(['playerPeriods.0.heat']);
  });
});
