import type { SqlDatabase } from './sql.ts';

/**
 * The store's one schema, as numbered migrations run in order at start (`migrate`). A migration
 * once released is never edited: a change is a new one. Each is a list of single statements, as
 * both drivers take them (PGlite's `query` runs one statement at a time).
 */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'matches, teams, players and ingested events',
    statements: [
      `CREATE TABLE teams (
         id text PRIMARY KEY,
         name text NOT NULL
       )`,
      `CREATE TABLE players (
         id text PRIMARY KEY,
         team_id text NOT NULL REFERENCES teams (id),
         name text NOT NULL,
         nickname text,
         jersey_number integer
       )`,
      // One row per event the feed serves from the store: what a provider registered (PUT /ingest)
      // or an import wrote. `revision` goes up on every change to the match or its events, so other
      // instances on the same database know to read it again.
      `CREATE TABLE matches (
         event_id text PRIMARY KEY,
         competition jsonb NOT NULL,
         kickoff timestamptz NOT NULL,
         home_team_id text NOT NULL REFERENCES teams (id),
         away_team_id text NOT NULL REFERENCES teams (id),
         details jsonb NOT NULL DEFAULT '{}'::jsonb,
         lineups jsonb,
         revision bigint NOT NULL DEFAULT 1,
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
      // Every event taken in, as it came (StatsBomb's open-data format), once per id. Retracted
      // events stay, marked, so a retraction survives the provider sending the event again.
      `CREATE TABLE ingested_events (
         event_id text NOT NULL REFERENCES matches (event_id) ON DELETE CASCADE,
         id text NOT NULL,
         idx integer NOT NULL,
         body jsonb NOT NULL,
         received_at timestamptz NOT NULL DEFAULT now(),
         retracted_at timestamptz,
         PRIMARY KEY (event_id, id)
       )`,
      'CREATE INDEX ingested_events_in_order ON ingested_events (event_id, idx, id)',
      'CREATE INDEX matches_by_kickoff ON matches (kickoff)',
    ],
  },
];

/** An arbitrary constant: the advisory lock that lets one instance at a time migrate a shared database. */
const migrationLock = 3_404_201;

/** Runs the migrations this database has not had, in one transaction, one instance at a time. */
export async function migrate(db: SqlDatabase, all: readonly Migration[] = migrations): Promise<number[]> {
  return db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await sql.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await sql.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied: number[] = [];
    for (const migration of [...all].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await sql.query(statement);
      await sql.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
