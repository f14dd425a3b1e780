import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FeedServerOptions } from '../app.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { ballPathOf } from '../replay/ball-path.ts';
import { importStatsBomb, type StatsBombImportOptions } from '../statsbomb/import.ts';

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

/** The mini match as the importer makes it. */
export const miniScenario = importStatsBomb(miniEvents, miniLineups, miniImportOptions);

/**
 * A feed of the mini match as event `mini`, 40 s in when the feed starts (the kick-off and its
 * reception behind), on the test's clock, with the control API and, unless left out, its ball path.
 */
export function miniFeedOptions(clock: { ms: number }, withPath = true): Partial<FeedServerOptions> {
  const catalogue: CatalogueEntry[] = [{ eventId: 'mini', scenarioId: miniScenario.id, description: 'the mini final', startAt: () => 40 }];
  return {
    scenarios: new Map([[miniScenario.id, miniScenario]]),
    catalogue,
    now: () => clock.ms,
    control: true,
    ...(withPath ? { ballPaths: new Map([[miniScenario.id, ballPathOf(miniEvents, miniLineups)]]) } : {}),
  };
}
