import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const partnerAccounts = pgTable('partner_accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  partner: text('partner').notNull(),
  partnerUserId: text('partner_user_id').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
