import { describe, expect, it } from 'vitest';
import type { PitchEvent } from '../../../../contract/protocol.ts';
import {
  isInsideBox,
  latestEventCount,
  latestEvents,
  placeShots,
  playZone,
  shotCategory,
  toPitch,
  visualisationEvents,
  xgRadius,
  type ShotMarker,
} from './pitch-model.ts';

// Barcelona 3-0 Alavés (La Liga 2018/19): Messi's goal in the 64th minute, xG 0.25 (StatsBomb).
const messi: ShotMarker = {
  id: 'e48',
  period: 'secondHalf',
  second: 11,
  side: 'home',
  minute: 64,
  playerName: 'Lionel Messi',
  outcome: 'goal',
  xg: 0.25,
  x: 94,
  y: 39.2,
};
const bastonFromDistance: ShotMarker = {
  id: 'e65',
  period: 'secondHalf',
  second: 0,
  side: 'away',
  minute: 77,
  playerName: 'Borja Bastón',
  outcome: 'offTarget',
  xg: 0.04,
  x: 70,
  y: 50,
};

describe('the pitch', () => {
  it('maps the feed 0..100 onto 105 by 68 metres', () => {
    expect(toPitch(0, 0)).toEqual({ x: 0, y: 0 });
    expect(toPitch(100, 100)).toEqual({ x: 105, y: 68 });
    expect(toPitch(50, 50)).toEqual({ x: 52.5, y: 34 });
  });

  it("turns the away side's shots round: they attack the home goal, on the left", () => {
    const [home, away] = placeShots([messi, { ...messi, id: 'a', side: 'away' }]);
    expect(home!.at.x).toBeGreaterThan(90);
    expect(away!.at.x).toBeLessThan(15);
    expect(away!.at.y).toBeCloseTo(68 - home!.at.y, 1);
  });
});

describe('shots', () => {
  it('sorts outcomes into the icons of SPEC section 2', () => {
    expect(shotCategory('goal')).toBe('onTarget');
    expect(shotCategory('saved')).toBe('onTarget');
    expect(shotCategory('offTarget')).toBe('offTarget');
    expect(shotCategory('woodwork')).toBe('offTarget');
    expect(shotCategory('blocked')).toBe('blocked');
  });

  it('tells inside the penalty area from outside, at its real edges (16.5 m deep, 40.32 m wide)', () => {
    expect(isInsideBox(messi)).toBe(true);
    expect(isInsideBox(bastonFromDistance)).toBe(false);
    const edge = 100 - (16.5 / 105) * 100;
    expect(isInsideBox({ x: edge + 0.1, y: 50 })).toBe(true);
    expect(isInsideBox({ x: edge - 0.1, y: 50 })).toBe(false);
    const side = 50 + ((40.32 / 2 - 0.1) / 68) * 100;
    expect(isInsideBox({ x: 95, y: side })).toBe(true);
    expect(isInsideBox({ x: 95, y: side + 0.5 })).toBe(false);
  });

  it('grows the xG circle with the chance, by area, within bounds', () => {
    expect(xgRadius(0)).toBe(1.5);
    expect(xgRadius(1)).toBe(3);
    expect(xgRadius(0.25)).toBeGreaterThan(xgRadius(0.04));
    expect(xgRadius(7)).toBe(3);
  });
});

describe('latest events and where play is', () => {
  const event = (id: number, kind: PitchEvent['kind']): PitchEvent => ({ id: `e${id}`, kind, side: 'home', x: 50, y: 50, minute: id });

  it("keeps SPEC section 9's kinds the fan shows, newest last and brightest, at most the latest few", () => {
    const events = [
      event(1, 'corner'),
      event(2, 'foul'),
      event(3, 'shot'),
      event(4, 'dangerousAttack'),
      ...Array.from({ length: 8 }, (_, i) => event(10 + i, 'offside')),
    ];
    const all = latestEvents(events, new Set(visualisationEvents));
    expect(all).toHaveLength(latestEventCount);
    expect(all.at(-1)!.event.id).toBe('e17');
    expect(all.at(-1)!.emphasis).toBe(1);
    expect(all[0]!.emphasis).toBeLessThan(all.at(-1)!.emphasis);
    expect(all[0]!.emphasis).toBeGreaterThanOrEqual(0.4);
    const fewer = latestEvents(events, new Set(['corners', 'fouls'] as const));
    expect(fewer.map((placed) => placed.event.id)).toEqual(['e1', 'e2']);
  });

  it('names the third of the pitch from the side on the ball', () => {
    expect(playZone({ x: 80 }, 'home')).toBe('attackingThird');
    expect(playZone({ x: 80 }, 'away')).toBe('defensiveThird');
    expect(playZone({ x: 50 }, 'away')).toBe('middleThird');
  });
});
