import { randomBytes } from 'node:crypto';
import type { Booking, BookingInput } from '@shuttle/contracts';
import type { BookingRideRow, BookingRow, BookingWeekRow } from '@shuttle/db';
import type { RideQuote } from '../network/network.service.ts';
import type { RideDiscount } from '../promotions/ride-discounts.service.ts';
import type { BookingView, BookingWriteOutcome, BookingWriteStep } from './bookings.repository.ts';
import { billingInstant, type PlannedRide } from './ride-plan.ts';

/**
 * The pure steps of a new booking between its price and its write (docs/decisions/240):
 * the rows it will store, the write step that stores them, and the rides once the write has
 * told which runs it made. Nothing here reads or writes the database.
 */

/** A planned ride with its price and times from the network, and its discount if it has one. */
export interface PricedRide extends PlannedRide {
  quote: RideQuote;
  discount: RideDiscount | null;
}

/** 128 random bits: a boarding pass cannot be guessed from another (ADR 062). */
export const newBoardingCode = () => randomBytes(16).toString('base64url');

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
export const discountKoboOf = (ride: PricedRide) => ride.discount?.discountKobo ?? 0;
/** What the rider pays for a priced ride: fare times seats, less its discount. */
export const amountOf = (ride: PricedRide, seats: number) =>
  ride.quote.fareKobo * seats - discountKoboOf(ride);

/** Weeks of priced rides: what each costs the wallet, what discounts pay, when its first ride is. */
export function weeksOf(rides: PricedRide[], seats: number) {
  const weeks = new Map<
    number,
    { week: number; firstRideDate: string; amountKobo: number; discountKobo: number }
  >();
  for (const ride of rides) {
    const current = weeks.get(ride.week) ?? {
      week: ride.week,
      firstRideDate: ride.tripDate,
      amountKobo: 0,
      discountKobo: 0,
    };
    current.amountKobo += amountOf(ride, seats);
    current.discountKobo += discountKoboOf(ride);
    if (ride.tripDate < current.firstRideDate) current.firstRideDate = ride.tripDate;
    weeks.set(ride.week, current);
  }
  return [...weeks.values()].sort((a, b) => a.week - b.week);
}

/** The stops of priced rides by id, as every booking answer shows them. */
export function stopsOf(rides: PricedRide[]) {
  const stops = new Map<number, { id: number; name: string; location: string }>();
  for (const ride of rides) {
    stops.set(ride.quote.pickup.id, ride.quote.pickup);
    stops.set(ride.quote.destination.id, ride.quote.destination);
  }
  return (id: number) => stops.get(id) ?? { id, name: '', location: '' };
}

/** A ride row before the write: its run is unknown while the write step still has to make it. */
export type PlannedRideRow = Omit<BookingRideRow, 'tripDayId'> & { tripDayId: number | null };

/** Every row of a new booking as the write step stores it, and the rides' prices beside them. */
export interface NewBookingRows {
  booking: BookingRow;
  weeks: BookingWeekRow[];
  rides: PlannedRideRow[];
  priced: PricedRide[];
  /** Runs the write step makes, in the one order every booking makes them. */
  runsToMake: PricedRide[];
}

/** The ids taken for the booking before its write (docs/decisions/194). */
export interface BookingIds {
  bookingId: number;
  weekIds: number[];
  rideIds: number[];
}

function taken(ids: number[], index: number, what: string): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`no id was taken for ${what} ${index}`);
  return id;
}

