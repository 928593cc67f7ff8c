import type { DatabaseHandle } from '@shuttle/db';
import { createTestDatabase } from '@shuttle/db/testing/test-database';
import { inject } from 'vitest';
import { snapshotDatabase } from './database-reset.ts';

/**
 * The embedded tier's database for one test file after another in a worker (docs/decisions/265):
 * opening a copy of the migrated template costs about half a second of CPU a file (unpacking
 * 44 MB into the engine's memory and starting it), while putting one database back as the
 * template left it takes a few milliseconds. A file gets it as a fresh database would be: the
 * template's rows and sequences, nothing of the file before. `close` puts it back instead of
 * closing it. A second database asked for while the first is lent (a test with two apps) is
 * a fresh one, closed for real. Postgres copies its template per file, which is cheap there.
 */
interface Lent {
  database: DatabaseHandle;
  reset: () => Promise<void>;
  lent: boolean;
}

let shared: Lent | undefined;

export async function borrowTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind !== 'pglite') return createTestDatabase(target);
  if (!shared) {
    const database = await createTestDatabase(target);
    const reset = await snapshotDatabase(database, {
      schema: 'test_worker_snapshot',
      restartSequences: true,
    });
    shared = { database, reset, lent: false };
  }
  if (shared.lent) return createTestDatabase(target);
  const lent = shared;
  lent.lent = true;
  return {
    ...lent.database,
    async close() {
      await lent.reset();
      lent.lent = false;
    },
  };
}
