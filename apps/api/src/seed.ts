import type { DatabaseHandle } from '@shuttle/db';
import { seedLagosNetwork } from '@shuttle/db/seed';

/** Seeds the Lagos network once, on a database that has none (docs/product.md#data-model). */
export async function seedIfEmpty(database: DatabaseHandle): Promise<void> {
  await seedLagosNetwork(database.db);
}
