import { describe, expect, it, vi } from 'vitest';
import { supportedLanguages } from './languages.ts';
import { teamCountryPattern, teamDisplayName } from './team-names.ts';

const argentina = { name: 'Argentina', country: 'AR' };
const france = { name: 'France', country: 'FR' };
const turkey = { name: 'Turkey', country: 'TR' };
const italy = { name: 'Italy', country: 'IT' };
const england = { name: 'England', country: 'GB-ENG' };
const barcelona = { name: 'Barcelona' };

describe('teamDisplayName', () => {
  it('names national teams in German', () => {
    expect([argentina, france, turkey, italy].map((team) => teamDisplayName(team, 'de'))).toEqual([
      'Argentinien',
      'Frankreich',
      'Türkei',
      'Italien',
    ]);
  });

  it('names national teams in Greek and Japanese', () => {
    expect(teamDisplayName(argentina, 'el')).toBe('Αργεντινή');
    expect(teamDisplayName(france, 'el')).toBe('Γαλλία');
    expect(teamDisplayName(argentina, 'ja')).toBe('アルゼンチン');
    expect(teamDisplayName(italy, 'ja')).toBe('イタリア');
  });

  it('uses the script and spelling of our language codes', () => {
    expect(teamDisplayName(italy, 'zh')).toBe('意大利');
    expect(teamDisplayName(italy, 'zh-tw')).toBe('義大利');
    // Portuguese of Portugal, not CLDR's default Brazilian: Irão, not Irã.
    expect(teamDisplayName({ name: 'Iran', country: 'IR' }, 'pt')).toBe('Irão');
    expect(teamDisplayName({ name: 'Iran', country: 'IR' }, 'pt-br')).toBe('Irã');
    expect(teamDisplayName(turkey, 'tr')).toBe('Türkiye');
  });

  it('keeps the name of the data in English', () => {
    // The platform says "Türkiye"; the data names the team as it played in Euro 2020.
    expect(teamDisplayName(turkey, 'en')).toBe('Turkey');
    expect(teamDisplayName(argentina, 'en')).toBe('Argentina');
  });

  it.each(supportedLanguages)('keeps a club as it is in %s', (language) => {
    expect(teamDisplayName(barcelona, language)).toBe('Barcelona');
    expect(teamDisplayName({ name: 'Deportivo Alavés', country: undefined }, language)).toBe('Deportivo Alavés');
  });

  it('falls back to the given name for a code the platform does not know', () => {
    expect(teamDisplayName({ name: 'Atlantis', country: 'QQ' }, 'de')).toBe('Atlantis');
  });

  it('falls back to the given name for a country that is not a region code', () => {
    // A FIFA code where an ISO code belongs, or lower case: never passed to the platform.
    expect(teamDisplayName({ name: 'Argentina', country: 'ARG' }, 'de')).toBe('Argentina');
    expect(teamDisplayName({ name: 'Argentina', country: 'ar' }, 'de')).toBe('Argentina');
  });

  it('asks the translations for a home nation, and keeps its name when they have none', () => {
    const nations: Record<string, string> = { 'GB-ENG': 'Inghilterra' };
    const nationName = vi.fn((country: string) => nations[country]);
    expect(teamDisplayName(england, 'it', nationName)).toBe('Inghilterra');
    expect(nationName).toHaveBeenCalledWith('GB-ENG');
    expect(teamDisplayName({ name: 'Wales', country: 'GB-WLS' }, 'it', nationName)).toBe('Wales');
    expect(teamDisplayName(england, 'it')).toBe('England');
  });

  it('does not ask the translations for a region the platform names', () => {
    const nationName = vi.fn(() => 'wrong');
    expect(teamDisplayName(france, 'de', nationName)).toBe('Frankreich');
    expect(nationName).not.toHaveBeenCalled();
  });
});

describe('teamCountryPattern', () => {
  it.each(['AR', 'FR', 'XK', 'GB-ENG', 'GB-SCT', 'GB-WLS', 'GB-NIR'])('accepts %s', (code) => {
    expect(teamCountryPattern.test(code)).toBe(true);
  });

  it.each(['ARG', 'ar', 'GB-', 'gb-eng', '', 'A'])('rejects %j', (code) => {
    expect(teamCountryPattern.test(code)).toBe(false);
  });
});
