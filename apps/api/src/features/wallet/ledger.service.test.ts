import { eq, ledgerEntries, ledgerTransactions, sql, wallets } from '@shuttle/db';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { AppError } from '../../shared/app-error.ts';
import { systemClock } from '../../shared/clock.ts';
import { LedgerService } from './ledger.service.ts';
import { auditLedger } from './ledger-audit.ts';

const ctx = useTestApp();
const ledger = new LedgerService(systemClock);
const db = () => ctx.app.deps.db;

const balanceOf = async (walletId: number) => {
  const [row] = await db()
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.id, walletId));
  return row?.balance;
};
const transactionCount = async () => {
  const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(ledgerTransactions);
  return row?.count ?? 0;
};

/** Drizzle wraps the database's error; the sentence the trigger raised is in its cause. */
async function databaseRefusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'no error';
}

afterEach(async () => {
  expect(await auditLedger(db())).toEqual([]);
});

describe('LedgerService', () => {
  it('credits, debits and refunds with balanced entries and the balance after each', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const debit = await db().transaction((tx) =>
      ledger.debitForBooking(tx, { user: rider, amountKobo: 70_000, bookingId: 41 }),
    );
    expect(debit).toMatchObject({ source: 'Personal', amountKobo: 70_000, balanceAfterKobo: 430_000 });
    const refund = await db().transaction((tx) =>
      ledger.refund(tx, { debitTransactionId: debit.transactionId, amountKobo: 70_000 }),
    );
    expect(refund.balanceAfterKobo).toBe(500_000);
    expect(await balanceOf(rider.walletId)).toBe(500_000);

    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, debit.transactionId));
    expect(entries.map((entry) => [entry.account, entry.amountKobo]).sort()).toEqual([
      ['fare_revenue', 70_000],
      ['rider_wallet', -70_000],
    ]);
  });

  it('refuses a debit larger than the balance with 402 and writes nothing', async () => {
    const rider = await createRider(db(), { balanceKobo: 50_000 });
    const before = await transactionCount();
    const attempt = db().transaction((tx) => ledger.debitForBooking(tx, { user: rider, amountKobo: 50_001 }));
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 402 });
    expect(await balanceOf(rider.walletId)).toBe(50_000);
    expect(await transactionCount()).toBe(before);
  });

  it('never refunds more than was paid, even across several refunds', async () => {
    const rider = await createRider(db(), { balanceKobo: 100_000 });
    const debit = await db().transaction((tx) =>
      ledger.debitForBooking(tx, { user: rider, amountKobo: 60_000 }),
    );
    await db().transaction((tx) =>
      ledger.refund(tx, { debitTransactionId: debit.transactionId, amountKobo: 40_000 }),
    );
    const tooMuch = db().transaction((tx) =>
      ledger.refund(tx, { debitTransactionId: debit.transactionId, amountKobo: 20_001 }),
    );
    await expect(tooMuch).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await balanceOf(rider.walletId)).toBe(80_000);
  });

  it('credits a promotion from the promotions account', async () => {
    const rider = await createRider(db());
    const posting = await db().transaction((tx) =>
      ledger.creditPromotion(tx, {
        walletId: rider.walletId,
        userId: rider.id,
        amountKobo: 25_000,
        title: 'Promo WELCOME',
      }),
    );
    expect(posting.balanceAfterKobo).toBe(25_000);
  });

  it.each([0, -500, 0.5, 2 ** 63])('refuses the amount %s', async (amountKobo) => {
    const rider = await createRider(db(), { balanceKobo: 100_000 });
    await expect(
      db().transaction((tx) => ledger.debitForBooking(tx, { user: rider, amountKobo })),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('R3: 50 concurrent N700 debits on a N10,000 wallet: exactly 14 succeed, never negative', async () => {
    const rider = await createRider(db(), { balanceKobo: 1_000_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        db().transaction((tx) =>
          ledger.debitForBooking(tx, { user: rider, amountKobo: 70_000, bookingId: index + 1 }),
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(14);
    for (const failure of refused) {
      expect((failure as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    expect(await balanceOf(rider.walletId)).toBe(20_000);
  });
});

describe('the ledger is append only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on ledger rows', async () => {
    await createRider(db(), { balanceKobo: 10_000 });
    expect(
      await databaseRefusal(db().execute(sql`UPDATE ledger_entries SET amount_kobo = amount_kobo + 1`)),
    ).toMatch(/append only: UPDATE on ledger_entries/);
    expect(await databaseRefusal(db().execute(sql`DELETE FROM ledger_transactions`))).toMatch(
      /append only: DELETE on ledger_transactions/,
    );
    expect(await databaseRefusal(db().execute(sql`TRUNCATE ledger_entries`))).toMatch(
      /append only: TRUNCATE on ledger_entries/,
    );
  });

  it('refuses to commit a transaction whose entries do not sum to zero', async () => {
    const before = await transactionCount();
    const unbalanced = db().transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'promotion', title: 'Unbalanced' })
        .returning({ id: ledgerTransactions.id });
      await tx
        .insert(ledgerEntries)
        .values({ transactionId: row?.id ?? 0, account: 'promotions', amountKobo: -100 });
    });
    expect(await databaseRefusal(unbalanced)).toMatch(/does not balance/);
    expect(await transactionCount()).toBe(before);
  });
});
