import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarios } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * A text written at kick-off says so, or follows the match: at full time of the 2022 final the
 * insights said Mbappé "has scored 5 goals" (his tally at kick-off) while top scorers said 8.
 */
const catalogue: CatalogueEntry[] = [
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'at its real date, finished', startAt: null },
  { eventId: 'final-before', scenarioId: 'wc2022-final', description: '10 minutes before kick-off', startAt: () => -600 },
];

let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

interface Texts {
  paragraphs: { kind: string; text: string }[];
  asOf?: string;
}
const get = <T>(url: string) => feed.get(url) as Promise<T>;

describe('texts and the moment they are read', () => {
  it("gives at full time the top scorer's goals the top-scorer table gives: Mbappé 8", async () => {
    const insights = await get<Texts>('/insights/final?lang=en');
    const top = await get<{ rows: { name: string; goals: number }[] }>('/top_scorers/final?lang=en');
    expect(top.rows[0]).toMatchObject({ name: 'Kylian Mbappé', goals: 8 });
    const scorer = insights.paragraphs.find((paragraph) => paragraph.kind === 'insightTopScorer');
    expect(scorer?.text).toContain('Kylian Mbappé');
    expect(scorer?.text).toMatch(/\b8\b/);
    expect(insights.asOf).toBe('now');
  });

  it("says which matches the preview's form counts: the last six of this competition, the Form tab's, in every language", async () => {
    const before = await get<Texts>('/preview/final-before?lang=en');
    const form = before.paragraphs.filter((paragraph) => paragraph.kind === 'previewForm').map((paragraph) => paragraph.text);
    // Argentina's six World Cup matches before the final, most recent first: Croatia, the Netherlands, Australia, Poland, Mexico, Saudi Arabia.
    expect(form[0]).toBe(
      'Argentina have won 4, drawn 1 and lost 1 of their last 6 matches in this competition (3-0, 2-2, 2-1, 2-0, 2-0, 1-2).',
    );
    const german = await get<Texts>('/preview/final-before?lang=de');
    expect(german.paragraphs.find((paragraph) => paragraph.kind === 'previewForm')?.text).toContain(
      'von den letzten 6 Spielen in diesem Wettbewerb',
    );
    const japanese = await get<Texts>('/preview/final-before?lang=ja');
    expect(japanese.paragraphs.find((paragraph) => paragraph.kind === 'previewForm')?.text).toContain('この大会の直近6試合');
  });

  it('says once the match has begun that the preview was written before kick-off, and not before it', async () => {
    const after = await get<Texts>('/preview/final?lang=en');
    expect(after.paragraphs[0]).toEqual({
      kind: 'previewBeforeKickoff',
      text: 'Written before kick-off: these figures are as they stood then.',
    });
    expect(after.asOf).toBe('kickoff');
    // Its scorer figure is the one at kick-off, the sentence before it says so: Mbappé had 5.
    expect(after.paragraphs.find((paragraph) => paragraph.kind === 'previewTopScorer' && paragraph.text.includes('Mbappé'))?.text).toMatch(
      /\b5\b/,
    );
    const before = await get<Texts>('/preview/final-before?lang=en');
    expect(before.paragraphs.map((paragraph) => paragraph.kind)).not.toContain('previewBeforeKickoff');
  });
});
