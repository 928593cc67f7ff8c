import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
