import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n/i18n.ts';
import { readSources, sourceCredits } from './source-credits.ts';

/** The sources the feed names for the 2022 final and a StatsBomb match (contract/sources.ts). */
const finalSources = [
  { id: 'openfootball', name: 'openfootball', dataset: 'openfootball/worldcup.json', licence: 'CC0 1.0', covers: ['goals', 'shootout'] },
  { id: 'fifaMatchReport', name: 'FIFA', dataset: 'FIFA match report', licence: 'public record', covers: ['lineups', 'cards'] },
];
const statsBombSources = [
  {
    id: 'statsBomb',
    name: 'StatsBomb',
    dataset: 'StatsBomb open data',
    licence: 'StatsBomb public data user agreement',
    covers: ['events'],
  },
  { id: 'openfootball', name: 'openfootball', dataset: 'openfootball/football.json', licence: 'CC0 1.0', covers: ['kickoff'] },
];

describe('the credits line of an answer’s sources', () => {
  it('names every source by the name it asks for, StatsBomb as the provider', async () => {
    const { t } = await createI18n('en');
    expect(sourceCredits(readSources(finalSources), undefined, t, 'en')).toEqual(['Sources: openfootball, FIFA']);
    expect(sourceCredits(readSources(statsBombSources), 'StatsBomb', t, 'en')).toEqual(['Sources: openfootball', 'Powered by StatsBomb']);
  });

  it('words the line in the fan’s language, the names as they are', async () => {
    const { t } = await createI18n('ja');
    expect(sourceCredits(readSources(finalSources), undefined, t, 'ja')).toEqual(['出典：openfootball、FIFA']);
  });

  it('credits the provider the answer names while the feed lists no sources, and draws nothing without either', async () => {
    const { t } = await createI18n('de');
    expect(sourceCredits(undefined, 'StatsBomb', t, 'de')).toEqual(['Bereitgestellt von StatsBomb']);
    expect(sourceCredits([], undefined, t, 'de')).toEqual([]);
  });

  it('names martj42\u2019s international results in the fan\u2019s words, as the head-to-head does', async () => {
    const results = {
      id: 'internationalResults',
      name: 'martj42/international_results',
      dataset: "International football results from 1872: every men's full international, its scorers and shoot-outs",
      licence: 'CC0 1.0',
      covers: ['results'],
    };
    expect(sourceCredits(readSources([finalSources[0], results]), undefined, (await createI18n('en')).t, 'en')).toEqual([
      'Sources: openfootball, international results',
    ]);
    expect(sourceCredits(readSources([finalSources[0], results]), undefined, (await createI18n('de')).t, 'de')).toEqual([
      'Quellen: openfootball und internationale Ergebnisse',
    ]);
  });

  it('reads only sources with an id and a name', () => {
    expect(readSources([{ id: 'statsBomb', name: 'StatsBomb' }, { id: 7 }, null, { id: 'x', name: '' }])).toEqual([
      { id: 'statsBomb', name: 'StatsBomb' },
    ]);
    expect(readSources(undefined)).toBeUndefined();
  });
});
