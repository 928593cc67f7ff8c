import { z } from 'zod';
import {
  cancelBookingAddress,
  createBookingAddress,
  downloadRideHistoryAddress,
  getActiveBookingsAddress,
  getBookingAddress,
  getPastBookingsAddress,
  quoteBookingAddress,
} from './addresses/bookings.ts';
import { defineCall } from './call.ts';
import { formatRideDate, pickupDateOf } from './dates.ts';
import { dateField, IdempotencyKeyHeader, idParam, rowId as rowIdField, UserIdParams } from './fields.ts';
import { PageMeta } from './lists.ts';
import { StopSummary } from './network.ts';
import {
  LUGGAGE_MAX,
  LUGGAGE_MIN,
  ROUTE_TYPES,
  SUBSCRIPTION_DURATIONS,
  SUBSCRIPTION_ROUTE_TYPES,
  WALLET_SOURCES,
} from './search-options.ts';

/** Seats per booking: a rider may book for a few others, not for a whole bus (ADR 060). */
export const SEATS_MIN = 1;
export const SEATS_MAX = 6;

export const BOOKING_MESSAGES = {
  seats: `Choose between ${SEATS_MIN} and ${SEATS_MAX} seats.`,
  luggage: `Luggage is ${LUGGAGE_MIN} to ${LUGGAGE_MAX} bags.`,
  returnNeeded: 'A return needs its return trip and date.',
  returnBeforeDeparture: 'The return date cannot be before the departure date.',
  subscriptionNeeded: 'A subscription needs its booking type, days and duration.',
  tripDays: 'Choose days of the week between 1 (Sunday) and 7 (Saturday), each once.',
  nothingToCancel: 'These rides are already cancelled.',
  /** Why a ride the rider asked to cancel cannot be, one message per state (ADR 227). */
  rideBoarded: 'This ride was boarded: it can no longer be cancelled.',
  rideCompleted: 'This ride was completed: it can no longer be cancelled.',
  rideNoShow: 'This ride was marked as a no-show when its run finished: it can no longer be cancelled.',
  runCancelled: 'This ride’s run was cancelled: the ride was cancelled and refunded already.',
  runMissed: 'This ride’s run did not run: the ride was cancelled and refunded already.',
  rideNotInBooking: 'That ride is not part of this booking.',
} as const;

const isoDate = z.iso.date();
const tripDate = dateField();
const rowId = rowIdField();

/** Trip days, Sunday=1 ... Saturday=7 (docs/product.md#route-search), each at most once. */
const tripDaysField = z
  .array(z.number().int().min(1).max(7), { error: BOOKING_MESSAGES.tripDays })
  .min(1, BOOKING_MESSAGES.tripDays)
  .max(7, BOOKING_MESSAGES.tripDays)
  .refine((days) => new Set(days).size === days.length, BOOKING_MESSAGES.tripDays);

/** Weeks, as the search options hold them ("1" ... "4", docs/product.md#route-search), or as a number. */
const durationField = z
  .union([z.enum(SUBSCRIPTION_DURATIONS), z.number().int().min(1).max(4)])
  .transform((weeks) => Number(weeks));

/**
 * POST /users/{userId}/routes and its quote (docs/api-conventions.md#calls). `seats` defaults to 1 and
 * must be a whole number when given: 0, -1, 1.5, 1e9 and null are refused (docs/security.md#hostile-inputs).
 */
