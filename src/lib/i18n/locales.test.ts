import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../contract/languages.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../locales');
const allowListDir = path.resolve(import.meta.dirname, 'same-as-english');

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const entry of flatten(value, at)) out.set(...entry);
    else out.set(at, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * The two sets of translations, checked by the same rules: the widget's labels (locales/, read by
 * i18next) and the feed's commentary and match texts (locales/feed/, read by the feed's
 * server/src/i18n/feed-locales.ts). Each has its list of values that really are the same as English.
 */
const localeSets = [
  { name: 'widget', dir: localesDir, allowLists: allowListDir },
  { name: 'feed', dir: path.join(localesDir, 'feed'), allowLists: path.join(allowListDir, 'feed') },
];
const translations = supportedLanguages.filter((code) => code !== 'en');

describe('widget locales', () => {
  const english = flatten(read(path.join(localesDir, 'en.json')));

  it('gives poweredBy its spec fallback in English', () => {
    expect(english.get('common.poweredBy')).toBe('Powered by');
    expect(english.get('clock.fullTime')).toBe('FT');
    expect(english.get('clock.halfTime')).toBe('HT');
    expect(english.get('clock.afterExtraTime')).toBe('AET');
    expect(english.get('clock.suspended')).toBe('SUSP');
  });
});

describe.each(localeSets)('$name locales', ({ dir, allowLists }) => {
  const english = flatten(read(path.join(dir, 'en.json')));

  it('has exactly one file per language of CONTRACT.md', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.slice(0, -5)).sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages)('%s has no markup and no half-typed placeholder', (code) => {
    for (const [key, value] of flatten(read(path.join(dir, `${code}.json`)))) {
      // Every value is text: React and the feed's plain substitution never read it as markup.
      expect(String(value), key).not.toMatch(/[<>]/);
      // "{{team}" or "{ {player}}" would show as typed, or swallow the sentence.
      expect(String(value).replace(/\{\{\s*\w+\s*\}\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });

  describe.each(translations)('%s', (code) => {
    const entries = flatten(read(path.join(dir, `${code}.json`)));
    const allowListFile = path.join(allowLists, `${code}.json`);
    const allowed = new Set(existsSync(allowListFile) ? (read(allowListFile) as unknown as string[]) : []);

    it('has every key of en.json and no other', () => {
      expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has a non-empty string for every key, with the same placeholders', () => {
      for (const [key, value] of entries) {
        expect(typeof value, key).toBe('string');
        expect(String(value).trim(), key).not.toBe('');
        expect(placeholders(String(value)), key).toEqual(placeholders(String(english.get(key))));
      }
    });

    it('translates every value, except the ones listed as the same in this language', () => {
      const same = [...entries].filter(([key, value]) => value === english.get(key)).map(([key]) => key);
      expect(same.filter((key) => !allowed.has(key))).toEqual([]);
      // The list names only keys that really are the same, so it cannot hide a future mistake.
      expect([...allowed].filter((key) => !same.includes(key))).toEqual([]);
    });
  });
});
