import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ledgerTransactions } from './wallet.ts';

export const WALLET_ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type WalletAdjustmentStatus = (typeof WALLET_ADJUSTMENT_STATUSES)[number];

/**
 * Every staff adjustment of a rider's wallet, applied at once or waiting for a second admin
 * (migration 0762, docs/decisions/235). `amountKobo` is signed: a credit above 0.
 */
export const walletAdjustments = pgTable('wallet_adjustments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: WALLET_ADJUSTMENT_STATUSES }).notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  rejectReason: text('reject_reason'),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
    () => ledgerTransactions.id,
  ),
});
export type WalletAdjustmentRow = typeof walletAdjustments.$inferSelect;
