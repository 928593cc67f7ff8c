import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookingRides } from './bookings.ts';
import { tripDays, vehicles } from './network.ts';

export const POSITION_SOURCES = ['tracker', 'driver'] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/** Where a run's bus was (docs/decisions/165-live-tracking.md). */
export const vehiclePositions = pgTable('vehicle_positions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tripDayId: integer('trip_day_id')
    .notNull()
    .references(() => tripDays.id),
  vehicleId: integer('vehicle_id').references(() => vehicles.id),
  source: text('source', { enum: POSITION_SOURCES }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  speedMps: real('speed_mps'),
  heading: real('heading'),
  accuracyM: real('accuracy_m'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
export type VehiclePositionRow = typeof vehiclePositions.$inferSelect;

/** A browser's Web Push subscription. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const ARRIVAL_ALERT_KINDS = ['approaching', 'arrived'] as const;
export type ArrivalAlertKind = (typeof ARRIVAL_ALERT_KINDS)[number];

/** The arrival alerts a ride has been sent: each kind once. */
export const rideArrivalAlerts = pgTable(
  'ride_arrival_alerts',
  {
    bookingRideId: integer('booking_ride_id')
      .notNull()
      .references(() => bookingRides.id),
    kind: text('kind', { enum: ARRIVAL_ALERT_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingRideId, table.kind] })],
);
