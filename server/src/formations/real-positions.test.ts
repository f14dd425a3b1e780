import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../scenario/load.ts';
import { positionSchema, type Side } from '../scenario/schema.ts';

/**
 * Every player of the real matches we replay, checked against the squads as published: the
 * goalkeepers are goalkeepers (and nobody else is), every position is one of SPEC section 3's
 * groups, and the goalkeeper's slot is the goal's.
 */
const scenarios = await loadScenarios();
const sides: Side[] = ['home', 'away'];

const goalkeepers: Record<string, Record<Side, string[]>> = {
  'laliga-2018-19-bar-ala': {
    home: ['Marc-André ter Stegen', 'Jasper Cillessen'],
    away: ['Fernando Pacheco', 'Antonio Sivera'],
  },
  'laliga-2018-19-bar-gir': {
    home: ['Marc-André ter Stegen', 'Jasper Cillessen'],
    away: ['Yassine Bounou', 'Gorka Iraizoz'],
  },
  'euro2020-tur-ita': {
    home: ['Uğurcan Çakır', 'Mert Günok', 'Altay Bayındır'],
    away: ['Gianluigi Donnarumma', 'Salvatore Sirigu', 'Alex Meret'],
  },
  'wc2022-final': {
    home: ['Emiliano Martínez', 'Franco Armani', 'Gerónimo Rulli'],
    away: ['Hugo Lloris', 'Steve Mandanda', 'Alphonse Areola'],
  },
};

describe('positions of every player of the real matches', () => {
  it('covers every committed scenario', () => {
    expect([...scenarios.keys()].sort()).toEqual(Object.keys(goalkeepers).sort());
  });

  describe.each(Object.keys(goalkeepers))('%s', (id) => {
    const scenario = scenarios.get(id)!;

    it.each(sides)('%s: the goalkeepers, and only they, are goalkeepers', (side) => {
      const named = scenario[side].players.filter((player) => player.position === 'goalkeeper').map((player) => player.name);
      expect(named.sort()).toEqual([...goalkeepers[id]![side]].sort());
    });

    it.each(sides)('%s: every position is one of SPEC section 3’s groups', (side) => {
      for (const player of scenario[side].players) expect(positionSchema.options, player.name).toContain(player.position);
    });

    it.each(sides)('%s: one goalkeeper starts, at the goal, and every starter has a slot', (side) => {
      const starters = scenario[side].players.filter((player) => player.starter);
      expect(starters.filter((player) => player.position === 'goalkeeper')).toHaveLength(1);
      for (const player of starters) {
        expect(player.slot, player.name).toBeDefined();
        expect(player.slot!.x === 5, player.name).toBe(player.position === 'goalkeeper');
      }
    });

    it('puts a goalkeeper, and only a goalkeeper, in goal in every tactical shift', () => {
      const byId = new Map([...scenario.home.players, ...scenario.away.players].map((player) => [player.id, player]));
      for (const shape of scenario.shapes ?? []) {
        const inGoal = shape.players.filter((placed) => placed.slot.x === 5).map((placed) => byId.get(placed.playerId)!.position);
        expect(inGoal).toEqual(['goalkeeper']);
      }
    });
  });
});
