import { describe, expect, it } from 'vitest';
import { goalWord } from './goal-word.ts';

describe('goalWord', () => {
  it.each<[string | null | undefined, string, string | null]>([
    ['en', 'Goal', null],
    [undefined, 'Goal', null],
    ['xx', 'Goal', null],
    ['de', 'Tor', 'TOR'],
    ['pl', 'Gol', 'GOL'],
    ['ru', 'Гол', 'ГОЛ'],
    // Turkish dotted i: a locale-blind toUpperCase would give I.
    ['tr', 'gol atildi', 'GOL ATİLDİ'],
    ['TR', 'gol', 'GOL'],
    // Greek drops the accent in capitals.
    ['el', 'Γκόλ', 'ΓΚΟΛ'],
    ['es-xx', '¡Gol!', '¡GOL!'],
    ['zh-tw', '進球', '進球'],
  ])('goalWord(%o, %o) is %o', (language, translated, expected) => {
    expect(goalWord(language, translated)).toBe(expected);
  });
});
