import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ledgerTransactions } from './wallet.ts';

export const PROMO_KINDS = ['wallet_credit', 'ride_discount'] as const;

export const promoCodes = pgTable('promo_codes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull(),
  description: text('description').notNull(),
  kind: text('kind', { enum: PROMO_KINDS }).notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }),
  percentOff: integer('percent_off'),
  rides: integer('rides'),
  maxDiscountKobo: bigint('max_discount_kobo', { mode: 'number' }),
  maxRedemptions: integer('max_redemptions'),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  redemptionsCount: integer('redemptions_count').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  discountValidDays: integer('discount_valid_days'),
  /** Set by an operator: no new redemptions; grants already given keep their rides (ADR 187). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PromoCodeRow = typeof promoCodes.$inferSelect;

export const promoRedemptions = pgTable('promo_redemptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  promoCodeId: integer('promo_code_id')
    .notNull()
    .references(() => promoCodes.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  sequence: integer('sequence').notNull(),
  kind: text('kind', { enum: PROMO_KINDS }).notNull(),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
    () => ledgerTransactions.id,
  ),
  percentOff: integer('percent_off'),
  maxDiscountKobo: bigint('max_discount_kobo', { mode: 'number' }),
  ridesTotal: integer('rides_total'),
  ridesUsed: integer('rides_used').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PromoRedemptionRow = typeof promoRedemptions.$inferSelect;
