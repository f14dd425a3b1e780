import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StatsBombImportOptions } from '../statsbomb/import.ts';

/**
 * The invented mini match of the importer's tests, in StatsBomb's open-data format: Northbridge FC
 * (home) v Real Costa Azul (`server/src/statsbomb/fixtures/`). Read once; tests that change an event
 * clone it first.
 */
const fixtures = path.resolve(import.meta.dirname, '../statsbomb/fixtures');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(fixtures, file), 'utf8'));

export const miniEvents = readJson('mini-events.json') as Array<Record<string, unknown>>;
export const miniLineups: unknown = readJson('mini-lineups.json');

/** What the importer is told about the mini match beyond its two files. */
export const miniImportOptions: StatsBombImportOptions = {
  id: 'mini-cup-final',
  kickoff: '2024-05-01T18:00:00Z',
  competition: { id: 'mini-cup', name: 'Mini Cup', season: '2024', round: 'Final' },
  venue: { name: 'Harbour Park', city: 'Northbridge' },
  referee: 'Alex Referee',
  registeredPositions: { 9113: 'goalkeeper', 9212: 'midfielder' },
};
