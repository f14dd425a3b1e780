import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarios } from '../scenario/load.ts';
import { internationalResultsSince } from '../competition/record-reach.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * The competition pages of the real matches read as the record does (../shared/data: openfootball
 * and the international results): whole tables, one name per competition, and no claim beyond
 * the years the record covers. Facts of the matches are asserted always; where the sources are
 * at hand they are read too.
 */
const catalogue: CatalogueEntry[] = [
  { eventId: 'euro-before', scenarioId: 'euro2020-tur-ita', description: 'before kick-off', startAt: () => -600 },
  { eventId: 'euro', scenarioId: 'euro2020-tur-ita', description: 'at its real date, finished', startAt: null },
  { eventId: 'liga-before', scenarioId: 'laliga-2018-19-bar-ala', description: 'before kick-off', startAt: () => -600 },
  { eventId: 'liga', scenarioId: 'laliga-2018-19-bar-ala', description: 'at its real date, finished', startAt: null },
];

const sourceDir = path.resolve(import.meta.dirname, '../../../../shared/data');

let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

const get = async <T>(url: string) => (await feed.get(url)) as T;

interface TableAnswer {
  competition: { name: string; season: string };
  tables: Array<{ group: string | null; rows: Array<{ rank: number; played: number; points: number; team: { name: string } }> }>;
}

describe('the Euro 2020 Group A table', () => {
  it('lists all four teams before kick-off, every one on 0 played', async () => {
    const answer = await get<TableAnswer>('/table/euro-before');
    expect(answer.tables).toHaveLength(1);
    const rows = answer.tables[0]!.rows;
    expect(rows.map((row) => row.team.name).sort()).toEqual(['Italy', 'Switzerland', 'Turkey', 'Wales']);
    expect(rows.every((row) => row.played === 0 && row.points === 0)).toBe(true);
  });

  it('at full time of the opener counts its 0-3 and keeps Wales and Switzerland, yet to play, on 0', async () => {
    const rows = (await get<TableAnswer>('/table/euro')).tables[0]!.rows;
    expect(rows.map((row) => [row.team.name, row.played, row.points])).toEqual([
      ['Italy', 1, 3],
      ['Switzerland', 0, 0],
      ['Wales', 0, 0],
      ['Turkey', 1, 0],
    ]);
  });

  it.runIf(existsSync(sourceDir))('holds every team openfootball puts in Group A', async () => {
    const euro = JSON.parse(readFileSync(path.join(sourceDir, 'openfootball/euro/2020/euro.json'), 'utf8')) as {
      rounds: Array<{ matches: Array<{ group?: string; team1: { name: string }; team2: { name: string } }> }>;
    };
    const groupA = new Set(
      euro.rounds.flatMap((round) =>
        round.matches.filter((match) => match.group === 'Group A').flatMap((match) => [match.team1.name, match.team2.name]),
      ),
    );
    const rows = (await get<TableAnswer>('/table/euro-before')).tables[0]!.rows;
    expect(rows.map((row) => row.team.name).sort()).toEqual([...groupA].sort());
  });
});

describe('the La Liga 2018/19 table', () => {
  it('lists the 20 clubs of the season before matchday 1', async () => {
    const rows = (await get<TableAnswer>('/table/liga-before')).tables[0]!.rows;
    expect(rows).toHaveLength(20);
    expect(rows.map((row) => row.team.name)).toEqual(expect.arrayContaining(['Barcelona', 'Alavés', 'Girona', 'Real Madrid']));
  });
});

describe('a competition named once', () => {
  it('calls the Euro "UEFA Euro 2020" in the preview, the catalogue and the table', async () => {
    const preview = await get<{ paragraphs: Array<{ kind: string; text: string }> }>('/preview/euro-before?lang=en');
    const intro = preview.paragraphs.find((paragraph) => paragraph.kind.endsWith('Intro'))!.text;
    expect(intro).toContain('UEFA Euro 2020 (');
    expect(intro).not.toMatch(/2020 202[01]/);
    const { events } = await get<{ events: Array<{ eventId: string; competition: string }> }>('/events');
    expect(events.find((event) => event.eventId === 'euro')?.competition).toBe('UEFA Euro 2020');
    expect(events.find((event) => event.eventId === 'liga')?.competition).toBe('La Liga 2018/19');
  });
});

interface Paragraphs {
  paragraphs: Array<{ kind: string; text: string }>;
}

describe('no claim beyond the record', () => {
  it('says of Barcelona v Alavés that our records (2018/19) hold no earlier meeting, never that it is their first', async () => {
    for (const eventId of ['liga-before', 'liga']) {
      const preview = await get<Paragraphs>(`/preview/${eventId}?lang=en`);
      const texts = preview.paragraphs.map((paragraph) => paragraph.text).join(' ');
      expect(texts).toContain('No earlier meeting of these two teams in our records (2018/19).');
      expect(texts).not.toMatch(/first (time|meeting)/i);
      const german = (await get<Paragraphs>(`/preview/${eventId}?lang=de`)).paragraphs.map((paragraph) => paragraph.text).join(' ');
      expect(german).toContain('In unseren Daten (2018/19) gibt es kein früheres Duell der beiden Teams.');
    }
    const h2h = await get<{ meetings: unknown[]; scope: { kind: string; competition?: { season: string } } }>('/h2h/liga');
    expect(h2h.meetings).toEqual([]);
    expect(h2h.scope).toMatchObject({ kind: 'season', competition: { season: '2018/19' } });
  });

  it('does not offer the insights of matchday 1, which have nothing to say', async () => {
    expect((await get<Paragraphs>('/insights/liga-before?lang=en')).paragraphs).toEqual([]);
    const { paths, features } = await get<{ paths: string[]; features: { insights: boolean } }>('/availability/liga-before');
    expect(paths).not.toContain('/info/insights');
    expect(features.insights).toBe(false);
    // The preview has its facts, and the head-to-head its one sentence with the season it covers.
    expect(paths).toEqual(expect.arrayContaining(['/info/preview', '/info/h2h']));
  });

  it("counts Turkey v Italy's earlier internationals, which the results hold since 1872", async () => {
    const h2h = await get<{ summary: { total: number }; scope: { kind: string; since?: string } }>('/h2h/euro');
    expect(h2h.scope).toEqual({ kind: 'internationals', since: '1872' });
    expect(h2h.summary.total).toBeGreaterThan(0);
    const preview = (await get<Paragraphs>('/preview/euro?lang=en')).paragraphs.map((paragraph) => paragraph.kind);
    expect(preview).toContain('previewHeadToHead');
    expect(preview).not.toContain('previewFirstMeetingSince');
  });

  it.runIf(existsSync(sourceDir))('takes the year the international results begin from results.csv', () => {
    const [, first] = readFileSync(path.join(sourceDir, 'international/results.csv'), 'utf8').split('\n', 2);
    expect(first!.slice(0, 4)).toBe(internationalResultsSince);
  });
});
