import { describe, expect, it } from 'vitest';
import { forwardOf, isCentral, situationAfter, type SituationEvent } from './ball-situation.ts';

// Turkey 0-3 Italy, Euro 2020 (StatsBomb 3788741): Turkey at home, so Italy's StatsBomb locations
// (120 by 80, towards the goal Italy attacks) are turned round onto the home side's 0..100 grid.
function italy(kind: SituationEvent['kind'], [x, y]: [number, number]): SituationEvent {
  return { kind, side: 'away', x: round(100 - x / 1.2), y: round(100 - y / 0.8) };
}
function turkey(kind: SituationEvent['kind'], [x, y]: [number, number]): SituationEvent {
  return { kind, side: 'home', x: round(x / 1.2), y: round(y / 0.8) };
}
function round(value: number): number {
  return Math.round(value * 10) / 10;
}

describe('the side in possession', () => {
  it('1. goes to the other side on a foul: Çalhanoğlu fouls (11:16), the free kick is Italy’s', () => {
    expect(situationAfter(turkey('foul', [94.9, 24.0]), null)).toEqual({ side: 'away', situation: 'safe' });
  });

  it('1. goes to the other side on an offside: Chiellini offside in the box (22:05), the ball is Turkey’s', () => {
    expect(situationAfter(italy('offside', [116.6, 38.1]), { side: 'away', situation: 'danger' })).toEqual({
      side: 'home',
      situation: 'safe',
    });
  });

  it('1. goes to the other side when a player loses it: Berardi’s miscontrol in Turkey’s half (3:14)', () => {
    expect(situationAfter(italy('lostBall', [69.1, 73.6]), { side: 'away', situation: 'attack' })).toEqual({
      side: 'home',
      situation: 'safe',
    });
  });

  it('2. stays as it was through a substitution (Okay Yokuşlu off, 64:11) and a card', () => {
    const before = { side: 'away', situation: 'attack' } as const;
    expect(situationAfter({ kind: 'substitution', side: 'home', x: 50, y: 50 }, before)).toBe(before);
    expect(situationAfter({ kind: 'card', side: 'home', x: 50, y: 50 }, before)).toBe(before);
    expect(situationAfter({ kind: 'card', side: 'home', x: 50, y: 50 }, null)).toBeNull();
  });

  it('3. is the actor’s side for any other event: Çakır’s pass from his own box (66:54)', () => {
    expect(situationAfter(turkey('play', [3.1, 46.4]), { side: 'away', situation: 'danger' })?.side).toBe('home');
  });
});

describe('the situation of the side in possession', () => {
  it('4. is danger on a shot wherever it is taken: Bonucci from 33 yards (19:10)', () => {
    expect(situationAfter(italy('shot', [87.0, 53.6]), null)).toEqual({ side: 'away', situation: 'danger' });
  });

  it('4. is danger on a goal: Immobile scores (65:33)', () => {
    expect(situationAfter(italy('goal', [113.6, 36.1]), null)).toEqual({ side: 'away', situation: 'danger' });
  });

  it('4. is danger on a corner, out on the flag: Insigne (21:38)', () => {
    expect(situationAfter(italy('corner', [120, 80]), null)).toEqual({ side: 'away', situation: 'danger' });
  });

  it('5. is danger on a free kick in the final third, even out wide: Insigne (60:30)', () => {
    const freeKick = italy('freeKick', [97.0, 70.4]);
    expect(isCentral(freeKick.y)).toBe(false);
    expect(situationAfter(freeKick, null)).toEqual({ side: 'away', situation: 'danger' });
    // The same spot in open play is only an attack (rule 7).
    expect(situationAfter({ ...freeKick, kind: 'play' }, null)).toEqual({ side: 'away', situation: 'attack' });
  });

  it('5. is danger on a foul that gives a free kick in the final third: Söyüncü near his corner flag (59:49)', () => {
    expect(situationAfter(turkey('foul', [21.9, 7.4]), null)).toEqual({ side: 'away', situation: 'danger' });
  });

  it('5. is not danger on a free kick in the side’s own half: Florenzi (11:32)', () => {
    expect(situationAfter(italy('freeKick', [27.1, 60.0]), null)).toEqual({ side: 'away', situation: 'safe' });
  });

  it('6. is danger in the final third’s central zone: Barella’s pass at the edge of the box (65:25)', () => {
    const pass = italy('play', [101.0, 49.6]);
    expect(forwardOf('away', pass.x)).toBeGreaterThan(200 / 3);
    expect(isCentral(pass.y)).toBe(true);
    expect(situationAfter(pass, null)).toEqual({ side: 'away', situation: 'danger' });
  });

  it('7. is an attack in the final third out wide: Insigne’s pass from the left (65:21)', () => {
    expect(situationAfter(italy('play', [84.4, 10.3]), null)).toEqual({ side: 'away', situation: 'attack' });
  });

  it('7. is an attack just past halfway: Spinazzola’s pass on the touchline (65:16)', () => {
    const pass = italy('play', [64.3, 2.7]);
    expect(forwardOf('away', pass.x)).toBeLessThan(200 / 3);
    expect(situationAfter(pass, null)).toEqual({ side: 'away', situation: 'attack' });
  });

  it('8. is safe in the side’s own half: Locatelli’s pass short of halfway (65:15)', () => {
    expect(situationAfter(italy('play', [56.2, 30.8]), null)).toEqual({ side: 'away', situation: 'safe' });
  });
});
