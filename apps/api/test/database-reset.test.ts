import { count, eq, ledgerEntries, ledgerTransactions, type PgTable, sql, users, wallets } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import '../src/features/booking/booking-audit.ts';
import { auditLedger } from '../src/features/wallet/ledger-audit.ts';
import { snapshotDatabase } from './database-reset.ts';
import { useTestApp } from './test-app.ts';
import { createRider } from './wallet-factories.ts';

const ctx = useTestApp();
const db = () => ctx.app.deps.db;

const rowCount = async (table: PgTable) => (await db().select({ rows: count() }).from(table))[0]?.rows;
const ledgerRows = async () => [await rowCount(ledgerTransactions), await rowCount(ledgerEntries)];

describe('the test-only database reset (ADR 070)', () => {
  it('puts back exactly the rows of the snapshot and leaves the ledger guards on', async () => {
    const kept = await createRider(db(), { balanceKobo: 50_000 });
    const before = {
      users: await rowCount(users),
      wallets: await db().select().from(wallets).orderBy(wallets.id),
      ledger: await ledgerRows(),
    };
    const reset = await snapshotDatabase(ctx.database);

    const gone = await createRider(db(), { balanceKobo: 120_000 });
    await createRider(db(), { balanceKobo: 30_000, corporateId: 1 });
    expect(await ledgerRows()).not.toEqual(before.ledger);
    await reset();

    expect(await rowCount(users)).toBe(before.users);
    expect(await db().select().from(users).where(eq(users.id, gone.id))).toEqual([]);
    expect(await db().select().from(wallets).orderBy(wallets.id)).toEqual(before.wallets);
    expect(await ledgerRows()).toEqual(before.ledger);
    const [keptWallet] = await db().select().from(wallets).where(eq(wallets.userId, kept.id));
    expect(keptWallet?.balanceKobo).toBe(50_000);
    expect(await auditLedger(db())).toEqual([]);

    // Ids go on from where they were: the deleted rider's id is not handed out again.
    expect((await createRider(db())).id).toBeGreaterThan(gone.id);
    // The append-only triggers still refuse, outside the reset, what the reset does.
    await expect(db().execute(sql`DELETE FROM ledger_entries`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append only: DELETE on ledger_entries/) },
    });
    await expect(db().execute(sql`TRUNCATE ledger_transactions CASCADE`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append only: TRUNCATE on ledger_transactions/) },
    });
  });
});
