import { describe, expect, it } from 'vitest';
import { compileMatch } from '../replay/compile.ts';
import { statsSummaryAt } from '../match-stats/live-stats.ts';
import { loadScenarios } from '../scenario/load.ts';
import type { Scenario } from '../scenario/schema.ts';
import { tinyScenario } from '../testing/tiny-scenario.ts';
import { createRandom } from './random.ts';
import { contestsPer90, fillContests, fillScenario, modelXg } from './fill.ts';

const scenarios = await loadScenarios();
const end = 1e7;

describe('the model fills only what no fact covers', () => {
  it.each(['euro2020-tur-ita', 'laliga-2018-19-bar-ala'])('%s: adds no shot, keeps the flow and turns its counts into events', (id) => {
    const scenario = scenarios.get(id)!;
    const filled = fillScenario(scenario);
    const shots = (events: Scenario['events']) => events.filter((event) => event.type === 'shot' || event.type === 'goal');
    expect(shots(filled.events)).toEqual(shots(scenario.events));
    expect(filled.flow).toBe(scenario.flow);
    for (const [type, key] of [
      ['corner', 'corners'],
      ['foul', 'fouls'],
      ['offside', 'offsides'],
    ] as const) {
      for (const side of ['home', 'away'] as const) {
        const counted = scenario.flow!.reduce((sum, row) => sum + (row[side][key] ?? 0), 0);
        const events = filled.events.filter((event) => event.type === type && event.side === side);
        expect(events, `${id} ${side} ${type}`).toHaveLength(counted);
        // Each in its own minute of the flow.
        for (const event of events) {
          const row = scenario.flow!.find((minute) => minute.period === event.period && minute.minute === Math.floor(event.second / 60))!;
          expect(row[side][key]).toBeGreaterThan(0);
        }
      }
    }
  });

  it('keeps a goal\u2019s own xG and location, and gives one without them the model\u2019s', () => {
    const scenario: Scenario = {
      ...tinyScenario,
      events: [
        { period: 'firstHalf', second: 600, side: 'home', type: 'goal', playerId: 'h9', xg: 0.12, location: { x: 91, y: 44 } },
        ...tinyScenario.events.slice(1),
      ],
    };
    const goals = fillScenario(scenario).events.filter((event) => event.type === 'goal');
    expect(goals[0]).toMatchObject({ xg: 0.12, location: { x: 91, y: 44 } });
    expect(goals[1]).toMatchObject({ penalty: true, xg: 0.76 });
  });
});

describe('the 2022 final meets its published totals', () => {
  const final = scenarios.get('wc2022-final')!;

  it('carries the figures with their source', () => {
    expect(final.published).toMatchObject({
      source: expect.stringMatching(/FIFA.*FBref/),
      home: { shots: 20, shotsOnTarget: 10, expectedGoals: 3.3, possession: 54 },
      away: { shots: 10, shotsOnTarget: 5, expectedGoals: 2.2, possession: 46 },
    });
  });

  it.each([20221218, 1, 2, 3])('seed %i: shots, on target and xG exactly, possession within two points', (seed) => {
    const summary = statsSummaryAt(compileMatch({ ...final, seed }), end);
    for (const side of ['home', 'away'] as const) {
      const published = final.published![side];
      expect(summary[side].shots).toBe(published.shots);
      expect(summary[side].shotsOnTarget).toBe(published.shotsOnTarget);
      expect(summary[side].expectedGoals).toBeCloseTo(published.expectedGoals, 2);
      expect(Math.abs(summary[side].possession - published.possession!)).toBeLessThan(2);
    }
    expect(summary.home.goals).toBe(3);
    expect(summary.away.goals).toBe(3);
  });
});

describe('without facts or published figures, per-team totals stay in realistic bands', () => {
  // Top-flight matches: about 4 to 25 shots and 0.2 to 3.5 xG a side over 90 minutes (FBref league data).
  it('over 40 seeds of an invented 1-1 match', () => {
    const perShot: number[] = [];
    for (let seed = 1; seed <= 40; seed += 1) {
      const summary = statsSummaryAt(compileMatch({ ...tinyScenario, seed }), end);
      for (const side of ['home', 'away'] as const) {
        const own = summary[side];
        expect(own.shots, `seed ${seed} ${side} shots`).toBeGreaterThanOrEqual(2);
        expect(own.shots).toBeLessThanOrEqual(26);
        expect(own.shotsOnTarget).toBeLessThanOrEqual(own.shots);
        expect(own.expectedGoals, `seed ${seed} ${side} xG`).toBeGreaterThan(0.1);
        expect(own.expectedGoals).toBeLessThan(3.6);
        perShot.push(own.expectedGoals / own.shots);
      }
    }
    const mean = perShot.reduce((sum, value) => sum + value, 0) / perShot.length;
    expect(mean).toBeGreaterThan(0.07);
    expect(mean).toBeLessThan(0.2);
  });

  it('models a shot\u2019s xG at about the top-flight average of 0.1', () => {
    const random = createRandom(5);
    const values = Array.from({ length: 2000 }, () => modelXg(random).xg);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.07);
    expect(mean).toBeLessThan(0.15);
    expect(Math.max(...values)).toBeLessThanOrEqual(0.75);
  });
});

