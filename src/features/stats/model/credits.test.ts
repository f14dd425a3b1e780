import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import ja from '../../../../locales/ja.json';
import { answerCredits, recordCredits } from './credits.ts';

/** A locale's string at a dotted key with its placeholders filled, or the default value (as i18next does). */
function translator(locale: unknown) {
  return (key: string, values: Record<string, string> = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((at, part) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined), locale);
    const text = typeof found === 'string' ? found : values.defaultValue;
    if (text === undefined) throw new Error(`no string at ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

// The 2022 final's published totals, as the feed names their source (server/scenarios/wc2022-final.json).
const finalSource =
  'FIFA match report (attempts 20 and 10, on target 10 and 5), possession 54 and 46 as broadcast; expected goals 3.3 and 2.2 from FBref (Opta)';

describe('the stats credits line', () => {
  const t = translator(en);

  it('credits the provider of a match with event data, and where a match without it had its totals published', () => {
    expect(answerCredits({ credit: 'StatsBomb' }, t)).toEqual(['Powered by StatsBomb']);
    expect(answerCredits({ published: { source: finalSource } }, t)).toEqual([`Team totals: ${finalSource}`]);
  });

  it('names the publishers of the totals, as the answer lists them, in the fan\u2019s language', () => {
    const sources = [
      { name: 'openfootball', covers: ['goals'] },
      { name: 'FIFA', covers: ['cards', 'publishedTotals'] },
      { name: 'FBref (Opta)', covers: ['publishedTotals'] },
    ];
    const published = { source: finalSource };
    expect(answerCredits({ published, sources }, t, 'en')).toEqual(['Team totals: FIFA, FBref (Opta)']);
    expect(answerCredits({ published, sources }, translator(ja), 'ja')).toEqual(['チーム合計：FIFA、FBref (Opta)']);
    // No totals served (a half, or the match still played): no publisher is credited.
    expect(answerCredits({ sources }, t, 'en')).toEqual([]);
  });

  it('credits nobody the answer does not name', () => {
    expect(answerCredits({}, t)).toEqual([]);
    expect(answerCredits(undefined, t)).toEqual([]);
  });

  it("lists the record's results and reports in one part and StatsBomb as the provider", () => {
    // The 2022 final: the international results before it, and the final's own match reports.
    expect(recordCredits(['internationalResults', 'matchReports'], t, 'en')).toEqual([
      'Sources: international match results and scorers, match reports',
    ]);
    // Barcelona v Alavés: the season's league results, and the match's StatsBomb event data.
    expect(recordCredits(['leagueResults', 'statsBomb'], t, 'en')).toEqual(['Sources: league season results', 'Powered by StatsBomb']);
    expect(recordCredits(['statsBomb'], t, 'en')).toEqual(['Powered by StatsBomb']);
    expect(recordCredits([], t, 'en')).toEqual([]);
  });

  it('lists as the language lists, and shows a source it does not know yet as the feed sent it', () => {
    expect(recordCredits(['internationalResults', 'matchReports'], translator(ja), 'ja')).toEqual([
      `出典：${ja.stats.recordSourceNames.internationalResults}、${ja.stats.recordSourceNames.matchReports}`,
    ]);
    expect(recordCredits(['clubArchive'], t, 'en')).toEqual(['Sources: clubArchive']);
  });
});
