import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.ts';
import { catalogueRecord } from './catalogue-records.ts';
import { loadMatchCatalogue, type MatchCatalogue } from './match-catalogue.ts';

// The catalogue written into the embedded store (PGlite) and read back: a competition's matches, each with its facts.
let dir: string;
let store: Store;
let catalogue: MatchCatalogue;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-store-'));
  [store, catalogue] = await Promise.all([openStore({ dataDir: dir }), loadMatchCatalogue()]);
  // PGlite starts its WebAssembly PostgreSQL and migrates: seconds alone, far longer on a busy machine.
}, 180_000);
afterAll(async () => {
  await store?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the catalogue in the store', () => {
  it('keeps the last four matches of the 2018 World Cup with their teams, kick-off, score and scorers', async () => {
    const lastFour = catalogue.matches.filter((entry) => entry.competition.id === 'worldcup-2018').slice(-4);
    for (const entry of lastFour) await store.matches.upsert(catalogueRecord(entry));
    expect((await store.matches.list()).map((match) => match.eventId).sort()).toEqual(lastFour.map((entry) => entry.eventId).sort());
    const final = await store.matches.get('worldcup-2018-2018-07-15-france-croatia');
    expect(final).toMatchObject({
      competition: { id: 'worldcup-2018', name: 'FIFA World Cup', season: '2018', round: 'Final' },
      home: { id: 'france', name: 'France' },
      away: { id: 'croatia', name: 'Croatia' },
      lineups: null,
    });
    expect(Date.parse(final?.kickoff ?? '')).toBe(Date.parse('2018-07-15T15:00:00Z'));
    // As openfootball has them: Mandžukić's own goal for France, Griezmann's penalty.
    expect(final?.details).toEqual({
      source: 'catalogue',
      credit: 'openfootball (CC0 1.0)',
      matchId: '2018-07-15-france-croatia',
      date: '2018-07-15',
      ft: [4, 2],
      ht: [2, 1],
      scorers: [
        { side: 'home', name: 'Mario Mandžukić', minute: 18, ownGoal: true },
        { side: 'away', name: 'Ivan Perišić', minute: 28 },
        { side: 'home', name: 'Antoine Griezmann', minute: 38, penalty: true },
        { side: 'home', name: 'Pogba', minute: 59 },
        { side: 'home', name: 'Kylian Mbappé', minute: 65 },
        { side: 'away', name: 'Mario Mandžukić', minute: 69 },
      ],
    });
  }, 60_000);
});
