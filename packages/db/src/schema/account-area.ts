import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { inboxColumns } from './forms.ts';

export const tripPreferences = pgTable('trip_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  walletSource: text('wallet_source', { enum: ['Personal', 'Company'] })
    .notNull()
    .default('Personal'),
  luggage: boolean('luggage').notNull().default(false),
  luggageQuantity: integer('luggage_quantity').notNull().default(1),
  seats: integer('seats').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const routeSuggestions = pgTable('route_suggestions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  fromPlace: text('from_place').notNull(),
  toPlace: text('to_place').notNull(),
  departureTime: text('departure_time').notNull(),
  returnTime: text('return_time'),
  tripDays: integer('trip_days').array().notNull(),
  note: text('note').notNull().default(''),
  ...inboxColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type RouteSuggestionRow = typeof routeSuggestions.$inferSelect;

export const DATA_EXPORT_STATUSES = ['preparing', 'ready'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** A rider's copy of their own data, one zip in the file store (migration 0772, ADR 249). */
export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('preparing'),
  /** Null before the zip is written and again once it has expired and been removed. */
  fileKey: text('file_key'),
  byteSize: integer('byte_size'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
export type DataExportRow = typeof dataExports.$inferSelect;
