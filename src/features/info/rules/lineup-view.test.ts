import { describe, expect, it } from 'vitest';
import { captured } from '../testing/answers.ts';
import { knownFormation, playersOnPitch, substitutionPairs, teamView } from './lineup-view.ts';

const { lineups, incidents } = captured.final;

describe('the line-up of the 2022 final', () => {
  it('marks Messi and Mbappé’s penalties, and counts no shoot-out kick as a goal', () => {
    const argentina = teamView(lineups.home, 'home', incidents.incidents);
    const messi = argentina.starters.find((player) => player.shortName === 'Messi')!;
    expect([messi.goals, messi.penaltyGoals, messi.captain]).toEqual([2, 1, true]);
    const montiel = argentina.substitutes.find((player) => player.shortName === 'Montiel')!;
    expect([montiel.goals, montiel.penaltyGoals, montiel.role, montiel.subbedOnMinute, montiel.replaced]).toEqual([
      0,
      0,
      'cameOn',
      91,
      'Molina',
    ]);
    const mbappe = teamView(lineups.away, 'away', incidents.incidents).starters.find((player) => player.shortName === 'Mbappé')!;
    expect([mbappe.goals, mbappe.penaltyGoals]).toEqual([3, 2]);
  });

  it('lists the substitutes who came on first, in the order they did, then the bench', () => {
    const france = teamView(lineups.away, 'away', incidents.incidents);
    expect(france.substitutes.slice(0, 7).map((player) => [player.shortName, player.subbedOnMinute])).toEqual([
      ['Thuram', 41],
      ['Kolo Muani', 41],
      ['Coman', 71],
      ['Camavinga', 71],
      ['Fofana', 96],
      ['Konaté', 113],
      ['Disasi', 120],
    ]);
    expect(france.substitutes.slice(7).every((player) => player.role === 'unused')).toBe(true);
    // Two came on at 41': the incidents say which replaced whom, not the minute.
    expect(france.substitutes.find((player) => player.shortName === 'Kolo Muani')!.replaced).toBe('Dembélé');
    expect(france.starters.find((player) => player.shortName === 'Giroud')!.replacedBy).toBe('Thuram');
  });

  it('knows the formations, and not one whose starters have no places', () => {
    expect([knownFormation(lineups.home), knownFormation(lineups.away)]).toEqual(['4-3-3', '4-2-3-1']);
    expect(knownFormation({ ...lineups.home, formation: '' })).toBeNull();
    expect(knownFormation({ ...lineups.home, starters: lineups.home.starters.map(({ slot: _slot, ...player }) => player) })).toBeNull();
  });

  it('puts each substitute where the player they replaced stood, at the end of the match', () => {
    const france = playersOnPitch(lineups.away, 'away', incidents.incidents);
    const kounde = lineups.away.starters.find((player) => player.shortName === 'Koundé')!;
    const disasi = france.find((player) => player.shortName === 'Disasi')!;
    expect([disasi.x, disasi.y, disasi.cameOnMinute]).toEqual([kounde.slot!.x, kounde.slot!.y, 120]);
    expect(france).toHaveLength(11);
    expect(france.map((player) => player.shortName)).not.toContain('Giroud');
    expect(france.find((player) => player.shortName === 'Thuram')!.y).toBe(50);
  });

  it('falls back on the minute when no incident names the substitution', () => {
    const pairs = substitutionPairs(lineups.home, 'home', []);
    expect(pairs.get('arg-di-maria')).toBe('arg-acuna');
  });
});

describe('Barcelona v Alavés', () => {
  it('is Barcelona’s 4-4-2 with Coutinho on for Semedo at half-time, and Alavés’s 4-1-4-1', () => {
    const { lineups: laliga, incidents: events } = captured.laliga;
    const barcelona = teamView(laliga.home, 'home', events.incidents);
    expect(barcelona.formation).toBe('4-4-2');
    expect(teamView(laliga.away, 'away', events.incidents).formation).toBe('4-1-4-1');
    expect(barcelona.starters.find((player) => player.shortName === 'Lionel Messi')!.goals).toBe(2);
    const onPitch = playersOnPitch(laliga.home, 'home', events.incidents);
    expect(onPitch.find((player) => player.shortName === 'Philippe Coutinho')).toMatchObject({ x: 25, y: 88, cameOnMinute: 46 });
  });
});
