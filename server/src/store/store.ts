import path from 'node:path';
import { z } from 'zod';
import { openPglite, openPostgres } from './drivers.ts';
import { migrate } from './migrations.ts';
import type { Sql, SqlDatabase } from './sql.ts';

/**
 * The store of record (docs/feed-server.md, "Store"): matches, their teams and players, and every
 * event ingested for them. Embedded by default (PGlite in `FEED_DATA_DIR`, `.feed-data/`), or the
 * PostgreSQL of `DATABASE_URL`, shared by every instance; one schema (migrations.ts) and these
 * queries for both. JSON columns come back as `unknown`: the caller checks them with its schema.
 */

export interface TeamRecord {
  /** Ours, stable across sources: `statsbomb-217` for StatsBomb's team 217. */
  id: string;
  name: string;
}

export interface PlayerRecord {
  id: string;
  teamId: string;
  name: string;
  nickname?: string | null;
  jerseyNumber?: number | null;
}

export interface CompetitionRecord {
  id: string;
  name: string;
  season: string;
  round: string;
}

export interface MatchRecord {
  eventId: string;
  competition: CompetitionRecord;
  /** ISO 8601. */
  kickoff: string;
  home: TeamRecord;
  away: TeamRecord;
  /** Anything else the writer keeps about the match (venue, referee, title…), as JSON. */
  details?: Record<string, unknown>;
  /** The line-ups as the source gave them (StatsBomb's for an ingested match), or none. */
  lineups?: unknown;
  players?: readonly PlayerRecord[];
}

export interface StoredMatch extends Omit<MatchRecord, 'players' | 'details' | 'lineups'> {
  details: unknown;
  lineups: unknown;
  /** Goes up on every change to the match or its events. */
  revision: number;
}

export interface IncomingEvent {
  id: string;
  index: number;
  /** The event as it came. */
  body: unknown;
}

export interface StoredEvent {
  id: string;
  index: number;
  body: unknown;
  retracted: boolean;
}

export interface Store {
  readonly kind: SqlDatabase['kind'];
  matches: {
    /** Registers a match or replaces what is known of it (its events stay). */
    upsert(match: MatchRecord): Promise<StoredMatch>;
    get(eventId: string): Promise<StoredMatch | null>;
    list(): Promise<StoredMatch[]>;
    /** Each match's revision, to find what another instance changed. */
    revisions(): Promise<Map<string, number>>;
  };
  events: {
    /**
     * Takes events in, once per id (an id already held, retracted or not, is left as it is), in
     * one transaction: resolved once committed. Returns how many were new, their ids, and the
     * match's revision after them (null when none was new: it did not change).
     */
    append(eventId: string, events: readonly IncomingEvent[]): Promise<{ added: number; ids: string[]; revision: number | null }>;
    /** Every event of a match in `index` order (then id), retracted ones marked. */
    list(eventId: string): Promise<StoredEvent[]>;
    /** Marks an event retracted. Null when the match holds no such event; false when it was already. */
    retract(eventId: string, id: string): Promise<boolean | null>;
  };
  close(): Promise<void>;
}

export interface StoreOptions {
  /** PostgreSQL (`DATABASE_URL`): the store every instance shares. */
  databaseUrl?: string;
  /** PGlite's folder when there is no `databaseUrl` (`FEED_DATA_DIR`). Default `.feed-data/` in the working directory. */
  dataDir?: string;
}

export const defaultDataDir = '.feed-data';

/** Opens the store the options name and brings its schema up to date. */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(path.resolve(options.dataDir ?? defaultDataDir));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return storeOn(db);
}

type MatchRow = {
  event_id: string;
  competition: unknown;
  kickoff_ms: number;
  home_id: string;
  home_name: string;
  away_id: string;
  away_name: string;
  details: unknown;
  lineups: unknown;
  revision: string | number;
};

const matchColumns = `m.event_id, m.competition, (extract(epoch FROM m.kickoff) * 1000)::float8 AS kickoff_ms,
  h.id AS home_id, h.name AS home_name, a.id AS away_id, a.name AS away_name, m.details, m.lineups, m.revision`;
const matchFrom = 'matches m JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id';

const competitionSchema = z.object({ id: z.string(), name: z.string(), season: z.string(), round: z.string() });

function matchOf(row: MatchRow): StoredMatch {
  return {
    eventId: row.event_id,
    competition: competitionSchema.parse(row.competition),
    kickoff: new Date(row.kickoff_ms).toISOString(),
    home: { id: row.home_id, name: row.home_name },
    away: { id: row.away_id, name: row.away_name },
    details: row.details,
    lineups: row.lineups,
    revision: Number(row.revision),
  };
}

