import { bigint, date, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { busStops, itineraries, tripDays } from './network.ts';
import { promoRedemptions } from './promotions.ts';
import { ledgerTransactions } from './wallet.ts';

export const BOOKING_ROUTE_TYPES = ['one-way', 'return', 'subscription'] as const;
export const BOOKING_STATUSES = ['active', 'cancelled'] as const;
export const BOOKING_WEEK_STATUSES = ['pending', 'paid', 'unpaid', 'cancelled'] as const;
export type BookingWeekStatus = (typeof BOOKING_WEEK_STATUSES)[number];
export const RIDE_LEGS = ['outbound', 'return'] as const;
export type RideLeg = (typeof RIDE_LEGS)[number];
export const RIDE_STATUSES = ['booked', 'cancelled', 'boarded', 'no_show', 'completed'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const bookings = pgTable('bookings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  routeType: text('route_type', { enum: BOOKING_ROUTE_TYPES }).notNull(),
  subscriptionRouteType: text('subscription_route_type', { enum: ['one-way', 'return'] }),
  pickupId: integer('pickup_id')
    .notNull()
    .references(() => busStops.id),
  destinationId: integer('destination_id')
    .notNull()
    .references(() => busStops.id),
  itineraryId: integer('itinerary_id')
    .notNull()
    .references(() => itineraries.id),
  returnItineraryId: integer('return_itinerary_id').references(() => itineraries.id),
  departureDate: date('departure_date').notNull(),
  returnDate: date('return_date'),
  tripDays: smallint('trip_days').array(),
  subscriptionWeeks: smallint('subscription_weeks'),
  walletSource: text('wallet_source', { enum: ['Personal', 'Company'] }).notNull(),
  seats: integer('seats').notNull(),
  luggageQuantity: integer('luggage_quantity').notNull().default(0),
  status: text('status', { enum: BOOKING_STATUSES }).notNull().default('active'),
  totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BookingRow = typeof bookings.$inferSelect;

export const bookingWeeks = pgTable(
  'booking_weeks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    weekNumber: smallint('week_number').notNull(),
    firstRideDate: date('first_ride_date').notNull(),
    billAt: timestamp('bill_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_WEEK_STATUSES }).notNull().default('pending'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** What ride discounts saved on a paid week; `amountKobo` is what the wallet paid. */
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [unique().on(table.bookingId, table.weekNumber)],
);
export type BookingWeekRow = typeof bookingWeeks.$inferSelect;

export const bookingRides = pgTable(
  'booking_rides',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    weekId: integer('week_id')
      .notNull()
      .references(() => bookingWeeks.id),
    tripDayId: integer('trip_day_id')
      .notNull()
      .references(() => tripDays.id),
    leg: text('leg', { enum: RIDE_LEGS }).notNull(),
    pickupId: integer('pickup_id')
      .notNull()
      .references(() => busStops.id),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => busStops.id),
    departureTime: text('departure_time').notNull(),
    pickupTime: text('pickup_time').notNull(),
    arrivalTime: text('arrival_time').notNull(),
    fareKobo: bigint('fare_kobo', { mode: 'number' }).notNull(),
    seats: integer('seats').notNull(),
    /** The discount grant this ride used, when its week was paid (docs/decisions/115). */
    promoRedemptionId: integer('promo_redemption_id').references(() => promoRedemptions.id),
    /** What the grant saved on fare times seats; the rider paid the rest. */
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: RIDE_STATUSES }).notNull().default('booked'),
    boardingCode: text('boarding_code').notNull().unique(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    boardedAt: timestamp('boarded_at', { withTimezone: true }),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt,
  },
  (table) => [unique().on(table.bookingId, table.tripDayId)],
);
export type BookingRideRow = typeof bookingRides.$inferSelect;

export const WAITLIST_STATUSES = ['waiting', 'booked', 'skipped', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A rider's place in line for a seat on a sold-out run (migration 0778). */
export const waitlistEntries = pgTable('waitlist_entries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  itineraryId: integer('itinerary_id')
    .notNull()
    .references(() => itineraries.id),
  tripDate: date('trip_date').notNull(),
  pickupId: integer('pickup_id')
    .notNull()
    .references(() => busStops.id),
  destinationId: integer('destination_id')
    .notNull()
    .references(() => busStops.id),
  walletSource: text('wallet_source', { enum: ['Personal', 'Company'] }).notNull(),
  status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
  bookingId: integer('booking_id').references(() => bookings.id),
  skippedReason: text('skipped_reason'),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
