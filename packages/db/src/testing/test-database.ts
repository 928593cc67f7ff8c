import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../client.ts';
import { migrate } from '../migrate.ts';

/**
 * Test databases (docs/code-style.md#tests: a real database per test file, copied from a migrated template).
 * The global setup builds the template once; each test file gets its own copy.
 */

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A migrated PGlite, dumped to a tarball that each test file loads in milliseconds. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await migrate(handle);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** Creates a migrated Postgres database to clone with CREATE DATABASE ... TEMPLATE. */
export async function buildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `shuttle_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const handle = openPostgres(withDatabaseName(serverUrl, name), 1);
  await migrate(handle);
  await handle.close();
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  // A closed pool's connections may still be saying goodbye; forcing them out then makes the
  // server send each a FATAL that nobody listens for any more. Wait for them first.
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await adminQuery(
      serverUrl,
      `SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    if (row?.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(serverUrl: string, statement: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

export interface TestDatabaseTarget {
  kind: 'pglite' | 'postgres';
  /** pglite: the template tarball's path; postgres: the server URL. */
  source: string;
  /** postgres only: the template database's name. */
  template?: string;
}

/** A fresh, migrated Postgres database for a process the test starts itself; dropped by `drop`. */
export async function createTestDatabaseUrl(
  target: TestDatabaseTarget,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (target.kind !== 'postgres' || !target.template) throw new Error('Only a Postgres target has a URL.');
  const name = `shuttle_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(target.source, `CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  return {
    url: withDatabaseName(target.source, name),
    drop: () => dropPostgresDatabase(target.source, name),
  };
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(target: TestDatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    const tarball = new Blob([await readFile(target.source)]);
    return wrapPglite(await PGlite.create({ loadDataDir: tarball }));
  }
  if (!target.template) throw new Error('A Postgres test database needs its template name.');
  const name = `shuttle_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(target.source, `CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  const handle = openPostgres(withDatabaseName(target.source, name), 20);
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropPostgresDatabase(target.source, name);
    },
  };
}

/**
 * An embedded data folder (DATA_DIR) already holding the migrated template, for a server process a
 * test starts on it: loading the template costs about a quarter of a new folder's set-up and
 * migrations. The process narrows the files to their owner when it opens them, as on any start.
 */
export async function fillDataDirFromTemplate(target: TestDatabaseTarget, dataDir: string): Promise<void> {
  if (target.kind !== 'pglite') throw new Error('Only a PGlite target has a template to load.');
  const tarball = new Blob([await readFile(target.source)]);
  const client = await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: tarball });
  await client.close();
}
