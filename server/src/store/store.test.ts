import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningPostgres } from '../testing/postgres-server.ts';
import { openStore, type MatchRecord, type Store, type StoreOptions } from './store.ts';

// One query layer, two drivers: every case runs on PGlite in a folder and on a throwaway PostgreSQL.
let postgres: RunningPostgres;
let pgliteDir: string;

beforeAll(async () => {
  [postgres, pgliteDir] = await Promise.all([startPostgres(), mkdtemp(path.join(os.tmpdir(), 'feed-store-'))]);
}, 60_000);

afterAll(async () => {
  await postgres?.stop();
  if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
});

const final: MatchRecord = {
  eventId: 'wc2022-final',
  competition: { id: 'wc2022', name: 'FIFA World Cup', season: '2022', round: 'Final' },
  kickoff: '2022-12-18T15:00:00.000Z',
  home: { id: 'statsbomb-779', name: 'Argentina' },
  away: { id: 'statsbomb-771', name: 'France' },
  details: { venue: { name: 'Lusail Stadium', city: 'Lusail' } },
  lineups: [{ team_id: 779 }, { team_id: 771 }],
  players: [
    { id: 'statsbomb-5503', teamId: 'statsbomb-779', name: 'Lionel Andrés Messi Cuccittini', nickname: 'Lionel Messi', jerseyNumber: 10 },
  ],
};

const event = (id: string, index: number) => ({ id, index, body: { id, index, type: { name: 'Pass' } } });

describe.each<[string, () => StoreOptions]>([
  ['PGlite', () => ({ dataDir: pgliteDir })],
  ['PostgreSQL', () => ({ databaseUrl: postgres.url })],
])('the store on %s', (_name, options) => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore(options());
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it('keeps a match with its teams, competition and kick-off', async () => {
    const stored = await store.matches.upsert(final);
    expect(stored).toMatchObject({
      eventId: 'wc2022-final',
      competition: { name: 'FIFA World Cup', round: 'Final' },
      kickoff: '2022-12-18T15:00:00.000Z',
      home: { name: 'Argentina' },
      away: { name: 'France' },
      details: { venue: { city: 'Lusail' } },
      lineups: [{ team_id: 779 }, { team_id: 771 }],
    });
    expect((await store.matches.get('wc2022-final'))?.home.id).toBe('statsbomb-779');
    expect(await store.matches.get('nowhere')).toBeNull();
  });

  it('takes each event once whatever the order and hands them back by index', async () => {
    const { revision } = await store.matches.upsert({ ...final, eventId: 'order' });
    const first = await store.events.append('order', [event('c', 3), event('a', 1)]);
    expect({ ...first, ids: first.ids.toSorted() }).toEqual({ added: 2, ids: ['a', 'c'], revision: revision + 1 });
    // The same ids again (a provider's retry) and one new: only the new one counts.
    expect(await store.events.append('order', [event('a', 1), event('b', 2), event('c', 3)])).toEqual({
      added: 1,
      ids: ['b'],
      revision: revision + 2,
    });
    // Nothing new: the match did not change.
    expect(await store.events.append('order', [event('b', 2)])).toEqual({ added: 0, ids: [], revision: null });
    expect((await store.events.list('order')).map((stored) => [stored.id, stored.index])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('marks a retracted event and keeps it retracted when it is sent again', async () => {
    await store.matches.upsert({ ...final, eventId: 'retract' });
    await store.events.append('retract', [event('goal', 7)]);
    const before = (await store.matches.get('retract'))!.revision;
    expect(await store.events.retract('retract', 'goal')).toBe(true);
    expect(await store.events.retract('retract', 'goal')).toBe(false);
    expect(await store.events.retract('retract', 'nothing')).toBeNull();
    await store.events.append('retract', [event('goal', 7)]);
    expect(await store.events.list('retract')).toEqual([{ id: 'goal', index: 7, body: event('goal', 7).body, retracted: true }]);
    expect((await store.matches.get('retract'))!.revision).toBeGreaterThan(before);
  });

  it('runs its migrations once: opened again, it holds what it held', async () => {
    const again = await openStore(options());
    try {
      expect((await again.events.list('order')).map((stored) => stored.id)).toEqual(['a', 'b', 'c']);
    } finally {
      await again.close();
    }
  });
});
