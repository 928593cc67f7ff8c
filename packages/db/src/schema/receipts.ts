import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ledgerTransactions } from './wallet.ts';

export const RECEIPT_KINDS = ['top_up', 'booking'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The last receipt number given in each year (migration 0771, docs/decisions/247). */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** One receipt per credited top-up and per paid booking; `details` is fixed when it is issued. */
export const receipts = pgTable('receipts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
  number: text('number').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
    () => ledgerTransactions.id,
  ),
  bookingId: integer('booking_id'),
  details: jsonb('details').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ReceiptRow = typeof receipts.$inferSelect;
