import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../contract/languages.ts';
import { matchText } from './match-texts.ts';
import { ordinal } from './ordinal.ts';

describe('matchText', () => {
  it('fills the placeholders in the requested language', () => {
    expect(matchText('fr', 'insightWinningRun', { team: 'Lens', count: '5' })).toBe('Lens a remporté ses 5 derniers matchs.');
    expect(matchText('de', 'previewTable', { team: 'Leverkusen', position: ordinal('de', 1), points: '45' })).toBe(
      'Leverkusen belegt mit 45 Punkten den 1. Platz.',
    );
  });

  it('resolves the language code case-insensitively', () => {
    expect(matchText('ZH-TW', 'insightUnbeatenRun', { team: '中華隊', count: '6' })).toBe('中華隊近6場比賽保持不敗。');
  });

  it.each(['xx', '', 'en-GB'])('falls back to English for unknown language %j', (language) => {
    expect(matchText(language, 'insightWinningRun', { team: 'Ajax', count: '4' })).toBe('Ajax have won their last 4 matches.');
  });
});

describe('ordinal', () => {
  const positions = [1, 2, 3, 4, 11, 21, 22];

  it.each([
    ['en', ['1st', '2nd', '3rd', '4th', '11th', '21st', '22nd']],
    ['fr', ['1er', '2e', '3e', '4e', '11e', '21e', '22e']],
    ['de', ['1.', '2.', '3.', '4.', '11.', '21.', '22.']],
    ['sv', ['1:a', '2:a', '3:e', '4:e', '11:e', '21:a', '22:a']],
    ['nl', ['1e', '2e', '3e', '4e', '11e', '21e', '22e']],
    ['es', ['1.ª', '2.ª', '3.ª', '4.ª', '11.ª', '21.ª', '22.ª']],
    ['pt', ['1.º', '2.º', '3.º', '4.º', '11.º', '21.º', '22.º']],
    ['bg', ['1-во', '2-ро', '3-то', '4-то', '11-то', '21-во', '22-ро']],
    ['ro', ['locul 1', 'locul 2', 'locul 3', 'locul 4', 'locul 11', 'locul 21', 'locul 22']],
    ['zh', ['第1位', '第2位', '第3位', '第4位', '第11位', '第21位', '第22位']],
  ] as const)('%s', (language, expected) => {
    expect(positions.map((position) => ordinal(language, position))).toEqual(expected);
  });

  it('formats the teens and hundreds in English', () => {
    expect([12, 13, 101, 111, 112, 113].map((position) => ordinal('en', position))).toEqual([
      '12th',
      '13th',
      '101st',
      '111th',
      '112th',
      '113th',
    ]);
  });

  it.each(supportedLanguages)('%s puts the number in every position', (language) => {
    for (const position of positions) expect(ordinal(language, position)).toContain(String(position));
  });
});
