import { date, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookingRides } from './bookings.ts';
import { tripDays } from './network.ts';

export const CHECK_IN_RESULTS = ['boarded', 'already_boarded', 'wrong_run', 'cancelled', 'unknown'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** Every scan a driver's device sent, with the answer it got (migration 0720). */
export const checkIns = pgTable(
  'check_ins',
  {
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id),
    clientId: uuid('client_id').notNull(),
    tripDayId: integer('trip_day_id').notNull(),
    /** The pass scanned, or null when a mobility card was (migration 0779). */
    boardingCode: text('boarding_code'),
    cardNumber: text('card_number'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    result: text('result', { enum: CHECK_IN_RESULTS }).notNull(),
    rideId: integer('ride_id').references(() => bookingRides.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.driverId, table.clientId] })],
);

/** A rider's rating of a completed ride, one per ride (migration 0720). */
export const rideRatings = pgTable('ride_ratings', {
  rideId: integer('ride_id')
    .primaryKey()
    .references(() => bookingRides.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tripDayId: integer('trip_day_id')
    .notNull()
    .references(() => tripDays.id),
  driverId: integer('driver_id').references(() => users.id),
  stars: smallint('stars').notNull(),
  categories: text('categories').array().notNull().default([]),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** When a driver's licence runs out, as an operator read it (migration 0774, ADR 251). */
export const driverLicences = pgTable('driver_licences', {
  driverId: integer('driver_id')
    .primaryKey()
    .references(() => users.id),
  expiresOn: date('expires_on').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A rider's mobility card, by its printed number or NFC serial (migration 0779, ADR 260). */
export const mobilityCards = pgTable('mobility_cards', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  number: text('number').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
});
export type MobilityCardRow = typeof mobilityCards.$inferSelect;
