import { integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    boardingCode: text('boarding_code').notNull(),
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
