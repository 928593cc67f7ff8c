import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { migrate } from './migrate.ts';

// Apart from client.ts, since migrate.ts needs client.ts's handle: what uses both stands above them.

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}

/** Opens Postgres when a URL is given, the embedded database otherwise, and migrates it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : await openPglite(options.dataDir);
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
