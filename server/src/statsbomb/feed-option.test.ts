import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLiveScenarios } from './feed-option.ts';

const fixtures = path.resolve(import.meta.dirname, 'fixtures');

describe('--statsbomb events lineups', () => {
  it('turns a StatsBomb match into a live scenario credited to StatsBomb', async () => {
    const [scenario] = await loadLiveScenarios(path.join(fixtures, 'mini-events.json'), path.join(fixtures, 'mini-lineups.json'));
    expect(scenario!.id).toBe('statsbomb-mini-events');
    expect(scenario!.source.credit).toBe('StatsBomb');
    // StatsBomb's files name no ground: the replay leaves the venue out rather than invent one.
    expect(scenario!.venue).toBeUndefined();
    expect(scenario!.events.some((event) => event.type === 'shot')).toBe(true);
  });

  it('asks for both files', async () => {
    await expect(loadLiveScenarios('events.json', undefined)).rejects.toThrow(/two files/);
  });
});
