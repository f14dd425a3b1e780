import { describe, expect, it } from 'vitest';
import { captured } from '../testing/answers.ts';
import { currentShape, minuteLabel, shapeTimeline } from './lineup-view-shape.ts';

const laliga = captured.laliga.lineups;
const laligaIncidents = captured.laliga.incidents.incidents;
const final = captured.final.lineups;
const finalIncidents = captured.final.incidents.incidents;

describe('currentShape', () => {
  it('draws Barcelona at full time in the feed’s 4-3-3: Coutinho on the left wing, Vidal and Arthur in midfield, Semedo gone', () => {
    const shape = currentShape(laliga.home, 'home', laligaIncidents);
    expect(shape.formation).toBe('4-3-3');
    expect(shape.players).toHaveLength(11);
    const where = (id: string) => shape.players.find((player) => player.id === id);
    expect(where('bar-philippe-coutinho')).toMatchObject({ x: 74, y: 12, cameOnMinute: 46 });
    expect(where('bar-arturo-vidal')).toMatchObject({ x: 52, y: 66 });
    expect(where('bar-lionel-messi')).toMatchObject({ x: 74, y: 88, goals: 2 });
    expect(where('bar-marc-andre-ter-stegen')).toMatchObject({ x: 5, y: 50 });
    expect(where('bar-nelson-semedo')).toBeUndefined();
  });

  it('falls back on the starting formation, substitutes in the places of those they replaced, when the feed sends no shape', () => {
    const { current: _current, formationChanges: _changes, ...argentina } = final.home;
    const shape = currentShape(argentina, 'home', finalIncidents);
    expect(shape.formation).toBe('4-3-3');
    const diMaria = final.home.starters.find((player) => player.id === 'arg-di-maria')!;
    expect(shape.players.find((player) => player.id === 'arg-acuna')).toMatchObject({ x: diMaria.slot!.x, y: diMaria.slot!.y });
  });

  it('draws nothing for a formation it cannot lay out', () => {
    const shape = currentShape({ ...laliga.home, current: { ...laliga.home.current!, formation: '4-4' } }, 'home', laligaIncidents);
    // The feed's shape is refused and the starting 4-4-2 is drawn instead.
    expect(shape.formation).toBe('4-4-2');
    expect(currentShape({ ...laliga.home, formation: 'unknown', current: undefined }, 'home', laligaIncidents)).toEqual({
      formation: null,
      players: [],
    });
  });
});

describe('shapeTimeline', () => {
  it('tells Alavés’s afternoon in order: two changes at 68′, the switch to 4-4-2 at 69′, Burgui at 71′', () => {
    const timeline = shapeTimeline(laliga.away, 'away', laligaIncidents);
    expect(
      timeline.map((event) =>
        event.kind === 'formation'
          ? `${minuteLabel(event.minute, event.addedMinute)} ${event.from}>${event.to}`
          : `${event.minute}′ ${event.on.shortName}<${event.off?.shortName}`,
      ),
    ).toEqual(['68′ Adrián Marín<Daniel Alejandro Torres', '68′ Borja Bastón<Jony', '69′ 4-1-4-1>4-4-2', '71′ Burgui<Rubén Sobrino']);
  });

  it('puts Barcelona’s half-time change before the switch to 4-3-3 of the same minute', () => {
    const [first, second] = shapeTimeline(laliga.home, 'home', laligaIncidents);
    expect(first).toMatchObject({ kind: 'substitution', minute: 46 });
    expect(second).toMatchObject({ kind: 'formation', minute: 46, from: '4-4-2', to: '4-3-3' });
  });

  it('writes added time as fans read it', () => {
    expect(minuteLabel(45, 2)).toBe('45+2′');
    expect(minuteLabel(69)).toBe('69′');
  });
});
