import type { DatabaseHandle } from '@shuttle/db';

/** Where the rows to put back are kept, beside the tables, in the test database only. */
const SNAPSHOT_SCHEMA = 'test_reset_snapshot';
/** Beside the migration (7_305_001) and seed (7_305_100) locks. */
const RESET_LOCK_ID = 7_305_900;

export interface SnapshotOptions {
  /** Where the copies are kept: two snapshots of one database need two schemas. */
  schema?: string;
  /**
   * Puts every sequence back where it stood, so that ids start again as on the snapshot's
   * database: for a database handed to one test file after another (test/worker-database.ts).
   */
  restartSequences?: boolean;
}

interface Table {
  /** Schema-qualified and quoted as SQL wants it. */
  name: string;
  /** The rows it held when the snapshot was taken, kept as a table in SNAPSHOT_SCHEMA. */
  copy: string | null;
  /** What an INSERT may write (no generated columns), quoted. */
  columns: string;
}

/**
 * TEST ONLY. Remembers every table's rows (schema public) as they are now (on a fresh test database: the
 * migrations' seed rows) and returns `reset`, which puts the database back to exactly that, in
 * one transaction: a test that runs many independent cases against one app (the ledger model,
 * ADR 070) gives each case the database as the file started, so that a whole-database check
 * sees one case's rows only and a case does not depend on the ones before it.
 *
 * The ledger refuses DELETE and TRUNCATE by trigger, and the product has no path that empties
 * it; `reset` switches triggers (and with them foreign-key checks) off for its own transaction
 * with `session_replication_role = replica`, which only a superuser may set, as the test
 * databases' user is and the product's need not be. The triggers stay defined and enabled,
 * so the ledger audit's append-only check still passes and still guards the product's paths.
 * Sequences are not restarted unless asked: ids keep growing across resets, so no id is ever used twice.
 */
export async function snapshotDatabase(
  database: DatabaseHandle,
  { schema = SNAPSHOT_SCHEMA, restartSequences = false }: SnapshotOptions = {},
): Promise<() => Promise<void>> {
  const { tables, sequences } = await database.exclusive(RESET_LOCK_ID, async (query) => {
    const found = await query(
      `SELECT c.oid::regclass::text AS name, quote_ident(c.relname) AS relname,
              (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
               WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    );
    const result: Table[] = [];
    const copies: string[] = [`DROP SCHEMA IF EXISTS ${schema} CASCADE`, `CREATE SCHEMA ${schema}`];
    for (const row of found) {
      const name = String(row.name);
      const [held] = await query(`SELECT EXISTS (SELECT 1 FROM ${name}) AS held`);
      const copy = held?.held ? `${schema}.${row.relname}` : null;
      if (copy) copies.push(`CREATE TABLE ${copy} AS SELECT ${row.columns} FROM ${name}`);
      result.push({ name, copy, columns: String(row.columns) });
    }
    await query(copies.join(';\n'));
    // Where each sequence stands, as literals: `setval` puts it back there.
    const counters = restartSequences
      ? await query(
          `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value) AS value,
                  last_value IS NOT NULL AS called
           FROM pg_sequences WHERE schemaname = 'public'`,
        )
      : [];
    return {
      tables: result,
      sequences: counters.map(
        (row) =>
          `SELECT setval('${String(row.name)}', ${Number(row.value)}, ${row.called === true || row.called === 't'})`,
      ),
    };
  });
  if (tables.length === 0) throw new Error('snapshotDatabase: the database has no tables');
  // DELETE, not TRUNCATE: TRUNCATE makes new files for every table and index, about twenty times
  // the cost of deleting one model run's few dozen rows (ADR 070). The dead rows DELETE leaves
  // are pruned as pages are read again (and autovacuumed on Postgres): 1,000 resets measured
  // showed no slow-down.
  const script = [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    ...tables.map((table) => `DELETE FROM ${table.name}`),
    ...tables
      .filter((table) => table.copy)
      .map(
        (table) =>
          `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM ${table.copy}`,
      ),
    ...sequences,
    'COMMIT',
  ].join(';\n');
  return async () => {
    await database.exclusive(RESET_LOCK_ID, (query) => query(script));
  };
}