export function newBookingRows(
  userId: number,
  input: BookingInput,
  priced: PricedRide[],
  ids: BookingIds,
  now: Date,
): NewBookingRows {
  const isSubscription = input.route_type === 'subscription';
  const weeks = weeksOf(priced, input.seats);
  const booking: BookingRow = {
    id: ids.bookingId,
    userId,
    routeType: input.route_type,
    subscriptionRouteType: isSubscription ? (input.subscription_route_type ?? 'one-way') : null,
    pickupId: input.pickup_id,
    destinationId: input.destination_id,
    itineraryId: input.itinerary_id,
    returnItineraryId: priced.some((ride) => ride.leg === 'return')
      ? (input.return_itinerary_id ?? null)
      : null,
    departureDate: input.departure_date,
    returnDate: input.route_type === 'return' ? (input.return_date ?? null) : null,
    tripDays: isSubscription ? [...(input.trip_days ?? [])].sort((a, b) => a - b) : null,
    subscriptionWeeks: isSubscription ? (input.subscription_duration ?? null) : null,
    walletSource: input.walletSource,
    seats: input.seats,
    luggageQuantity: input.luggage_quantity ?? 0,
    status: 'active',
    totalKobo: sum(weeks.map((week) => week.amountKobo)),
    createdAt: now,
    updatedAt: now,
  };
  const weekRows: BookingWeekRow[] = weeks.map((week, index) => {
    const paid = week.week === 1;
    return {
      id: taken(ids.weekIds, index, 'week'),
      bookingId: ids.bookingId,
      weekNumber: week.week,
      firstRideDate: week.firstRideDate,
      billAt: paid ? now : billingInstant(week.firstRideDate),
      status: paid ? 'paid' : 'pending',
      amountKobo: paid ? week.amountKobo : null,
      // The debit's ledger transaction, known once it is written.
      ledgerTransactionId: null,
      discountKobo: paid ? week.discountKobo : 0,
      billedAt: paid ? now : null,
      createdAt: now,
    };
  });
  const weekIdOf = new Map(weekRows.map((row) => [row.weekNumber, row.id]));
  const rides: PlannedRideRow[] = priced.map((ride, index) => {
    const weekId = weekIdOf.get(ride.week);
    if (weekId === undefined) throw new Error(`ride ${index} belongs to no week`);
    return {
      id: taken(ids.rideIds, index, 'ride'),
      bookingId: ids.bookingId,
      weekId,
      tripDayId: ride.quote.tripDayId,
      leg: ride.leg,
      pickupId: ride.pickupId,
      destinationId: ride.destinationId,
      departureTime: ride.quote.departureTime,
      pickupTime: ride.quote.pickupTime,
      arrivalTime: ride.quote.arrivalTime,
      fareKobo: ride.quote.fareKobo,
      seats: input.seats,
      promoRedemptionId: ride.discount?.redemptionId ?? null,
      discountKobo: discountKoboOf(ride),
      status: 'booked',
      boardingCode: newBoardingCode(),
      cancelledAt: null,
      boardedAt: null,
      refundTransactionId: null,
      createdAt: now,
    };
  });
  // The facts read gave the runs that exist already (runs are never deleted); the others are
  // made by the write step, in one fixed order, so that concurrent bookings of new runs never
  // wait on each other in a cycle.
  const runsToMake = priced
    .filter((ride) => ride.quote.tripDayId === null)
    .sort((a, b) => a.itineraryId - b.itineraryId || a.tripDate.localeCompare(b.tripDate));
  return { booking, weeks: weekRows, rides, priced, runsToMake };
}

/** The rides of a booking with the runs the write step made filled in. */
export function ridesOnRuns(
  rows: PlannedRideRow[],
  madeRuns: { ord: number; id: number }[] = [],
): BookingRideRow[] {
  const madeRunOf = new Map(madeRuns.map((run) => [run.ord, run.id]));
  return rows.map((row, ord) => {
    const tripDayId = row.tripDayId ?? madeRunOf.get(ord);
    if (tripDayId === undefined) throw new Error(`ride ${row.id} has no run after the write`);
    return { ...row, tripDayId };
  });
}

