import { describe, expect, it } from 'vitest';
import { compileMatch, type CompiledMatch } from '../match/compile.ts';
import { secondOf } from '../match/timeline.ts';
import { loadScenarios } from '../scenario/load.ts';
import type { PeriodId, Scenario, Side } from '../scenario/schema.ts';
import { formationAt } from './formation-at.ts';

const scenarios = await loadScenarios();
const scenario = (id: string): Scenario => scenarios.get(id)!;
const laliga = compileMatch(scenario('laliga-2018-19-bar-ala'));
const final = compileMatch(scenario('wc2022-final'));

const at = (match: CompiledMatch, period: PeriodId, second: number) => secondOf(match.timeline, period, second);
/** Who stands where: player id to slot. */
const places = (match: CompiledMatch, side: Side, second: number) =>
  Object.fromEntries(formationAt(match, side, second).players.map(({ playerId, slot }) => [playerId, slot]));

// StatsBomb's drawing places (server/src/statsbomb/positions.ts).
const rightBack = { x: 25, y: 88 };
const leftCentreMidfield = { x: 52, y: 34 };
const rightCentreMidfield = { x: 52, y: 66 };
const centreDefensiveMidfield = { x: 38, y: 50 };
const leftMidfield = { x: 52, y: 12 };

describe('formationAt: Barcelona v Alavés from StatsBomb’s Starting XI and Tactical Shifts', () => {
  it('starts with the published formations and the eleven in their places', () => {
    const home = formationAt(laliga, 'home', 0);
    expect(home.formation).toBe('4-4-2');
    expect(home.players.map((placed) => placed.playerId).sort()).toEqual(
      [
        'bar-marc-andre-ter-stegen',
        'bar-nelson-semedo',
        'bar-gerard-pique',
        'bar-samuel-umtiti',
        'bar-jordi-alba',
        'bar-sergi-roberto',
        'bar-sergio-busquets',
        'bar-ivan-rakitic',
        'bar-ousmane-dembele',
        'bar-luis-suarez',
        'bar-lionel-messi',
      ].sort(),
    );
    expect(places(laliga, 'home', 0)['bar-marc-andre-ter-stegen']).toEqual({ x: 5, y: 50 });
    expect(formationAt(laliga, 'away', 0).formation).toBe('4-1-4-1');
    expect(home.changes).toEqual([]);
  });

  it('switches Barcelona to 4-3-3 at half time with Coutinho on at left centre midfield and Sergi Roberto at right back', () => {
    const secondHalf = at(laliga, 'secondHalf', 1);
    const home = formationAt(laliga, 'home', secondHalf);
    expect(home.formation).toBe('4-3-3');
    expect(home.changes).toEqual([{ minute: 46, from: '4-4-2', to: '4-3-3' }]);
    const now = places(laliga, 'home', secondHalf);
    expect(now['bar-philippe-coutinho']).toEqual(leftCentreMidfield);
    expect(now['bar-sergi-roberto']).toEqual(rightBack);
    expect(now['bar-nelson-semedo']).toBeUndefined();
    expect(home.cameOn.get('bar-philippe-coutinho')).toEqual(leftCentreMidfield);
  });

  it('puts a substitute in the outgoing player’s place until the shift that follows, then where the shift puts him', () => {
    // Adrián Marín replaced Daniel Torres at 67:42; the shift to 4-4-2 came at 68:14.
    const substitution = at(laliga, 'secondHalf', 22 * 60 + 42);
    const shift = at(laliga, 'secondHalf', 23 * 60 + 14);
    const between = formationAt(laliga, 'away', substitution);
    expect(between.formation).toBe('4-1-4-1');
    expect(places(laliga, 'away', substitution)['ala-adrian-marin']).toEqual(centreDefensiveMidfield);
    expect(between.cameOn.get('ala-adrian-marin')).toEqual(centreDefensiveMidfield);

    const after = formationAt(laliga, 'away', shift);
    expect(after.formation).toBe('4-4-2');
    expect(after.changes).toEqual([{ minute: 69, from: '4-1-4-1', to: '4-4-2' }]);
    expect(places(laliga, 'away', shift)['ala-adrian-marin']).toEqual(leftMidfield);
    expect(after.cameOn.get('ala-adrian-marin')).toEqual(leftMidfield);
  });

  it('keeps a player sent off out of the picture when a later shift still lists him, as StatsBomb’s do', () => {
    const changed = structuredClone(scenario('laliga-2018-19-bar-ala'));
    changed.events.push({ period: 'firstHalf', second: 600, side: 'home', type: 'card', playerId: 'bar-sergio-busquets', card: 'red' });
    const match = compileMatch(changed);
    // The half-time shift to 4-3-3 lists all eleven, Busquets too.
    const home = formationAt(match, 'home', at(match, 'secondHalf', 1));
    expect(home.formation).toBe('4-3-3');
    expect(home.players).toHaveLength(10);
    expect(home.players.some((placed) => placed.playerId === 'bar-sergio-busquets')).toBe(false);
  });

  it('ends with Vidal at right centre midfield, eleven on each side and no change logged twice', () => {
    const end = 1e7;
    const home = formationAt(laliga, 'home', end);
    expect(home.players).toHaveLength(11);
    expect(formationAt(laliga, 'away', end).players).toHaveLength(11);
    expect(places(laliga, 'home', end)['bar-arturo-vidal']).toEqual(rightCentreMidfield);
    expect(home.cameOn.get('bar-arturo-vidal')).toEqual(rightCentreMidfield);
    // Two later shifts keep 4-3-3: rearrangements, not changes of formation.
    expect(home.changes).toHaveLength(1);
  });
});