export const BookingInput = z
  .strictObject({
    route_type: z.enum(ROUTE_TYPES),
    itinerary_id: rowId,
    pickup_id: rowId,
    destination_id: rowId,
    departure_date: tripDate,
    return_itinerary_id: rowId.optional(),
    return_date: tripDate.optional(),
    subscription_route_type: z.enum(SUBSCRIPTION_ROUTE_TYPES).optional(),
    trip_days: tripDaysField.optional(),
    subscription_duration: durationField.optional(),
    walletSource: z.enum(WALLET_SOURCES).default('Personal'),
    luggage_quantity: z
      .number({ error: BOOKING_MESSAGES.luggage })
      .int(BOOKING_MESSAGES.luggage)
      .min(LUGGAGE_MIN, BOOKING_MESSAGES.luggage)
      .max(LUGGAGE_MAX, BOOKING_MESSAGES.luggage)
      .optional(),
    seats: z
      .number({ error: BOOKING_MESSAGES.seats })
      .int(BOOKING_MESSAGES.seats)
      .min(SEATS_MIN, BOOKING_MESSAGES.seats)
      .max(SEATS_MAX, BOOKING_MESSAGES.seats)
      .default(SEATS_MIN),
  })
  .superRefine((input, context) => {
    const wantsReturn =
      input.route_type === 'return' ||
      (input.route_type === 'subscription' && input.subscription_route_type === 'return');
    if (input.route_type === 'return') {
      if (input.return_itinerary_id === undefined || input.return_date === undefined) {
        context.addIssue({ code: 'custom', path: ['return_date'], message: BOOKING_MESSAGES.returnNeeded });
      } else if (input.return_date < input.departure_date) {
        context.addIssue({
          code: 'custom',
          path: ['return_date'],
          message: BOOKING_MESSAGES.returnBeforeDeparture,
        });
      }
    }
    if (input.route_type === 'subscription') {
      if (!input.subscription_route_type || !input.trip_days || input.subscription_duration === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['subscription_duration'],
          message: BOOKING_MESSAGES.subscriptionNeeded,
        });
      }
      if (wantsReturn && input.return_itinerary_id === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['return_itinerary_id'],
          message: BOOKING_MESSAGES.returnNeeded,
        });
      }
    }
  });
export type BookingInput = z.output<typeof BookingInput>;
export type BookingRequest = z.input<typeof BookingInput>;

export const RIDE_LEGS = ['outbound', 'return'] as const;
export const RIDE_STATUSES = ['booked', 'cancelled', 'boarded', 'no_show', 'completed'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];
export const BOOKING_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BILLING_WEEK_STATUSES = ['pending', 'paid', 'unpaid', 'cancelled'] as const;

const clockTime = z.string().regex(/^\d{2}:\d{2}$/);
const routeRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** A ride as the quote prices it, before anything is booked. */
export const QuotedRide = z.object({
  leg: z.enum(RIDE_LEGS),
  week: z.number().int(),
  trip_date: isoDate,
  route: routeRef,
  itinerary_id: z.number().int(),
  departure_time: clockTime,
  pickup_time: clockTime,
  arrival_time: clockTime,
  pickup: StopSummary,
  destination: StopSummary,
  fare_kobo: z.number().int(),
  seats: z.number().int(),
  /** What a promo code's ride discount takes off fare times seats (0 when none). */
  discount_kobo: z.number().int(),
  /** The promo code whose discount the ride takes, or null. */
  promo_code: z.string().nullable(),
  /** What the rider pays for the ride: fare times seats, less its discount. */
  amount_kobo: z.number().int(),
  seats_available: z.number().int(),
});
export type QuotedRide = z.infer<typeof QuotedRide>;

/** POST /users/{userId}/routes/quote: every ride priced, and what is charged at booking. */
export const BookingQuote = z.object({
  rides: z.array(QuotedRide),
  seats: z.number().int(),
  total_kobo: z.number().int(),
  /** What ride discounts take off the rides paid now (later weeks take theirs when billed). */
  discount_kobo: z.number().int(),
  /** Week 1: what the booking debits now. Later weeks are billed weekly (ADR 061). */
  due_now_kobo: z.number().int(),
  weeks: z.array(
    z.object({ week: z.number().int(), first_ride_date: isoDate, amount_kobo: z.number().int() }),
  ),
});
export type BookingQuote = z.infer<typeof BookingQuote>;

/**
 * The bus coming for a ride, once its run has a vehicle and a driver (docs/notices.md): never
 * the driver's surname or phone. `colour` is null where it was never recorded.
 */
export const RideBus = z.object({
  plate: z.string(),
  brand: z.string(),
  model: z.string(),
  colour: z.string().nullable(),
  driver_first_name: z.string(),
});
export type RideBus = z.infer<typeof RideBus>;

/** "White Toyota Hiace, LND 123 AB": what a rider looks for at the stop. */
export function describeRideBus(bus: Pick<RideBus, 'plate' | 'brand' | 'model' | 'colour'>): string {
  const vehicle = [bus.colour, bus.brand, bus.model].filter(Boolean).join(' ');
  return `${vehicle.charAt(0).toUpperCase()}${vehicle.slice(1)}, ${bus.plate}`;
}

