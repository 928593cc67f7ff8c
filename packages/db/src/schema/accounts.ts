import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  ...timestamps,
});

export const corporates = pgTable('corporates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  ...timestamps,
});

/** One role per user (docs/decisions/120-roles-and-access.md). */
export const USER_ROLES = ['rider', 'driver', 'bus_partner', 'operator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  corporateId: integer('corporate_id').references(() => corporates.id),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: USER_ROLES }).notNull().default('rider'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  avatar: text('avatar'),
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull(),
  /** Set by an admin: the account cannot sign in and its tokens are refused (ADR 186). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Set when the rider deleted their account: every personal field was anonymised (0773, ADR 249). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
});
export type User = typeof users.$inferSelect;

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SECRET_PURPOSES = [
  'verify_email',
  'reset_password',
  'undo_email_change',
  'set_password',
] as const;
export type SecretPurpose = (typeof SECRET_PURPOSES)[number];

export const oneTimeSecrets = pgTable('one_time_secrets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: SECRET_PURPOSES }).notNull(),
  secretHash: text('secret_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per email change: the address it replaced and the undo link sent there. */
export const emailChanges = pgTable('email_changes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  oldEmail: text('old_email').notNull(),
  oldVerifiedAt: timestamp('old_verified_at', { withTimezone: true }),
  newEmail: text('new_email').notNull(),
  undoSecretId: integer('undo_secret_id')
    .notNull()
    .references(() => oneTimeSecrets.id),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmailChange = typeof emailChanges.$inferSelect;

export const wallets = pgTable('wallets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').references(() => users.id),
  corporateId: integer('corporate_id').references(() => corporates.id),
  balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  /** An HTML part beside the text part (receipts); null for a text-only email. */
  htmlBody: text('html_body'),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The one-click unsubscribe address of a notice's email (RFC 8058), sent as List-Unsubscribe. */
  listUnsubscribe: text('list_unsubscribe'),
});
export type OutboxEmail = typeof outboxEmails.$inferSelect;

/** Text messages, queued like emails and sent after the commit by the `sms.sweep` job. */
export const outboxSms = pgTable('outbox_sms', {
  id: uuid('id').primaryKey(),
  toPhone: text('to_phone').notNull(),
  body: text('body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type OutboxSms = typeof outboxSms.$inferSelect;

export const loginFailures = pgTable('login_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  throttleKey: text('throttle_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
