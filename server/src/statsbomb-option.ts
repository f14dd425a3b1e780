import type { Scenario } from './scenario/schema.ts';

/** `--statsbomb events.json lineups.json`: a StatsBomb open-data match replayed from kick-off. */
export async function loadLiveScenarios(eventsPath: string, lineupsPath: string | undefined): Promise<Scenario[]> {
  if (!lineupsPath) throw new TypeError('--statsbomb needs two files: events.json lineups.json');
  const { loadStatsBombFiles } = await import('./statsbomb/cli.ts');
  const scenario = await loadStatsBombFiles(eventsPath, lineupsPath, {
    id: 'statsbomb-replay',
    kickoff: new Date().toISOString(),
  } as never);
  return [scenario];
}
