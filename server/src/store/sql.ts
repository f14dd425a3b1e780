/**
 * What the store's queries need of a database: PGlite in a folder or PostgreSQL over the network
 * (drivers.ts). One query layer (store.ts) is written against this and runs on both, so the
 * embedded store and the shared one hold the same schema and answer the same way.
 */
export type SqlValue = string | number | boolean | null;
/** A row as a query hands it back: write row types as type aliases (`type MatchRow = { … }`). */
export type SqlRow = Record<string, unknown>;

export interface Sql {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row extends SqlRow>(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface SqlDatabase extends Sql {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** `pglite` (embedded, `FEED_DATA_DIR`) or `postgres` (`DATABASE_URL`). */
  readonly kind: 'pglite' | 'postgres';
}