describe('crosses, tackles, interceptions, clearances and duels where the facts have none', () => {
  // Top-flight bands for one side over 90 minutes (Opta league figures): crosses 3 to 30,
  // tackles 5 to 32, interceptions 2 to 24, clearances 4 to 40, duels 50 to 130.
  it('over 40 seeds of an invented 1-1 match', () => {
    const means = { crosses: 0, tackles: 0, interceptions: 0, clearances: 0, duels: 0 };
    for (let seed = 1; seed <= 40; seed += 1) {
      const summary = statsSummaryAt(compileMatch({ ...tinyScenario, seed }), end);
      for (const side of ['home', 'away'] as const) {
        const own = summary[side];
        const where = `seed ${seed} ${side}`;
        expect(own.crosses, `${where} crosses`).toBeGreaterThanOrEqual(3);
        expect(own.crosses).toBeLessThanOrEqual(30);
        expect(own.accurateCrosses).toBeLessThanOrEqual(own.crosses);
        expect(own.tackles, `${where} tackles`).toBeGreaterThanOrEqual(5);
        expect(own.tackles).toBeLessThanOrEqual(32);
        expect(own.interceptions, `${where} interceptions`).toBeGreaterThanOrEqual(2);
        expect(own.interceptions).toBeLessThanOrEqual(24);
        expect(own.clearances, `${where} clearances`).toBeGreaterThanOrEqual(4);
        expect(own.clearances).toBeLessThanOrEqual(40);
        expect(own.duels, `${where} duels`).toBeGreaterThanOrEqual(50);
        expect(own.duels).toBeLessThanOrEqual(130);
        expect(own.aerialDuelsWon).toBeLessThanOrEqual(own.aerialDuels);
        for (const key of Object.keys(means) as Array<keyof typeof means>) means[key] += own[key] / 80;
      }
      // Every modelled duel has a winner: the two sides' wins make up the duels both took part in.
      expect(summary.home.duelsWon + summary.away.duelsWon).toBe(summary.home.duels);
      expect(summary.home.aerialDuelsWon + summary.away.aerialDuelsWon).toBe(summary.home.aerialDuels);
    }
    // The match is 90 minutes plus a little added time: the means sit near the per-90 bands.
    expect(means.tackles).toBeGreaterThan(contestsPer90.tackles * 0.85);
    expect(means.tackles).toBeLessThan(contestsPer90.tackles * 1.2);
    expect(means.duels).toBeGreaterThan((contestsPer90.groundDuels + contestsPer90.aerialDuels) * 0.85);
    expect(means.duels).toBeLessThan((contestsPer90.groundDuels + contestsPer90.aerialDuels) * 1.2);
  });

  it('keeps the counts a flow has and models only the missing ones', () => {
    const row = (counts: Record<string, number>) => ({
      period: 'firstHalf' as const,
      minute: 0,
      home: { passes: 5, passesCompleted: 4, touches: 6, attacks: 1, dangerousAttacks: 0, ...counts },
      away: { passes: 2, passesCompleted: 1, touches: 3, attacks: 0, dangerousAttacks: 0, ...counts },
    });
    const full = {
      crosses: 1,
      crossesCompleted: 0,
      tackles: 2,
      interceptions: 0,
      clearances: 1,
      duels: 3,
      duelsWon: 2,
      aerialDuels: 1,
      aerialDuelsWon: 1,
    };
    const complete = [row(full)];
    expect(fillContests(complete, { home: 0.5, away: 0.5 }, createRandom(1))).toBe(complete);
    const [filled] = fillContests([row({ tackles: 7 })], { home: 0.5, away: 0.5 }, createRandom(1));
    expect(filled!.home.tackles).toBe(7);
    expect(filled!.home.passes).toBe(5);
    expect(filled!.home.duels).toBeTypeOf('number');
    expect(filled!.away.crossesCompleted).toBeLessThanOrEqual(filled!.away.crosses!);
  });

  it('leaves the rest of a modelled match as it was before the contests were modelled', () => {
    // Figures of seed 7 measured before the contests existed: their own random stream changed none.
    const filled = fillScenario({ ...tinyScenario, seed: 7 });
    const total = (key: 'passes' | 'touches') => filled.flow.reduce((sum, minute) => sum + minute.home[key] + minute.away[key], 0);
    expect([total('passes'), total('touches')]).toEqual([993, 1538]);
    expect(filled.events.filter((event) => event.type === 'shot')).toHaveLength(23);
    expect(filled.flow.reduce((sum, minute) => sum + (minute.home.possessionSeconds ?? 0), 0)).toBe(2316);
  });
});
