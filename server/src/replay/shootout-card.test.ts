import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentaryAnswerSchema, incidentsAnswerSchema } from '../../../contract/match-data.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarioFile, scenariosDir } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * E. Martínez's yellow card in the 2022 final was shown during the shoot-out, between kicks: the
 * incident says how many kicks had been taken (`afterKick`), so the scoreboard tells it at its
 * place among them, where the commentary has it, and not after the kicks stamped 120'.
 */
const final = await loadScenarioFile(`${scenariosDir}/wc2022-final.json`);
const catalogue: CatalogueEntry[] = [{ eventId: 'final', scenarioId: final.id, description: 'at its real date', startAt: null }];
let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: new Map([[final.id, final]]), catalogue });
});
afterAll(async () => {
  await feed.close();
});
const get = (url: string) => feed.get(url);

describe('a card shown during the shoot-out', () => {
  it('is placed among the kicks in /incidents, where the commentary tells it', async () => {
    const { incidents, shootout } = incidentsAnswerSchema.parse(await get('/incidents/final?lang=en'));
    const inShootout = incidents.filter((incident) => incident.period === 'penaltyShootout');
    expect(inShootout.map((incident) => [incident.type, incident.playerName, incident.afterKick])).toEqual([
      ['yellowCard', 'E. Martínez', 1],
    ]);
    expect(shootout?.kicks).toHaveLength(8);
    // The commentary, newest first: the card's line comes after kick 1's and before kick 2's.
    const { lines } = commentaryAnswerSchema.parse(await get('/commentary/final?lang=en'));
    const told = lines
      .filter((line) => line.period === 'penaltyShootout' && (line.kick !== undefined || line.kind === 'yellowCard'))
      .map((line) => line.kick ?? 'card')
      .reverse();
    expect(told.indexOf('card')).toBe(inShootout[0]!.afterKick);
  });

  it('leaves every other incident without a place among the kicks', async () => {
    const { incidents } = incidentsAnswerSchema.parse(await get('/incidents/final?lang=en'));
    expect(incidents.filter((incident) => incident.period !== 'penaltyShootout' && incident.afterKick !== undefined)).toEqual([]);
  });
});
