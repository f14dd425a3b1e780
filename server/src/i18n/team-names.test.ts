import { describe, expect, it } from 'vitest';
import { commentaryText } from './commentary.ts';
import { matchText } from './match-texts.ts';
import { teamName } from './team-names.ts';

const argentina = { name: 'Argentina', country: 'AR' };
const france = { name: 'France', country: 'FR' };

describe('teamName', () => {
  it('names national teams in the fan language', () => {
    expect(teamName(argentina, 'de')).toBe('Argentinien');
    expect(teamName(france, 'el')).toBe('Γαλλία');
    expect(teamName(argentina, 'JA')).toBe('アルゼンチン');
  });

  it('names the home nations from the locales', () => {
    expect(teamName({ name: 'Scotland', country: 'GB-SCT' }, 'fr')).toBe('Écosse');
    expect(teamName({ name: 'Wales', country: 'GB-WLS' }, 'ro')).toBe('Țara Galilor');
    expect(teamName({ name: 'England', country: 'GB-ENG' }, 'en')).toBe('England');
  });

  it('keeps clubs, and English names, as they are', () => {
    expect(teamName({ name: 'Deportivo Alavés' }, 'de')).toBe('Deportivo Alavés');
    expect(teamName(argentina, 'en')).toBe('Argentina');
    expect(teamName(argentina, 'xx')).toBe('Argentina');
  });

  it('gives the German preview its German team names', () => {
    const home = teamName(argentina, 'de');
    const away = teamName(france, 'de');
    expect(matchText('de', 'insightHeadToHeadLevel', { home, away, wins: '3', total: '12' })).toContain('Argentinien und Frankreich');
    expect(commentaryText('de', 'kickOff', { home, away })).toBe('Anpfiff! Der Ball rollt: Argentinien gegen Frankreich.');
  });
});
