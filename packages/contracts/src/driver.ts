import { z } from 'zod';
import {
  checkInForRunAddress,
  finishRunAddress,
  getBookingRatingsAddress,
  getDriverManifestAddress,
  getDriverRatingsAddress,
  getDriverRunAddress,
  getDriverRunsAddress,
  getRunRatingsAddress,
  rateRideAddress,
  sendCheckInsAddress,
  startRunAddress,
} from './addresses/driver.ts';
import { defineCall } from './call.ts';
import { dateField, idParam, rowId, text } from './fields.ts';
import { UnpagedList } from './lists.ts';
import { cardNumberField } from './mobility-cards.ts';
import { ManifestRow, OpsIdParams, TRIP_DAY_STATUSES } from './operations.ts';

/**
 * The drivers' wing, /v1/driver (docs/decisions/160-boarding-and-run-lifecycle.md): a driver's
 * runs, their manifests with boarding codes, batched check-ins that an offline queue replays
 * safely, and the run's Start and Finish. Ratings of completed rides (ADR 162) live here too.
 */

const calendarDate = dateField('Enter the date as YYYY-MM-DD.');

export const DriverRunsQuery = z.strictObject({ date: calendarDate });
export type DriverRunsQuery = z.infer<typeof DriverRunsQuery>;
export const DriverRunParams = z.strictObject({ id: idParam });

export const DriverRunStop = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  minutes_from_start: z.number().int(),
});
export type DriverRunStop = z.infer<typeof DriverRunStop>;