export const BookedRide = QuotedRide.omit({ seats_available: true }).extend({
  id: z.number().int(),
  /** The run it rides on: what "Track my bus" watches. */
  trip_day_id: z.number().int(),
  status: z.enum(RIDE_STATUSES),
  /** Shown as the QR boarding pass (ADR 062). */
  boarding_code: z.string(),
  paid: z.boolean(),
  /** The last instant the ride can be cancelled (ADR 063). */
  cancellable_until: z.string(),
  cancellable: z.boolean(),
  /** What cancelling it now gives back: its amount when its week is paid, else 0. */
  refund_kobo: z.number().int(),
  refunded_kobo: z.number().int(),
  /** On one booking and the active list: the bus and driver once the run has both, else absent. */
  bus: RideBus.optional(),
});
export type BookedRide = z.infer<typeof BookedRide>;

export const BillingWeek = z.object({
  week: z.number().int(),
  first_ride_date: isoDate,
  bill_at: z.string(),
  status: z.enum(BILLING_WEEK_STATUSES),
  amount_kobo: z.number().int().nullable(),
});

export const Booking = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  route_type: z.enum(ROUTE_TYPES),
  subscription_route_type: z.enum(SUBSCRIPTION_ROUTE_TYPES).nullable(),
  status: z.enum(BOOKING_STATUSES),
  pickup: StopSummary,
  destination: StopSummary,
  departure_date: isoDate,
  return_date: isoDate.nullable(),
  trip_days: z.array(z.number().int()).nullable(),
  subscription_duration: z.number().int().nullable(),
  walletSource: z.enum(WALLET_SOURCES),
  seats: z.number().int(),
  luggage_quantity: z.number().int(),
  total_kobo: z.number().int(),
  paid_kobo: z.number().int(),
  /** What ride discounts took off the weeks paid so far. */
  discount_kobo: z.number().int(),
  refunded_kobo: z.number().int(),
  created_at: z.string(),
  /** In the active list: the upcoming booked rides only; in one booking: every ride. */
  rides: z.array(BookedRide),
  weeks: z.array(BillingWeek),
});
export type Booking = z.infer<typeof Booking>;

export const BookingList = z.object({ data: z.array(Booking), meta: PageMeta });
export type BookingList = z.infer<typeof BookingList>;

export const BookingListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const BookingParams = z.strictObject({ userId: idParam, bookingId: idParam });

/** POST /users/{userId}/routes/{bookingId}/cancel: the rides to cancel, or all remaining ones. */
export const CancelBookingInput = z.strictObject({
  ride_ids: z.array(rowId).min(1).max(64).optional(),
});
export type CancelBookingInput = z.infer<typeof CancelBookingInput>;

export const CancellationAnswer = z.object({
  cancelled_ride_ids: z.array(z.number().int()),
  refunded_kobo: z.number().int(),
  booking: Booking,
});
export type CancellationAnswer = z.infer<typeof CancellationAnswer>;

/**
 * How a ride is named in messages: date, time and route (issue "Booking on the server"). With
 * the run's departure time, the date is the pick-up's (`pickupDateOf`).
 */
export function describeRide(ride: {
  trip_date: string;
  departure_time?: string;
  pickup_time: string;
  route: { code: string; name: string };
}): string {
  const { departure_time: departureTime } = ride;
  const date = departureTime ? pickupDateOf({ ...ride, departure_time: departureTime }) : ride.trip_date;
  return `the ${ride.pickup_time} ${ride.route.code} (${ride.route.name}) ride on ${formatRideDate(date)}`;
}

export const createBookingCall = defineCall(createBookingAddress, {
  params: UserIdParams,
  body: BookingInput,
  headers: IdempotencyKeyHeader,
  answers: { 201: Booking },
});

export const quoteBookingCall = defineCall(quoteBookingAddress, {
  params: UserIdParams,
  body: BookingInput,
  answers: { 200: BookingQuote },
});

export const downloadRideHistoryCall = defineCall(downloadRideHistoryAddress, {
  params: UserIdParams,
});

export const getBookingCall = defineCall(getBookingAddress, {
  params: BookingParams,
  answers: { 200: Booking },
});

export const cancelBookingCall = defineCall(cancelBookingAddress, {
  params: BookingParams,
  body: CancelBookingInput,
  headers: IdempotencyKeyHeader,
  answers: { 200: CancellationAnswer },
});

export const getActiveBookingsCall = defineCall(getActiveBookingsAddress, {
  params: UserIdParams,
  query: BookingListQuery,
  answers: { 200: BookingList },
});

export const getPastBookingsCall = defineCall(getPastBookingsAddress, {
  params: UserIdParams,
  query: BookingListQuery,
  answers: { 200: BookingList },
});
