import { describe, expect, it } from 'vitest';
import { teamCountryPattern } from '../../contract/team-names.ts';
import { laLigaClubs, nations } from './teams.ts';

describe('team table', () => {
  const national = Object.values(nations);

  it('gives every national team a country, one per team', () => {
    for (const team of national) expect(team.country, team.name).toMatch(teamCountryPattern);
    expect(new Set(national.map((team) => team.country)).size).toBe(new Set(national.map((team) => team.id)).size);
  });

  it('maps FIFA codes to ISO regions where they differ', () => {
    expect(nations.Germany!.country).toBe('DE');
    expect(nations.Croatia!.country).toBe('HR');
    expect(nations['Saudi Arabia']!.country).toBe('SA');
    expect(nations.Switzerland!.country).toBe('CH');
    expect(nations.England!.country).toBe('GB-ENG');
    expect(nations.Wales!.country).toBe('GB-WLS');
  });

  it('gives every ISO region a name the platform knows, which is the team in English', () => {
    const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    // Where the platform's English name differs, it is the same country under its current name.
    const renamed: Record<string, string> = { Turkey: 'Türkiye', 'Czech Republic': 'Czechia' };
    for (const team of national.filter((candidate) => candidate.country!.length === 2)) {
      expect(names.of(team.country!), team.name).toBe(renamed[team.name] ?? team.name);
    }
  });

  it('gives clubs no country', () => {
    for (const club of Object.values(laLigaClubs)) expect(club.country, club.name).toBeUndefined();
  });
});