/** The booking's answer, made from the rows it stores, in the shape every read gives. */
export function bookingViewOf(
  rows: NewBookingRows,
  rides: BookingRideRow[],
  input: BookingInput,
): BookingView {
  const stop = stopsOf(rows.priced);
  return {
    ...rows.booking,
    pickup: stop(input.pickup_id),
    destination: stop(input.destination_id),
    weeks: rows.weeks,
    rides: rides
      .map((row, index) => {
        const ride = rows.priced[index] as PricedRide;
        return {
          ...row,
          tripDate: ride.tripDate,
          itineraryId: ride.itineraryId,
          route: ride.quote.route,
          pickup: stop(ride.pickupId),
          destination: stop(ride.destinationId),
          promoCode: ride.discount?.code ?? null,
        };
      })
      .sort(
        (a, b) =>
          a.tripDate.localeCompare(b.tripDate) || a.pickupTime.localeCompare(b.pickupTime) || a.id - b.id,
      ),
  };
}

/** The parts of the write step that are not rows: money, grants, the notice and the stored answer. */
export interface WriteExtras {
  at: string;
  bookableStatuses: readonly string[];
  debit: BookingWriteStep['debit'];
  grants: BookingWriteStep['grants'];
  notice: BookingWriteStep['notice'];
  email: BookingWriteStep['email'];
  push: BookingWriteStep['push'];
  answer: { user_id: number; scope: string; key: string; status: number; body: Booking } | null;
}

/** The rows in the column names `book_seats_and_money` takes (migration 0750). */
export function writeStepOf(rows: NewBookingRows, extras: WriteExtras): BookingWriteStep {
  const { booking } = rows;
  return {
    at: extras.at,
    bookable_statuses: extras.bookableStatuses,
    booking: {
      id: booking.id,
      user_id: booking.userId,
      route_type: booking.routeType,
      subscription_route_type: booking.subscriptionRouteType,
      pickup_id: booking.pickupId,
      destination_id: booking.destinationId,
      itinerary_id: booking.itineraryId,
      return_itinerary_id: booking.returnItineraryId,
      departure_date: booking.departureDate,
      return_date: booking.returnDate,
      trip_days: booking.tripDays,
      subscription_weeks: booking.subscriptionWeeks,
      wallet_source: booking.walletSource,
      seats: booking.seats,
      luggage_quantity: booking.luggageQuantity,
      total_kobo: booking.totalKobo,
    },
    make_runs: rows.runsToMake.map((ride, ord) => ({
      ord,
      itinerary_id: ride.itineraryId,
      trip_date: ride.tripDate,
    })),
    debit: extras.debit,
    grants: extras.grants,
    weeks: rows.weeks.map((row) => ({
      id: row.id,
      week_number: row.weekNumber,
      first_ride_date: row.firstRideDate,
      bill_at: row.billAt.toISOString(),
      status: row.status === 'paid' ? 'paid' : 'pending',
      amount_kobo: row.amountKobo,
      discount_kobo: row.discountKobo,
      billed_at: row.billedAt?.toISOString() ?? null,
    })),
    rides: rows.rides.map((row, ord) => {
      const ride = rows.priced[ord] as PricedRide;
      return {
        ord,
        id: row.id,
        week_id: row.weekId,
        trip_day_id: row.tripDayId,
        itinerary_id: ride.itineraryId,
        trip_date: ride.tripDate,
        leg: row.leg,
        pickup_id: row.pickupId,
        destination_id: row.destinationId,
        departure_time: row.departureTime,
        pickup_time: row.pickupTime,
        arrival_time: row.arrivalTime,
        fare_kobo: row.fareKobo,
        promo_redemption_id: row.promoRedemptionId,
        discount_kobo: row.discountKobo,
        boarding_code: row.boardingCode,
      };
    }),
    notice: extras.notice,
    email: extras.email,
    push: extras.push,
    answer: extras.answer,
  };
}

/** A write that booked: what it made. Refusals stay outcomes for the service to word. */
export type BookedOutcome = Extract<BookingWriteOutcome, { outcome: 'booked' }>;
