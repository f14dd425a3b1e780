import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPlugins } from '../routes/plugins.ts';
import { ingestRoutes } from '../routes/ingest.ts';
import { openStore } from '../store/store.ts';
import { buildTestFeed, until, type TestFeed } from '../testing/feed-harness.ts';
import { startPostgres, type RunningPostgres } from '../testing/postgres-server.ts';

// Two instances of the feed on one PostgreSQL (DATABASE_URL): a match ingested through one is
// served by the other, and a goal taken back through one is taken back on the other.
const fixtures = path.resolve(import.meta.dirname, '../statsbomb/fixtures');
const token = 'shared-store-ingest-token';
const now = Date.parse('2026-06-01T12:00:00Z');
let postgres: RunningPostgres;
const feeds: TestFeed[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  for (let instance = 0; instance < 2; instance += 1) {
    const store = await openStore({ databaseUrl: postgres.url });
    const feed = await buildTestFeed({ plugins: [...feedPlugins, ingestRoutes({ store, token, followMs: 50 })], now: () => now });
    await feed.app.ready();
    feeds.push(feed);
  }
}, 180_000);

afterAll(async () => {
  for (const feed of feeds) await feed.close();
  await postgres?.stop();
});

describe('two instances on one PostgreSQL', () => {
  it('serve the same ingested match, and the same retraction', async () => {
    const [one, other] = [feeds[0]!, feeds[1]!];
    const events = await readFile(path.join(fixtures, 'mini-events.json'), 'utf8');
    const lineups: unknown = JSON.parse(await readFile(path.join(fixtures, 'mini-lineups.json'), 'utf8'));
    const headers = { authorization: `Bearer ${token}` };
    const registration = {
      competition: { id: 'cup', name: 'Cup', season: '2026', round: 'Final' },
      kickoff: '2026-06-01T10:00:00Z',
      lineups,
    };
    expect((await one.app.inject({ method: 'PUT', url: '/ingest/shared', payload: registration, headers })).statusCode).toBe(200);
    expect(
      (
        await one.app.inject({
          method: 'POST',
          url: '/ingest/shared/events',
          payload: events,
          headers: { ...headers, 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(200);

    await until(() => other.context.replays.has('shared'), 30_000);
    const incidents = async (feed: TestFeed) => JSON.stringify(await feed.get('/incidents/shared'));
    await until(() => other.context.replays.get('shared')?.second() === one.context.replays.get('shared')!.second(), 30_000);
    expect(await incidents(other)).toEqual(await incidents(one));

    expect((await one.app.inject({ method: 'DELETE', url: '/ingest/shared/events/mini-37', headers })).statusCode).toBe(200);
    const cancelled = await incidents(one);
    expect(cancelled).toContain('goalCancelled');
    let seen = '';
    const deadline = Date.now() + 30_000;
    while (seen !== cancelled && Date.now() < deadline) {
      seen = await incidents(other);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toEqual(cancelled);
  });
});
