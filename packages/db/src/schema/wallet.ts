import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { corporates, users, wallets } from './accounts.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const LEDGER_TRANSACTION_KINDS = [
  'top_up',
  'booking',
  'refund',
  'promotion',
  'company_funding',
  'adjustment',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export const LEDGER_ACCOUNTS = [
  'rider_wallet',
  'company_wallet',
  'payments_clearing',
  'bank_deposits',
  'fare_revenue',
  'refunds',
  'promotions',
  'goodwill',
  'corrections',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
  title: text('title').notNull(),
  userId: integer('user_id').references(() => users.id),
  paymentReference: text('payment_reference'),
  bookingId: integer('booking_id'),
  refundOfId: bigint('refund_of_id', { mode: 'number' }),
  memo: text('memo'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt,
});
export type LedgerTransaction = typeof ledgerTransactions.$inferSelect;

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  transactionId: bigint('transaction_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransactions.id),
  account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
  walletId: integer('wallet_id').references(() => wallets.id),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  balanceAfterKobo: bigint('balance_after_kobo', { mode: 'number' }),
  createdAt,
});
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export const PAYMENT_PROVIDERS = ['sandbox', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payments = pgTable('payments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  reference: text('reference').notNull(),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  channel: text('channel', { enum: ['checkout', 'bank_transfer'] }).notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  walletId: integer('wallet_id')
    .notNull()
    .references(() => wallets.id),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
  accessCode: text('access_code'),
  authorizationUrl: text('authorization_url'),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
    () => ledgerTransactions.id,
  ),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type Payment = typeof payments.$inferSelect;

export const paymentEvents = pgTable('payment_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  source: text('source', { enum: ['webhook', 'verify'] }).notNull(),
  event: text('event').notNull(),
  reference: text('reference'),
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt,
});

export const bankTransferAccounts = pgTable('bank_transfer_accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  bankName: text('bank_name').notNull(),
  customerCode: text('customer_code').notNull(),
  createdAt,
});
export type BankTransferAccount = typeof bankTransferAccounts.$inferSelect;

export const ALLOWANCE_PERIODS = ['week', 'month'] as const;
export type AllowancePeriod = (typeof ALLOWANCE_PERIODS)[number];

export const corporateAllowances = pgTable('corporate_allowances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  corporateId: integer('corporate_id')
    .notNull()
    .references(() => corporates.id),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  period: text('period', { enum: ALLOWANCE_PERIODS }).notNull(),
  setBy: integer('set_by').references(() => users.id),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SANDBOX_CHARGE_STATUSES = ['ongoing', 'success', 'failed', 'abandoned'] as const;
export type SandboxChargeStatus = (typeof SANDBOX_CHARGE_STATUSES)[number];

export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text('reference').primaryKey(),
  accessCode: text('access_code').notNull(),
  email: text('email').notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  channel: text('channel').notNull().default('card'),
  status: text('status', { enum: SANDBOX_CHARGE_STATUSES }).notNull().default('ongoing'),
  callbackUrl: text('callback_url'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt,
});
export type SandboxCharge = typeof sandboxCharges.$inferSelect;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.key] })],
);
