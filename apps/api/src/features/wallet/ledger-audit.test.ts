import { sql } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { auditLedger } from './ledger-audit.ts';

// Each test breaks the ledger on purpose, behind the database's back, in this file's own database.
const ctx = useTestApp();
const db = () => ctx.app.deps.db;

describe('auditLedger (docs/reliability.md#r7)', () => {
  it('finds nothing wrong in a ledger written through the service', async () => {
    await createRider(db(), { balanceKobo: 250_000 });
    expect(await auditLedger(db())).toEqual([]);
  });

  it('reports a wallet balance that differs from its entries', async () => {
    const rider = await createRider(db(), { balanceKobo: 10_000 });
    await db().execute(sql`UPDATE wallets SET balance_kobo = 9999 WHERE id = ${rider.walletId}`);
    expect(await auditLedger(db())).toEqual([
      {
        check: 'wallet balances equal their entries',
        detail: `wallet ${rider.walletId} holds 9999 kobo but its entries sum to 10000`,
      },
    ]);
    await db().execute(sql`UPDATE wallets SET balance_kobo = 10000 WHERE id = ${rider.walletId}`);
    expect(await auditLedger(db())).toEqual([]);
  });

  it('reports unbalanced transactions, double credits and a disabled append-only trigger', async () => {
    await createRider(db(), { balanceKobo: 10_000 });
    await db().transaction(async (tx) => {
      // Replica mode skips triggers: the only way to write what the database otherwise refuses.
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`INSERT INTO ledger_transactions (kind, title) VALUES ('promotion', 'Broken')`);
      await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
    });
    const found = await auditLedger(db());
    expect(found.map((violation) => violation.check)).toEqual([
      'transactions balance',
      'ledger is append only',
    ]);
    expect(found[1]?.detail).toBe('trigger ledger_entries_append_only is missing or disabled');
    await db().execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
  });
});
