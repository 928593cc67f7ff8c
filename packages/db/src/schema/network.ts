import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cities, corporates, users } from './accounts.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const busStops = pgTable('bus_stops', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
export type BusStopRow = typeof busStops.$inferSelect;

export const ROUTE_VISIBILITIES = ['public', 'private'] as const;

export const routes = pgTable('routes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  active: boolean('active').notNull().default(true),
  visibility: text('visibility', { enum: ROUTE_VISIBILITIES }).notNull().default('public'),
  corporateId: integer('corporate_id').references(() => corporates.id),
  ...timestamps,
});
export type RouteRow = typeof routes.$inferSelect;

export const routeStops = pgTable(
  'route_stops',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    stopId: integer('stop_id')
      .notNull()
      .references(() => busStops.id),
    position: integer('position').notNull(),
    minutesFromStart: integer('minutes_from_start').notNull(),
    canPickUp: boolean('can_pick_up').notNull().default(true),
    canDropOff: boolean('can_drop_off').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.routeId, table.position] }),
    unique().on(table.routeId, table.stopId),
  ],
);

export const itineraries = pgTable('itineraries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  routeId: integer('route_id')
    .notNull()
    .references(() => routes.id, { onDelete: 'cascade' }),
  /** HH:MM:SS as Postgres returns a `time`. */
  departureTime: time('departure_time').notNull(),
  /** Sunday=1 ... Saturday=7 (docs/product.md#route-search). */
  daysOfWeek: smallint('days_of_week').array().notNull(),
  capacity: integer('capacity').notNull(),
  activeFrom: date('active_from').notNull(),
  activeUntil: date('active_until'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
export type ItineraryRow = typeof itineraries.$inferSelect;

export const itineraryFares = pgTable(
  'itinerary_fares',
  {
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    pickupStopId: integer('pickup_stop_id')
      .notNull()
      .references(() => busStops.id),
    dropoffStopId: integer('dropoff_stop_id')
      .notNull()
      .references(() => busStops.id),
    fareKobo: bigint('fare_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itineraryId, table.pickupStopId, table.dropoffStopId] })],
);

export const routeFares = pgTable(
  'route_fares',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    pickupStopId: integer('pickup_stop_id')
      .notNull()
      .references(() => busStops.id),
    dropoffStopId: integer('dropoff_stop_id')
      .notNull()
      .references(() => busStops.id),
    fareKobo: bigint('fare_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.routeId, table.pickupStopId, table.dropoffStopId] })],
);

/** A vehicle, owned by a bus partner or by us (docs/decisions/129-vehicle-owners.md). */
export const vehicles = pgTable('vehicles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  registrationNumber: text('registration_number').notNull().unique(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  /** Null for vehicles registered before it was asked (migration 0774). */
  colour: text('colour'),
  capacity: integer('capacity').notNull(),
  amenities: text('amenities').array().notNull().default([]),
  busPartnerId: integer('bus_partner_id').references(() => users.id),
  costOfSupplyKobo: bigint('cost_of_supply_kobo', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  trackerIdHash: text('tracker_id_hash').unique(),
  ...timestamps,
});
export type VehicleRow = typeof vehicles.$inferSelect;

/** `missed`: never started by its deadline, called off by the service (migration 0760, ADR 227). */
export const TRIP_DAY_STATUSES = [
  'scheduled',
  'boarding',
  'in_progress',
  'completed',
  'cancelled',
  'missed',
] as const;
export type TripDayStatus = (typeof TRIP_DAY_STATUSES)[number];

export const tripDays = pgTable(
  'trip_days',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itineraryId: integer('itinerary_id')
      .notNull()
      .references(() => itineraries.id),
    tripDate: date('trip_date').notNull(),
    capacity: integer('capacity').notNull(),
    seatsBooked: integer('seats_booked').notNull().default(0),
    status: text('status', { enum: TRIP_DAY_STATUSES }).notNull().default('scheduled'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    /**
     * The vehicle's owner and rate as the run was driven: fixed on assignment and again at
     * start, read by the partner's earnings (migration 0761, docs/decisions/233-run-facts-fixed.md).
     */
    busPartnerId: integer('bus_partner_id').references(() => users.id),
    costOfSupplyKobo: bigint('cost_of_supply_kobo', { mode: 'number' }),
    driverId: integer('driver_id').references(() => users.id),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set by the driver's Start and Finish (migration 0720). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [unique().on(table.itineraryId, table.tripDate)],
);
export type TripDay = typeof tripDays.$inferSelect;