export const DriverRun = z.object({
  id: z.number().int(),
  route: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  trip_date: z.string(),
  departure_time: z.string(),
  status: z.enum(TRIP_DAY_STATUSES),
  vehicle: z.object({ id: z.number().int(), registration_number: z.string() }).nullable(),
  /** The route's stops in travel order. */
  stops: z.array(DriverRunStop),
  /** Rides on the run that are not cancelled, and of them those checked in. */
  booked: z.number().int(),
  boarded: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type DriverRun = z.infer<typeof DriverRun>;
export const DriverRunList = UnpagedList(DriverRun);
export type DriverRunList = z.infer<typeof DriverRunList>;

/** The operators' manifest row plus the pass's code, so the driver's phone checks passes offline. */
export const DriverManifestRow = ManifestRow.extend({
  boarding_code: z.string(),
  /** The rider's linked mobility cards, normalised: a tapped or typed card checks in offline too. */
  card_numbers: z.array(z.string()),
});
export type DriverManifestRow = z.infer<typeof DriverManifestRow>;
export const DriverManifest = UnpagedList(DriverManifestRow).extend({ run: DriverRun });
export type DriverManifest = z.infer<typeof DriverManifest>;

/**
 * `outside_window`: the run is not boarding or on the road and the scan's time is outside the
 * run's window, or ahead of the server's clock (ADR 227); nothing is stored for it.
 */
export const CHECK_IN_RESULTS = [
  'boarded',
  'already_boarded',
  'wrong_run',
  'cancelled',
  'unknown',
  'outside_window',
] as const;
export type CheckInResultKind = (typeof CHECK_IN_RESULTS)[number];

/** A boarding code as typed or scanned: the pass carries 22 base64url characters (ADR 062). */
export const boardingCodeField = text({ error: 'Enter the code on the pass.' })
  .trim()
  .min(1, 'Enter the code on the pass.')
  .max(100, 'That is not a boarding code.');

/**
 * One scan: a pass's `boarding_code`, or a mobility card's `card_number` (typed, or its NFC
 * serial read by tapping), never both (docs/product.md#mobility-card).
 */
export const CheckIn = z
  .strictObject({
    /** The device's own id for this scan: sending it again never checks anyone in twice. */
    client_id: z.uuid(),
    trip_day_id: rowId(),
    boarding_code: boardingCodeField.optional(),
    card_number: cardNumberField.optional(),
    /**
     * The device's clock, which may be wrong: any time is taken, and one outside the run's window
     * is answered `outside_window` for that scan alone, so one bad clock never loses the batch
     * (docs/reliability.md#r18).
     */
    scanned_at: z.iso.datetime({ offset: true }),
  })
  .refine((scan) => (scan.boarding_code === undefined) !== (scan.card_number === undefined), {
    message: 'Send a boarding code or a card number.',
    path: ['boarding_code'],
  });
export type CheckIn = z.infer<typeof CheckIn>;
/** The most scans one request carries; a phone with more queued sends them in several batches. */
export const CHECK_IN_BATCH_MAX = 200;
export const CheckInBatch = z.strictObject({
  check_ins: z
    .array(CheckIn)
    .min(1, 'Send at least one check-in.')
    .max(CHECK_IN_BATCH_MAX, `Send at most ${CHECK_IN_BATCH_MAX} check-ins in one batch.`),
});
export type CheckInBatch = z.infer<typeof CheckInBatch>;

export const CheckInAnswer = z.object({
  client_id: z.string(),
  result: z.enum(CHECK_IN_RESULTS),
  ride_id: z.number().int().optional(),
  rider: z.object({ fname: z.string(), lname: z.string() }).optional(),
  seats: z.number().int().optional(),
});
export type CheckInAnswer = z.infer<typeof CheckInAnswer>;
export const CheckInResults = z.object({ results: z.array(CheckInAnswer) });
export type CheckInResults = z.infer<typeof CheckInResults>;

/** Start and Finish answer the run as it now is, and what Finish did to its rides. */
export const RunLifecycleAnswer = z.object({
  run: DriverRun,
  completed: z.number().int(),
  no_show: z.number().int(),
});
export type RunLifecycleAnswer = z.infer<typeof RunLifecycleAnswer>;

/** POST /v1/ops/trip-days/{id}/check-ins: an operator checks a rider in from the manifest. */
export const OpsCheckInInput = z.strictObject({ ride_id: rowId() });
export type OpsCheckInInput = z.infer<typeof OpsCheckInInput>;

/* Ratings (docs/decisions/162-ride-ratings.md) */

export const RATING_CATEGORIES = ['punctuality', 'driving', 'cleanliness', 'comfort', 'courtesy'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
export const RATING_CATEGORY_LABELS: Record<RatingCategory, string> = {
  punctuality: 'On time',
  driving: 'Safe driving',
  cleanliness: 'Clean bus',
  comfort: 'Comfort',
  courtesy: 'Courteous driver',
};
/** How long a rating can be changed after it was first given. */
export const RATING_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const RideRatingInput = z.strictObject({
  stars: z
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(1, 'Choose from 1 to 5 stars.')
    .max(5, 'Choose from 1 to 5 stars.'),
  categories: z
    .array(z.enum(RATING_CATEGORIES))
    .max(RATING_CATEGORIES.length)
    .refine((list) => new Set(list).size === list.length, 'Each category once.')
    .default([]),
  comment: text().trim().max(500, 'At most 500 characters.').optional(),
});
export type RideRatingInput = z.input<typeof RideRatingInput>;
export type RideRatingBody = z.output<typeof RideRatingInput>;

export const RideRating = z.object({
  ride_id: z.number().int(),
  stars: z.number().int(),
  categories: z.array(z.enum(RATING_CATEGORIES)),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Until when the rider may change it. */
  editable_until: z.string(),
});
export type RideRating = z.infer<typeof RideRating>;
export const RideRatingList = UnpagedList(RideRating);
export type RideRatingList = z.infer<typeof RideRatingList>;
export const RideRatingParams = z.strictObject({ userId: idParam, rideId: idParam });
export const BookingRatingsParams = z.strictObject({ userId: idParam, bookingId: idParam });

/** What operators read: a run's or a driver's ratings with their average. */
export const OpsRating = RideRating.omit({ editable_until: true }).extend({
  trip_day_id: z.number().int(),
  trip_date: z.string(),
  route_code: z.string(),
  driver: z.object({ id: z.number().int(), fname: z.string(), lname: z.string() }).nullable(),
  rider: z.object({ id: z.number().int(), fname: z.string(), lname: z.string() }),
});
export type OpsRating = z.infer<typeof OpsRating>;
export const OpsRatingList = UnpagedList(OpsRating).extend({
  average: z.number().nullable(),
});
export type OpsRatingList = z.infer<typeof OpsRatingList>;

export const rateRideCall = defineCall(rateRideAddress, {
  params: RideRatingParams,
  body: RideRatingInput,
  answers: { 200: RideRating },
});

export const getBookingRatingsCall = defineCall(getBookingRatingsAddress, {
  params: BookingRatingsParams,
  answers: { 200: RideRatingList },
});

/** Operators: the ratings of one run. */
export const getRunRatingsCall = defineCall(getRunRatingsAddress, {
  params: OpsIdParams,
  answers: { 200: OpsRatingList },
});

/** Operators: the ratings of one driver's runs. */
export const getDriverRatingsCall = defineCall(getDriverRatingsAddress, {
  params: OpsIdParams,
  answers: { 200: OpsRatingList },
});

export const getDriverRunsCall = defineCall(getDriverRunsAddress, {
  query: DriverRunsQuery,
  answers: { 200: DriverRunList },
});

export const getDriverRunCall = defineCall(getDriverRunAddress, {
  params: DriverRunParams,
  answers: { 200: DriverRun },
});

export const getDriverManifestCall = defineCall(getDriverManifestAddress, {
  params: DriverRunParams,
  answers: { 200: DriverManifest },
});

export const sendCheckInsCall = defineCall(sendCheckInsAddress, {
  body: CheckInBatch,
  answers: { 200: CheckInResults },
});

export const startRunCall = defineCall(startRunAddress, {
  params: DriverRunParams,
  answers: { 200: RunLifecycleAnswer },
});

export const finishRunCall = defineCall(finishRunAddress, {
  params: DriverRunParams,
  answers: { 200: RunLifecycleAnswer },
});

export const checkInForRunCall = defineCall(checkInForRunAddress, {
  params: OpsIdParams,
  body: OpsCheckInInput,
  answers: { 200: CheckInAnswer },
});
