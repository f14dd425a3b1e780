import { mkdir } from 'node:fs/promises';
import type { Pool, PoolClient } from 'pg';
import type { Sql, SqlDatabase, SqlRow, SqlValue } from './sql.ts';

/**
 * The two drivers of the store. PGlite (PostgreSQL compiled to WebAssembly) keeps its files in a
 * folder and needs nothing installed: the default, so `npm start` is one command. PostgreSQL
 * itself, named by `DATABASE_URL`, is shared by every instance of the feed. Both speak the same
 * SQL; their results are handed back as plain rows.
 */

/** PGlite in `dataDir` (made when missing). Durable on commit: every statement is synced to the folder before it resolves. */
export async function openPglite(dataDir: string): Promise<SqlDatabase> {
  await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir, relaxedDurability: false });
  const run = async <Row extends SqlRow>(sql: Pick<typeof db, 'query'>, text: string, params: readonly SqlValue[] = []): Promise<Row[]> =>
    (await sql.query<Row>(text, [...params])).rows;
  return {
    kind: 'pglite',
    query: (text, params) => run(db, text, params),
    transaction: (work) => db.transaction((tx) => work({ query: (text, params) => run(tx, text, params) })),
    close: () => db.close(),
  };
}

/** PostgreSQL at `url` through a small pool of `pg` connections. */
export async function openPostgres(url: string): Promise<SqlDatabase> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // A connection that drops while idle is replaced by the pool; its error must not end the process.
  pool.on('error', () => {});
  const runOn =
    (client: Pool | PoolClient) =>
    async <Row extends SqlRow>(text: string, params: readonly SqlValue[] = []): Promise<Row[]> =>
      (await client.query<Row>(text, [...params])).rows;
  const sql: Sql = { query: runOn(pool) };
  return {
    kind: 'postgres',
    query: sql.query,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: runOn(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
