import { count, type Database, users } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { createRider } from './wallet-factories.ts';
import { borrowTestDatabase } from './worker-database.ts';

const riderCount = async (db: Database) => (await db.select({ rows: count() }).from(users))[0]?.rows;

describe('the database a test file borrows (docs/decisions/265)', () => {
  it('is lent again as the template left it: no row of the file before, ids from the start', async () => {
    const first = await borrowTestDatabase();
    const untouched = await riderCount(first.db);
    const rider = await createRider(first.db, { balanceKobo: 50_000 });
    expect(await riderCount(first.db)).toBe((untouched ?? 0) + 1);
    await first.close();

    const second = await borrowTestDatabase();
    try {
      expect(await riderCount(second.db)).toBe(untouched);
      const next = await createRider(second.db, { balanceKobo: 50_000 });
      expect(next.id).toBe(rider.id);
      expect(next.walletId).toBe(rider.walletId);
    } finally {
      await second.close();
    }
  });

  it('is a database of its own when another is still lent', async () => {
    const lent = await borrowTestDatabase();
    const other = await borrowTestDatabase();
    try {
      const before = await riderCount(lent.db);
      await createRider(other.db);
      expect(await riderCount(lent.db)).toBe(before);
    } finally {
      await other.close();
      await lent.close();
    }
  });
});