async function getMatch(sql: Sql, eventId: string): Promise<StoredMatch | null> {
  const [row] = await sql.query<MatchRow>(`SELECT ${matchColumns} FROM ${matchFrom} WHERE m.event_id = $1`, [eventId]);
  return row ? matchOf(row) : null;
}

async function upsertTeam(sql: Sql, team: TeamRecord): Promise<void> {
  await sql.query('INSERT INTO teams (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name', [team.id, team.name]);
}

/** The query layer over an open database (both drivers). */
export function storeOn(db: SqlDatabase): Store {
  const bump = async (sql: Sql, eventId: string): Promise<number | null> => {
    const [row] = await sql.query<{ revision: string | number }>(
      'UPDATE matches SET revision = revision + 1, updated_at = now() WHERE event_id = $1 RETURNING revision',
      [eventId],
    );
    return row ? Number(row.revision) : null;
  };
  return {
    kind: db.kind,
    matches: {
      upsert: (match) =>
        db.transaction(async (sql) => {
          await upsertTeam(sql, match.home);
          await upsertTeam(sql, match.away);
          for (const player of match.players ?? []) {
            await sql.query(
              `INSERT INTO players (id, team_id, name, nickname, jersey_number) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (id) DO UPDATE SET team_id = EXCLUDED.team_id, name = EXCLUDED.name,
                 nickname = EXCLUDED.nickname, jersey_number = EXCLUDED.jersey_number`,
              [player.id, player.teamId, player.name, player.nickname ?? null, player.jerseyNumber ?? null],
            );
          }
          await sql.query(
            `INSERT INTO matches (event_id, competition, kickoff, home_team_id, away_team_id, details, lineups)
             VALUES ($1, $2::jsonb, $3::timestamptz, $4, $5, $6::jsonb, $7::jsonb)
             ON CONFLICT (event_id) DO UPDATE SET competition = EXCLUDED.competition, kickoff = EXCLUDED.kickoff,
               home_team_id = EXCLUDED.home_team_id, away_team_id = EXCLUDED.away_team_id, details = EXCLUDED.details,
               lineups = EXCLUDED.lineups, revision = matches.revision + 1, updated_at = now()`,
            [
              match.eventId,
              JSON.stringify(match.competition),
              match.kickoff,
              match.home.id,
              match.away.id,
              JSON.stringify(match.details ?? {}),
              match.lineups === undefined ? null : JSON.stringify(match.lineups),
            ],
          );
          const stored = await getMatch(sql, match.eventId);
          if (!stored) throw new Error(`store: match ${match.eventId} was not written`);
          return stored;
        }),
      get: (eventId) => getMatch(db, eventId),
      list: async () => (await db.query<MatchRow>(`SELECT ${matchColumns} FROM ${matchFrom} ORDER BY m.kickoff, m.event_id`)).map(matchOf),
      revisions: async () =>
        new Map(
          (await db.query<{ event_id: string; revision: string | number }>('SELECT event_id, revision FROM matches')).map((row) => [
            row.event_id,
            Number(row.revision),
          ]),
        ),
    },
    events: {
      append: (eventId, events) =>
        db.transaction(async (sql) => {
          if (events.length === 0) return { added: 0, ids: [], revision: null };
          const rows = events.map((event) => ({ id: event.id, index: event.index, body: event.body }));
          const added = await sql.query<{ id: string }>(
            `INSERT INTO ingested_events (event_id, id, idx, body)
             SELECT $1, e->>'id', (e->>'index')::integer, e->'body' FROM jsonb_array_elements($2::jsonb) AS e
             ON CONFLICT (event_id, id) DO NOTHING RETURNING id`,
            [eventId, JSON.stringify(rows)],
          );
          const revision = added.length > 0 ? await bump(sql, eventId) : null;
          return { added: added.length, ids: added.map((row) => row.id), revision };
        }),
      list: async (eventId) =>
        (
          await db.query<{ id: string; idx: number; body: unknown; retracted: boolean }>(
            `SELECT id, idx, body, retracted_at IS NOT NULL AS retracted FROM ingested_events WHERE event_id = $1 ORDER BY idx, id`,
            [eventId],
          )
        ).map((row) => ({ id: row.id, index: row.idx, body: row.body, retracted: row.retracted })),
      retract: (eventId, id) =>
        db.transaction(async (sql) => {
          const [row] = await sql.query<{ retracted: boolean }>(
            'SELECT retracted_at IS NOT NULL AS retracted FROM ingested_events WHERE event_id = $1 AND id = $2 FOR UPDATE',
            [eventId, id],
          );
          if (!row) return null;
          if (row.retracted) return false;
          await sql.query('UPDATE ingested_events SET retracted_at = now() WHERE event_id = $1 AND id = $2', [eventId, id]);
          await bump(sql, eventId);
          return true;
        }),
    },
    close: () => db.close(),
  };
}
