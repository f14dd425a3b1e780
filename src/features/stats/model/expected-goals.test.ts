import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { liveStatsAnswerSchema } from '../../../../contract/match-data.ts';
import laliga from '../testing/laliga.live_stats.json';
import { defaultShot, markerRadius, shotMarkers, sumXg, xgTimelineModel, type Shot } from './expected-goals.ts';

const stats = z.parse(liveStatsAnswerSchema, laliga);

describe('expected goals (Barcelona 3-0 Alavés)', () => {
  const model = xgTimelineModel(stats.shots);

  it('ends each step line at the sum of its shots, which is what the summary says', () => {
    expect(model.totals).toEqual({ home: 2.99, away: 0.3 });
    expect(model.totals.home).toBe(stats.summary.home.expectedGoals);
    expect(model.steps.home.at(-1)!.total).toBe(2.99);
    expect(model.shots).toEqual({ home: 25, away: 3 });
    expect(model.goals).toEqual({ home: 3, away: 0 });
  });

  it('steps in time order and never goes down', () => {
    const totals = model.steps.away.map((step) => step.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const positions = model.steps.home.map((step) => step.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('sums without floating-point dust', () => {
    expect(sumXg([{ xg: 0.1 }, { xg: 0.2 }])).toBe(0.3);
  });

  it('makes marker area proportional to xG, with a floor for tiny chances', () => {
    const area = (xg: number) => Math.PI * markerRadius(xg) ** 2;
    expect(area(0.4) / area(0.1)).toBeCloseTo(4);
    expect(markerRadius(0.001)).toBe(0.6);
  });

  it('draws goals last and filled, the rest hollow, larger chances beneath smaller', () => {
    const markers = shotMarkers(stats.shots);
    const firstGoal = markers.findIndex((marker) => marker.filled);
    expect(markers.slice(firstGoal).every((marker) => marker.shot.outcome === 'goal')).toBe(true);
    expect(markers.filter((marker) => marker.filled)).toHaveLength(3);
    const misses = markers.slice(0, firstGoal).map((marker) => marker.r);
    expect(misses).toEqual([...misses].sort((a, b) => b - a));
  });

  it('puts a shot 12 m out in the middle on the penalty spot, and an own-half shot on halfway', () => {
    const shot: Shot = { id: 's', side: 'home', minute: 1, playerName: 'P', outcome: 'saved', xg: 0.5, x: (1 - 11 / 105) * 100, y: 50 };
    const [spot] = shotMarkers([shot]);
    expect(spot!.cx).toBeCloseTo(34);
    expect(spot!.cy).toBeCloseTo(11);
    expect(shotMarkers([{ ...shot, x: 20 }])[0]!.cy).toBe(52.5);
  });

  it('first shows the latest goal (Messi, 90+2), else the best chance (Coutinho, 0.34)', () => {
    expect(defaultShot(stats.shots)).toMatchObject({ minute: 90, addedMinute: 2, outcome: 'goal', playerName: 'Lionel Messi' });
    expect(defaultShot(stats.shots.filter((shot) => shot.outcome !== 'goal'))?.xg).toBe(0.3419);
  });
});
