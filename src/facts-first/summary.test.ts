import { describe, expect, it } from 'vitest';
import { parseIncidentsAnswer } from '../../contract/first-paint-parsers.ts';
import { supportedLanguages } from '../../contract/languages.ts';
import type { Incident } from '../../contract/protocol.ts';
import { createI18n, loadLocale } from '../lib/i18n/i18n.ts';
import { summaryText, type SummaryInputs } from '../rules/match-summary.ts';
import finalEventData from '../testing/answers/wc2022-final.event_data.json';
import finalIncidents from '../testing/answers/wc2022-final.incidents.json';
import { summaryElement, translator } from './summary.ts';

const final = parseIncidentsAnswer(finalIncidents)!;
// A sending-off too, so every sentence of the summary is compared.
const sentOff: Incident = {
  id: 'red-1',
  type: 'redCard',
  side: 'away',
  period: 'secondHalf',
  minute: 90,
  addedMinute: 3,
  playerName: 'Rabiot',
};

describe("the facts-first script's summary", () => {
  it.each(supportedLanguages)("writes in %s what the scoreboard's summary writes, by i18next", async (language) => {
    const [i18n, strings] = await Promise.all([createI18n(language), loadLocale(language)]);
    const inputs: SummaryInputs = {
      kind: 'postMatch',
      incidents: [...final.incidents, sentOff],
      score: { home: 3, away: 3 },
      shootout: final.shootout ?? undefined,
      teams: { home: 'Argentina', away: 'France' },
      lang: language,
    };
    const byScript = summaryText(inputs, translator(strings));
    expect(byScript).toEqual(summaryText(inputs, (key, values) => i18n.t(key, values)));
    expect(byScript.sentences).toHaveLength(3);
    expect(summaryText({ ...inputs, kind: 'halfTime' }, translator(strings))).toEqual(
      summaryText({ ...inputs, kind: 'halfTime' }, (key, values) => i18n.t(key, values)),
    );
  });

  it('names the teams as the app does, a home nation from the language, and marks no text as markup', async () => {
    const strings = await loadLocale('el');
    const england = { ...finalEventData.home, name: 'England', country: 'GB-ENG' };
    const section = summaryElement(
      {
        kind: 'postMatch',
        match: { home: england, away: { ...finalEventData.away, name: '<b>France</b>' } },
        score: { home: 1, away: 0 },
        lang: 'el',
      },
      { incidents: [], shootout: null },
      strings,
    );
    expect(section.querySelector('h2')?.textContent).toBe('Σύνοψη αγώνα');
    expect(section.querySelector('p')?.textContent).toBe('Η Αγγλία νίκησε με 1\u20110.');
    expect(section.querySelector('b')).toBeNull();
  });
});
