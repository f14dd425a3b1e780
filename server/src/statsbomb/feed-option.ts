import path from 'node:path';
import type { Scenario } from '../scenario/schema.ts';
import { registeredPositions } from './registered-positions.ts';

/**
 * `--statsbomb events.json lineups.json`: a StatsBomb open-data match replayed live from kick-off.
 * StatsBomb files carry no venue, referee or competition, so the replay says it does not know
 * the competition and names no venue and no referee, and the data is credited to StatsBomb in the powered-by badge.
 */
export async function loadLiveScenarios(eventsPath: string, lineupsPath: string | undefined): Promise<Scenario[]> {
  if (!lineupsPath) throw new TypeError('--statsbomb needs two files: events.json lineups.json');
  const { loadStatsBombFiles } = await import('./cli.ts');
  const match = path
    .basename(eventsPath)
    .replace(/[^0-9a-z]+/gi, '-')
    .replace(/-json$/i, '')
    .toLowerCase();
  const scenario = await loadStatsBombFiles(eventsPath, lineupsPath, {
    id: `statsbomb-${match}`.slice(0, 64).replace(/-+$/, ''),
    title: `StatsBomb match ${match}`,
    kickoff: new Date().toISOString(),
    competition: { id: 'statsbomb', name: 'StatsBomb open data', season: 'replay', round: 'replay' },
    // StatsBomb names files by its match id (15986_events.json): for a match we hold, the bench's
    // registered positions (Cillessen is a goalkeeper); arbitrary files come with no squad list, so
    // any other unused substitute is labelled, not known.
    registeredPositions: registeredPositions[path.basename(eventsPath).match(/^\d+/)?.[0] ?? ''] ?? {},
    unregisteredBenchPosition: 'midfielder',
  });
  return [scenario];
}