describe('formationAt: the 2022 final (no event data)', () => {
  it('keeps the published formations and puts each substitute in the place of the player he replaced', () => {
    const end = 1e7;
    const argentina = formationAt(final, 'home', end);
    expect(argentina.formation).toBe('4-3-3');
    expect(argentina.changes).toEqual([]);
    const start = places(final, 'home', 0);
    const now = places(final, 'home', end);
    expect(now['arg-acuna']).toEqual(start['arg-di-maria']);
    expect(now['arg-montiel']).toEqual(start['arg-molina']);
    expect(now['arg-dybala']).toEqual(start['arg-tagliafico']);
    expect(now['arg-emi-martinez']).toEqual({ x: 5, y: 50 });
    expect(now['arg-messi']).toEqual(start['arg-messi']);
    expect(now['arg-di-maria']).toBeUndefined();
    const france = places(final, 'away', end);
    expect(france['fra-kolo-muani']).toEqual(places(final, 'away', 0)['fra-dembele']);
    expect(france['fra-lloris']).toEqual({ x: 5, y: 50 });
  });

  it('follows the clock: before Di María went off he is still in his place', () => {
    const before = at(final, 'secondHalf', 1129);
    expect(places(final, 'home', before)['arg-di-maria']).toBeDefined();
    expect(places(final, 'home', before)['arg-acuna']).toBeUndefined();
  });

  it('renames the formation on a tacticalChange event and leaves the places as they were', () => {
    const changed = structuredClone(scenario('wc2022-final'));
    changed.events.push({ period: 'secondHalf', second: 1200, side: 'home', type: 'tacticalChange', formation: '4-4-2' });
    const match = compileMatch(changed);
    const after = formationAt(match, 'home', at(match, 'secondHalf', 1200));
    expect(after.formation).toBe('4-4-2');
    expect(after.changes).toEqual([{ minute: 66, from: '4-3-3', to: '4-4-2' }]);
    expect(places(match, 'home', at(match, 'secondHalf', 1200))['arg-messi']).toEqual(places(final, 'home', 0)['arg-messi']);
  });

  it('leaves a player sent off out of the picture', () => {
    const changed = structuredClone(scenario('wc2022-final'));
    changed.events.push({ period: 'firstHalf', second: 600, side: 'away', type: 'card', playerId: 'fra-varane', card: 'red' });
    const match = compileMatch(changed);
    const france = formationAt(match, 'away', at(match, 'firstHalf', 601));
    expect(france.players).toHaveLength(10);
    expect(france.players.some((placed) => placed.playerId === 'fra-varane')).toBe(false);
  });
});
