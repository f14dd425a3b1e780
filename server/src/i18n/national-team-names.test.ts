import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentaryAnswerSchema,
  lineupsAnswerSchema,
  matchTextAnswerSchema,
  tableAnswerSchema,
  topScorersAnswerSchema,
} from '../../../contract/match-data.ts';
import { eventDataSchema } from '../../../contract/protocol.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarioFile, scenariosDir } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/** Through the feed's HTTP answers: national teams in the fan's language. */
let feed: TestFeed;
const catalogue: CatalogueEntry[] = [
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'at its real date', startAt: null },
  { eventId: 'euro', scenarioId: 'euro2020-tur-ita', description: 'at its real date', startAt: null },
  { eventId: 'laliga', scenarioId: 'laliga-2018-19-bar-ala', description: 'at its real date', startAt: null },
];

beforeAll(async () => {
  const scenarios = new Map(
    await Promise.all(
      ['wc2022-final', 'euro2020-tur-ita', 'laliga-2018-19-bar-ala'].map(
        async (id) => [id, await loadScenarioFile(`${scenariosDir}/${id}.json`)] as const,
      ),
    ),
  );
  feed = await buildTestFeed({ scenarios, catalogue });
});
afterAll(async () => {
  await feed.close();
});

const texts = (answer: { paragraphs: Array<{ text: string }> }) => answer.paragraphs.map((paragraph) => paragraph.text).join('\n');

describe('national team names in the feed', () => {
  it('gives the 2022 final its teams in German in the preview, not "Argentina trifft … auf France"', async () => {
    // At its real date the final is played: the preview opens by saying it was written before kick-off.
    const { paragraphs } = await feed.get('/preview/final?lang=de', matchTextAnswerSchema);
    expect(paragraphs.slice(0, 2).map((paragraph) => paragraph.kind)).toEqual(['previewBeforeKickoff', 'previewIntro']);
    expect(paragraphs[1]!.text).toMatch(/Argentinien trifft .* auf Frankreich\./);
    expect(texts({ paragraphs })).not.toMatch(/Argentina|France/);
  });

  it('names the national teams in Greek and Japanese insights and commentary', async () => {
    const greek = texts(await feed.get('/insights/final?lang=el', matchTextAnswerSchema));
    expect(greek).toMatch(/Αργεντινή|Γαλλία/);
    expect(greek).not.toMatch(/Argentina|France/);
    const japanese = (await feed.get('/commentary/final?lang=ja', commentaryAnswerSchema)).lines.map((line) => line.text).join('\n');
    expect(japanese).toContain('アルゼンチン');
    expect(japanese).toContain('フランス');
    expect(japanese).not.toMatch(/Argentina|France/);
  });

  it('names Turkey and Italy from the StatsBomb scenario in Italian commentary', async () => {
    const italian = (await feed.get('/commentary/euro?lang=it', commentaryAnswerSchema)).lines.map((line) => line.text).join('\n');
    expect(italian).toContain('Turchia');
    expect(italian).toContain('Italia');
    expect(italian).not.toContain('Turkey');
  });

  it('keeps English names in English and club names in every language', async () => {
    const { paragraphs } = await feed.get('/preview/final?lang=en', matchTextAnswerSchema);
    expect(paragraphs.find((paragraph) => paragraph.kind === 'previewIntro')!.text).toMatch(
      /^Argentina meet France in the FIFA World Cup 2022/,
    );
    const german = (await feed.get('/commentary/laliga?lang=de', commentaryAnswerSchema)).lines.map((line) => line.text).join('\n');
    expect(german).toContain('Barcelona');
    expect(german).toContain('Deportivo Alavés');
  });

  it('answers event_data, line-ups and the competition calls with the country of a national team, and none for a club', async () => {
    const final = await feed.get('/event_data/final?lang=de', eventDataSchema);
    expect(final.home).toMatchObject({ code: 'ARG', name: 'Argentina', country: 'AR' });
    expect(final.away).toMatchObject({ code: 'FRA', name: 'France', country: 'FR' });
    const clubs = await feed.get('/event_data/laliga?lang=de', eventDataSchema);
    expect(clubs.home.country).toBeUndefined();
    const scorers = await feed.get('/top_scorers/final?lang=de', topScorersAnswerSchema);
    expect(scorers.rows.find((row) => row.name === 'Kylian Mbappé')!.team).toMatchObject({ code: 'FRA', country: 'FR' });
    const lineups = await feed.get('/lineups/final?lang=de', lineupsAnswerSchema);
    expect([lineups.home.country, lineups.away.country]).toEqual(['AR', 'FR']);
    expect((await feed.get('/lineups/laliga?lang=de', lineupsAnswerSchema)).home.country).toBeUndefined();
    const table = await feed.get('/table/laliga?lang=de', tableAnswerSchema);
    expect(table.tables[0]!.rows.every((row) => row.team.country === undefined)).toBe(true);
  });
});
