import { readdirSync, readFileSync } from 'node:fs';
import type { DatabaseHandle } from './client.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** Any constant: it keeps two processes that start at once from migrating together. */
const MIGRATION_LOCK_ID = 7_305_001;

export function listMigrations(): { name: string; script: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, script: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }));
}

/**
 * Applies the SQL files of `migrations/` in name order, each once, each in one transaction
 * with its bookkeeping row (docs/decisions/003-sql-migrations.md). Returns the names applied.
 */
export function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.exclusive(MIGRATION_LOCK_ID, async (query) => {
    await query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await query('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((row) => String(row.name)));
    const applied: string[] = [];
    for (const migration of listMigrations()) {
      if (done.has(migration.name)) continue;
      const name = migration.name.replaceAll("'", "''");
      await query(`${migration.script}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');`);
      applied.push(migration.name);
    }
    return applied;
  });
}
