import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../contract/languages.ts';

/**
 * The notes a fan reads under a figure or a table (coverage, how a figure is counted, where to
 * swipe): short plain sentences, as a match centre writes them, in the fan's own language. They
 * were written for developers ("Our records name the scorers of only 1 of the 5 matches…", "A
 * match is 90 minutes, so per match is also per 90 minutes…", "Swipe the table sideways…").
 */
const notes = [
  'common.noEventDataDetail',
  'stats.factsOnly',
  'stats.perMatchPer90Note',
  'stats.partialScorers',
  'table.scrollHint',
  'stats.measuredPerMatch',
  'stats.measuredNote',
  'stats.measuredSample',
  'stats.measuredSampleMatches',
  'stats.measuredNone',
  'stats.per90Note',
  'stats.resultsPer90Note',
  'stats.liveMatchCounted',
  'stats.heatMapNoTouches',
  'stats.tieBreakNote',
  'info.noFormation',
  'info.coverage.season',
  'info.coverage.none',
  'credits.publishedTotals',
] as const;

type Tree = { [key: string]: string | Tree };
const localesDir = path.resolve(import.meta.dirname, '../../../locales');
const locale = (code: string) => JSON.parse(readFileSync(path.join(localesDir, `${code}.json`), 'utf8')) as Tree;
function text(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no string at ${key}`);
  return value;
}
const withoutPlaceholders = (value: string) => value.replace(/\{\{\s*\w+\s*\}\}/g, '');
const words = (value: string) => withoutPlaceholders(value).split(/\s+/).filter(Boolean);

/** Words of a data team, not of a fan: what the old notes said. */
const developerWords = /event data|our records|our sources|our data|invented|scaled|sideways|as published|is held|in play\b/i;
/** Scripts that are not Latin: a Latin word in them is English left behind (names come in placeholders). */
const nonLatin = ['bg', 'el', 'ja', 'ru', 'zh', 'zh-tw'];

describe('the notes a fan reads', () => {
  const english = locale('en');

  it.each(notes)('%s is short and plain in English', (key) => {
    const value = text(english, key);
    expect(value, key).not.toMatch(developerWords);
    expect(words(value).length, value).toBeLessThanOrEqual(20);
    // One thought a sentence: no sentence runs past 16 words.
    for (const sentence of withoutPlaceholders(value).split(/[.:;]\s/)) expect(words(sentence).length, sentence).toBeLessThanOrEqual(16);
  });

  it('says the old developer notes no more', () => {
    expect(text(english, 'stats.partialScorers')).toBe(
      'Scorers are known for only {{counted}} of the {{played}} matches played, so this list is incomplete.',
    );
    expect(text(english, 'stats.perMatchPer90Note')).toBe(
      'Per match is the same as per 90 minutes. A match with extra time still counts as one.',
    );
    expect(text(english, 'table.scrollHint')).toBe('Swipe for more columns');
  });

  describe.each(supportedLanguages.filter((code) => code !== 'en'))('%s', (code) => {
    const strings = locale(code);
    it.each(notes)('%s is translated, with no English left in it', (key) => {
      const value = text(strings, key);
      expect(value, key).not.toBe(text(english, key));
      expect(value, key).not.toMatch(developerWords);
      // PK (a penalty in Japanese) and xG are the words fans of those languages use.
      if (nonLatin.includes(code)) expect(withoutPlaceholders(value).replace(/PK|xG/g, ''), key).not.toMatch(/[A-Za-z]{2,}/);
    });
  });
});
