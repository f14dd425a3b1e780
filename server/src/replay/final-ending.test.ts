import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentaryAnswerSchema, matchTextAnswerSchema } from '../../../contract/match-data.ts';
import { supportedLanguages } from '../../../contract/languages.ts';
import { eventDataSchema } from '../../../contract/protocol.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { teamName } from '../i18n/team-names.ts';
import { loadScenarioFile, scenariosDir } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * The end of the 2022 final as a fan reads it in the commentary, newest first: the result of the
 * shoot-out on top, its kicks under it by their number, then the end of extra time at 3-3, in
 * every language; compared with the record (openfootball's worldcup.json: et 3-3, p 4-2) where
 * ../shared/data is checked out. And the pre-match demo, which puts the final ten minutes before
 * today's kick-off: its preview says it is a replay of the match of 18 December 2022, so the text
 * does not contradict the kick-off shown beside it.
 */
const final = await loadScenarioFile(`${scenariosDir}/wc2022-final.json`);
const catalogue: CatalogueEntry[] = [
  { eventId: 'final', scenarioId: final.id, description: 'at its real date', startAt: null },
  { eventId: 'demo-prematch', scenarioId: final.id, description: '10 minutes before kick-off', startAt: () => -600 },
];
let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: new Map([[final.id, final]]), catalogue });
});
afterAll(async () => {
  await feed.close();
});

/** The record's scores, or the ones the data README states (3-3 after extra time, 4-2 on penalties). */
const recordFile = path.resolve(import.meta.dirname, '../../../../shared/data/openfootball/worldcup/2022/worldcup.json');
const record = existsSync(recordFile)
  ? (
      JSON.parse(readFileSync(recordFile, 'utf8')) as { matches: Array<{ round: string; score: { et: number[]; p: number[] } }> }
    ).matches.find((match) => match.round === 'Final')!.score
  : { et: [3, 3], p: [4, 2] };

describe('the end of the 2022 final in the commentary', () => {
  it.each(supportedLanguages)('%s: extra time over, then the shoot-out kick by kick, then its result, newest first', async (lang) => {
    const { lines } = commentaryAnswerSchema.parse(await feed.get(`/commentary/final?lang=${lang}`));
    const toPenalties = lines.findIndex((line) => line.kind === 'toPenalties');
    // Newest first: the result, the shoot-out (its kicks, and Martínez's yellow card between the first two), the whistle.
    const [won, ...during] = lines.slice(0, toPenalties);
    expect(won!.kind).toBe('shootoutWon');
    expect(lines[toPenalties + 1]!.kind).toBe('extraTimeEnd');
    expect(lines.slice(toPenalties + 2).some((line) => line.kind === 'extraTimeEnd' || line.period === 'penaltyShootout')).toBe(false);
    const kicks = during.filter((line) => line.kind === 'shootoutGoal' || line.kind === 'shootoutMiss');
    expect(during.filter((line) => !kicks.includes(line)).map((line) => line.kind)).toEqual(['yellowCard']);

    // Kicks go by their number in the shoot-out, the last taken first; nothing in the shoot-out carries the 120' of the clock.
    expect(kicks.map((line) => line.kick)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    for (const line of [won!, ...during]) expect(line.minute, line.text).toBeUndefined();
    expect(kicks.filter((line) => line.kind === 'shootoutGoal')).toHaveLength(record.p[0]! + record.p[1]!);

    // The result names the winner in the fan's language and the shoot-out's score.
    expect(won!.text).toContain(teamName(final.home, lang));
    expect(won!.text).toContain(`${record.p[0]}-${record.p[1]}`);
    // Extra time ended level, before the kicks.
    expect(lines[toPenalties + 1]!.text).toContain(`${record.et[0]}-${record.et[1]}`);
  });

  it('says who won on penalties the way a fan says it, in English', async () => {
    const { lines } = commentaryAnswerSchema.parse(await feed.get('/commentary/final?lang=en'));
    expect(lines[0]!.text).toBe(`Argentina win ${record.p[0]}-${record.p[1]} on penalties.`);
    expect(lines.find((line) => line.kind === 'extraTimeEnd')!.text).toBe(
      `Extra time is over: Argentina ${record.et[0]}-${record.et[1]} France.`,
    );
    // The final whistle of a shoot-out says nothing after the result.
    expect(lines.filter((line) => line.kind === 'extraTimeEnd')).toHaveLength(1);
  });
});

describe('the pre-match demo of the final', () => {
  it('shows today’s kick-off, and its preview says it replays the match played on 18 December 2022', async () => {
    const event = eventDataSchema.parse(await feed.get('/event_data/demo-prematch'));
    expect(event.matchStart.slice(0, 10)).not.toBe('2022-12-18');
    const { paragraphs } = matchTextAnswerSchema.parse(await feed.get('/preview/demo-prematch?lang=en'));
    expect(paragraphs[0]!.kind).toBe('previewReplayIntro');
    expect(paragraphs[0]!.text).toMatch(/^A replay of Argentina v France .* played at .* on December 18, 2022\.$/);
  });

  it('keeps the plain intro at the match’s real date', async () => {
    // Played at its real date, the final's preview first says it was written before kick-off, then its plain intro.
    const { paragraphs } = matchTextAnswerSchema.parse(await feed.get('/preview/final?lang=en'));
    expect(paragraphs.slice(0, 2).map((paragraph) => paragraph.kind)).toEqual(['previewBeforeKickoff', 'previewIntro']);
    expect(paragraphs[1]!.text).toMatch(/^Argentina meet France .* on December 18, 2022\.$/);
  });
});
