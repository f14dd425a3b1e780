import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Translator, type Strings } from './translator.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../locales');

// Strings shaped as the locale files' own (nested namespaces, {{placeholders}}).
const english = (): Translator =>
  new Translator('en', {
    common: { home: 'Home', matchNotFound: 'Match not found' },
    scoreboard: { minuteScorer: "{{player}} {{minute}}'", ownGoal: '{{ player }} (og)' },
  });

describe('the widget’s strings (Translator)', () => {
  it('gives the string at a dot path, the default or else the key where there is none', () => {
    const i18n = english();
    expect(i18n.t('common.home')).toBe('Home');
    expect(i18n.t('common.away', { defaultValue: 'Away' })).toBe('Away');
    expect(i18n.t('clock.fullTime', { defaultValue: 'FT' })).toBe('FT');
    expect(i18n.t('common.away')).toBe('common.away');
    // A namespace is not a string: the default, or the key.
    expect(i18n.t('common')).toBe('common');
    expect(i18n.exists('common.matchNotFound')).toBe(true);
    expect(i18n.exists('common')).toBe(true);
    expect(i18n.exists('nations.ENG')).toBe(false);
  });

  it('fills each placeholder with its option as text, spaces inside the braces allowed', () => {
    const i18n = english();
    expect(i18n.t('scoreboard.minuteScorer', { player: 'L. Messi', minute: 108 })).toBe("L. Messi 108'");
    expect(i18n.t('scoreboard.ownGoal', { player: 'Merih Demiral' })).toBe('Merih Demiral (og)');
    // Never markup: the text as given.
    expect(i18n.t('scoreboard.ownGoal', { player: '<b>Demiral</b>' })).toBe('<b>Demiral</b> (og)');
  });

  it('leaves nothing for an option given as undefined or null, and the placeholder for one not given', () => {
    const i18n = english();
    expect(i18n.t('scoreboard.minuteScorer', { player: 'Insigne', minute: undefined })).toBe("Insigne '");
    expect(i18n.t('scoreboard.minuteScorer', { player: null, minute: 66 })).toBe(" 66'");
    expect(i18n.t('scoreboard.minuteScorer', { player: 'Immobile' })).toBe("Immobile {{minute}}'");
  });

  it('adds a section’s strings without replacing any, and tells its listeners', () => {
    const i18n = english();
    let told = 0;
    const stop = i18n.subscribe(() => (told += 1));
    i18n.add({ common: { home: 'Heim', away: 'Away' }, stats: { possession: 'Possession' } });
    expect(i18n.t('common.home')).toBe('Home');
    expect(i18n.t('common.away')).toBe('Away');
    expect(i18n.t('stats.possession')).toBe('Possession');
    expect(told).toBe(1);
    stop();
    i18n.add({ summary: { title: 'Summary' } });
    expect(told).toBe(1);
  });

  it('is enough for every locale file: no plural forms, no nested $t(), no formats in placeholders', () => {
    const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));
    expect(files).toHaveLength(24);
    const problems: string[] = [];
    const walk = (strings: Strings, at: string) => {
      for (const [key, value] of Object.entries(strings)) {
        const where = `${at}.${key}`;
        if (/_(zero|one|two|few|many|other)$/.test(key)) problems.push(`${where}: plural form`);
        if (typeof value !== 'string') walk(value, where);
        else if (/\$t\(|\{\{[^}]*,[^}]*\}\}|\{\{-/.test(value)) problems.push(`${where}: ${value}`);
      }
    };
    for (const file of files) walk(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) as Strings, file);
    expect(problems).toEqual([]);
  });
});
