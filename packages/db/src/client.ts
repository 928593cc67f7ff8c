import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  PGlite,
  type Transaction as PgliteTransaction,
  type QueryOptions,
  types,
} from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDirectoryLock } from './directory-lock.ts';

/**
 * drizzle is given no schema: its relational API (`db.query.<table>`) is not used, and with a
 * schema every transaction builds a query builder for each of the tables (ADR 220).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** What `Database.transaction` hands its work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository runs its queries on: the database, or a transaction of it. */
export type Executor = Database | Transaction;
export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs `work` on one connection with `query` for multi-statement scripts (each run as one
   * implicit transaction), while holding the advisory lock `lockId` (docs/api-conventions.md#scaling: N processes,
   * one database; whatever needs one-at-a-time across processes goes through here).
   */
  exclusive<T>(lockId: number, work: (query: ScriptRunner) => Promise<T>): Promise<T>;
  /** The connection pool's use, for metrics (Postgres only: PGlite is one connection). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

// node-postgres returns bigint (int8) as text by default; every int8 here is kobo or an id
// well inside Number.MAX_SAFE_INTEGER, so it is parsed as a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  // node-postgres closes a connection idle for 10 s by default; the next burst then pays a new
  // backend per connection (connect, cold catalogue caches, planning), about 100 ms each on
  // the discovery query. Connections idle for 5 minutes are closed (docs/decisions/025).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 5 * 60_000 });
  return {
    db: drizzleNodePostgres(pool) as unknown as Database,
    kind: 'postgres',
    async exclusive(lockId, work) {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [lockId]);
        return await work(async (script) => {
          const result = await connection.query(script);
          const last = Array.isArray(result) ? result.at(-1) : result;
          return last?.rows ?? [];
        });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        connection.release();
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: () => pool.end(),
  };
}

/**
 * The types drizzle's PGlite driver asks PGlite to hand over as text, its own columns parsing
 * them: timestamp, timestamptz, interval and date, and the arrays numeric[], timestamp[],
 * timestamptz[], interval[] and date[] (their type ids). client.test.ts checks the list against
 * drizzle's.
 */
export const KEPT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

type PgliteQuery = Pick<PGlite, 'query'>;

/** `query` of `target` with a query's own parsers left out: the client's table holds them. */
function queryWithTableParsers(target: PgliteQuery): PgliteQuery['query'] {
  return (text, params, options?: QueryOptions) =>
    target.query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);
}

/**
 * What drizzle is given of PGlite: the client with drizzle's parsers put in its table once.
 * drizzle passes them with every query, and PGlite copies its whole table (some 320 parsers) to
 * merge a query's own in: about 110 µs a query, more than a small query itself
 * (docs/decisions/219-pglite-parsers-merged-once.md). drizzle calls only `query` and
 * `transaction` on its client, and `query` on a transaction. The client's own statements
 * (migrations, `exclusive`) get those types as text too; none of them reads one.
 */
function forDrizzle(client: PGlite): PGlite {
  for (const type of KEPT_AS_TEXT) client.parsers[type] = (text: string) => text;
  const facade = {
    query: queryWithTableParsers(client),
    transaction: <T>(work: (tx: PgliteTransaction) => Promise<T>) =>
      client.transaction((tx) => work(Object.create(tx, { query: { value: queryWithTableParsers(tx) } }))),
  };
  // drizzle's driver is typed for the whole PGlite class; it uses the two methods above.
  return facade as unknown as PGlite;
}

export function wrapPglite(client: PGlite, onClose?: () => void): DatabaseHandle {
  return {
    db: drizzlePglite({ client: forDrizzle(client) }) as unknown as Database,
    kind: 'pglite',
    // PGlite is one connection in one process: nothing else can run beside the work.
    exclusive: (_lockId, work) => work(async (script) => (await client.exec(script)).at(-1)?.rows ?? []),
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

/**
 * Opens the embedded database in `dataDir`. PGlite is one process's database: a second
 * process on the same folder would corrupt it, so the folder is locked first. The folder is
 * its owner's alone (0700, files 0600): PGlite writes its initial files readable and writable
 * by everyone, so they are narrowed after it starts; what it writes later follows the
 * process umask, which the server sets to 077.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const release = acquireDirectoryLock(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pgdata'));
    keepToOwner(join(dataDir, 'pgdata'));
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Folders 0700 and files 0600 under `folder`, itself included. */
function keepToOwner(folder: string): void {
  chmodSync(folder, 0o700);
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, 0o700);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
