import { describe, expect, it } from 'vitest';
import type { Position } from '../scenario/schema.ts';
import type { PlayerSeason } from './season-lines.ts';
import { createSeasonModel, simulateSeason } from './season-model.ts';
import { tinyScenario } from './testing/tiny-scenario.ts';

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
const forwards: readonly Position[] = ['attacker', 'striker'];
const defenders: readonly Position[] = ['defender', 'sideBack', 'wingBack'];

const sum = (players: readonly PlayerSeason[], pick: (line: PlayerSeason['matches'][number]) => number) =>
  players.reduce((total, player) => total + player.matches.reduce((inner, line) => inner + pick(line), 0), 0);

describe('createSeasonModel', () => {
  it('gives the same numbers for the same seed and different ones for another seed', () => {
    expect(simulateSeason(tinyScenario, { seed: 1 })).toEqual(simulateSeason(tinyScenario, { seed: 1 }));
    expect(simulateSeason(tinyScenario, { seed: 1 })).not.toEqual(simulateSeason(tinyScenario, { seed: 2 }));
  });

  it('answers for its own event only', () => {
    const source = createSeasonModel(tinyScenario, { seed: 1 });
    expect(source.season(tinyScenario.id)?.eventId).toBe(tinyScenario.id);
    expect(source.season('another-match')).toBeNull();
  });

  it('simulates 20 matches per team by default, one line per player per match', () => {
    const season = simulateSeason(tinyScenario, { seed: 1, matchesPerTeam: 12 });
    expect(season.home.matches).toHaveLength(12);
    expect(season.players.every((player) => player.matches.length === 12)).toBe(true);
    expect(simulateSeason(tinyScenario, { seed: 1 }).away.matches).toHaveLength(20);
  });

  it('rejects a history length it cannot simulate', () => {
    expect(() => simulateSeason(tinyScenario, { seed: 1, matchesPerTeam: 0 })).toThrow(TypeError);
    expect(() => simulateSeason(tinyScenario, { seed: 1.5 })).toThrow(TypeError);
  });

  it('never lets a goalkeeper shoot', () => {
    for (const seed of seeds) {
      const keepers = simulateSeason(tinyScenario, { seed }).players.filter((player) => player.position === 'goalkeeper');
      expect(sum(keepers, (line) => line.shots)).toBe(0);
    }
  });

  it('has forwards scoring more per 90 minutes than defenders', () => {
    const players = seeds.flatMap((seed) => simulateSeason(tinyScenario, { seed }).players);
    const per90 = (group: readonly Position[]) => {
      const members = players.filter((player) => group.includes(player.position));
      return (sum(members, (line) => line.goals) * 90) / sum(members, (line) => line.minutes);
    };
    expect(per90(forwards)).toBeGreaterThan(3 * per90(defenders));
    expect(per90(forwards)).toBeGreaterThan(0.2);
    expect(per90(forwards)).toBeLessThan(1);
  });

  it('gives starters more minutes than substitutes', () => {
    const players = simulateSeason(tinyScenario, { seed: 3 }).players;
    const meanMinutes = (starter: boolean) => {
      const group = players.filter((player) => player.starter === starter);
      return sum(group, (line) => line.minutes) / group.length;
    };
    expect(meanMinutes(true)).toBeGreaterThan(2 * meanMinutes(false));
  });

  it('fields eleven starters and keeps within 90 minutes a player', () => {
    const season = simulateSeason(tinyScenario, { seed: 4 });
    for (let match = 0; match < season.home.matches.length; match += 1) {
      const home = season.players.filter((player) => player.team.side === 'home');
      expect(home.filter((player) => player.matches[match]?.started)).toHaveLength(11);
      const minutes = home.map((player) => player.matches[match]?.minutes ?? 0);
      expect(Math.max(...minutes)).toBeLessThanOrEqual(90);
      // Eleven places for 90 minutes each: substitutes only fill time others left.
      expect(minutes.reduce((total, value) => total + value, 0)).toBe(11 * 90);
    }
  });

  it('adds the players up to the team line', () => {
    const season = simulateSeason(tinyScenario, { seed: 5 });
    const away = season.players.filter((player) => player.team.side === 'away');
    season.away.matches.forEach((line, match) => {
      expect(line.goals).toBe(away.reduce((total, player) => total + (player.matches[match]?.goals ?? 0), 0));
      expect(line.shots).toBe(away.reduce((total, player) => total + (player.matches[match]?.shots ?? 0), 0));
      expect(line.shotsOnTarget).toBeLessThanOrEqual(line.shots);
      expect(line.goals).toBeLessThanOrEqual(line.shotsOnTarget);
    });
  });

  it('takes top scorers from real data when given, else from the model', () => {
    const facts = [{ name: 'Real Scorer', teamCode: 'NBR', teamName: 'Northbridge Rovers', goals: 9 }];
    expect(simulateSeason(tinyScenario, { seed: 1, topScorers: facts }).topScorers).toEqual({ origin: 'facts', rows: facts });
    const modelled = simulateSeason(tinyScenario, { seed: 1 }).topScorers;
    expect(modelled.origin).toBe('model');
    expect(modelled.rows.length).toBeGreaterThan(0);
    expect(modelled.rows.every((row) => row.goals > 0 && row.playerId)).toBe(true);
  });
});
