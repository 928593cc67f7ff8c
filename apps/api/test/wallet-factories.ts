import { randomBytes } from 'node:crypto';
import { type Database, eq, payments, type User, users, wallets } from '@shuttle/db';
import { LedgerService } from '../src/features/wallet/ledger.service.ts';
import { systemClock } from '../src/shared/clock.ts';
import { createRider as createBareRider, type RiderOverrides } from './factories.ts';

export interface FundedRider extends User {
  walletId: number;
}

async function personalWalletId(db: Database, userId: number): Promise<number> {
  const [wallet] = await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId));
  if (!wallet) throw new Error(`rider ${userId} has no wallet`);
  return wallet.id;
}

/**
 * Puts money in a rider's wallet the way production does: a succeeded payment credited through
 * the ledger service, so that the ledger audit holds afterwards (docs/reliability.md#r7).
 */
export async function fundWallet(db: Database, userId: number, amountKobo: number): Promise<void> {
  const walletId = await personalWalletId(db, userId);
  const reference = `TEST-${randomBytes(8).toString('hex')}`;
  await db.transaction(async (tx) => {
    const posting = await new LedgerService(systemClock).creditTopUp(tx, {
      walletId,
      userId,
      amountKobo,
      paymentReference: reference,
      title: 'Wallet top-up',
    });
    await tx.insert(payments).values({
      reference,
      provider: 'sandbox',
      channel: 'checkout',
      userId,
      walletId,
      amountKobo,
      status: 'succeeded',
      ledgerTransactionId: posting.transactionId,
      completedAt: new Date(),
    });
  });
}

/** A rider whose wallet holds `balanceKobo`, funded through the ledger: `createRider(db, { balanceKobo })`. */
export async function createRider(
  db: Database,
  options: RiderOverrides & { balanceKobo?: number } = {},
): Promise<FundedRider> {
  const { balanceKobo = 0, ...overrides } = options;
  const user = await createBareRider(db, overrides);
  if (balanceKobo > 0) await fundWallet(db, user.id, balanceKobo);
  return { ...user, walletId: await personalWalletId(db, user.id) };
}

/** Records a bank deposit into a company wallet through the ledger (as an operator would). */
export async function fundCompanyWallet(
  db: Database,
  corporateId: number,
  amountKobo: number,
): Promise<void> {
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'operator')).limit(1);
  const operatorId = operator?.id ?? (await createBareRider(db, { role: 'operator' })).id;
  await db.transaction((tx) =>
    new LedgerService(systemClock).fundCompanyWallet(tx, {
      corporateId,
      amountKobo,
      memo: 'Test deposit',
      operatorId,
    }),
  );
}
