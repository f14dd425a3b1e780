import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../../contract/languages.ts';

/** The stats section's words keep the rules of locales.test.ts: every key, real translations, same placeholders. */
const dir = path.resolve(import.meta.dirname, '../../../../locales/stats');
const read = (code: string) => JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as { stats: Record<string, string> };
const english = read('en').stats;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const main = (code: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../../locales/${code}.json`), 'utf8')) as {
    stats: Record<string, string>;
  };

describe('stats locales', () => {
  it('has one file per language', () => {
    expect(
      readdirSync(dir)
        .map((file) => file.replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages.filter((code) => code !== 'en'))('%s has every key, translated, with the same placeholders', (code) => {
    const words = read(code).stats;
    expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(words)) {
      expect(value.trim(), key).not.toBe('');
      expect(value, `${code} ${key} is the English text`).not.toBe(english[key]);
      expect(placeholders(value), key).toEqual(placeholders(english[key]!));
    }
  });

  it('defines no key that the main locale files already have', () => {
    for (const code of supportedLanguages) {
      const overlap = Object.keys(read(code).stats).filter((key) => key in main(code).stats);
      expect(overlap, code).toEqual([]);
    }
  });
});
