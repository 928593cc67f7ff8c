import { z } from 'zod';
import {
  getLiveBoardAddress,
  getRunPositionAddress,
  getVapidKeyAddress,
  sendPositionsAddress,
  subscribePushAddress,
  trackerPositionAddress,
  trackerPositionInQueryAddress,
  watchRunAddress,
} from './addresses/tracking.ts';
import { defineCall } from './call.ts';
import { NoContent } from './errors.ts';
import { idParam, text } from './fields.ts';
import { UnpagedList } from './lists.ts';

/**
 * Live tracking (docs/decisions/165-live-tracking.md): positions in from GPS trackers and the
 * driver's phone, out to riders and operators as Server-Sent Events with ETAs.
 */

/** The fastest a shuttle in Lagos can plausibly move: 180 km/h. Faster is a bad fix. */
export const MAX_SPEED_MPS = 50;
/** How far ahead of our clock a device's clock may run before its time is refused. */
export const CLOCK_SKEW_SECONDS = 120;
/** The most positions one driver batch may carry (a few minutes queued offline). */
export const MAX_POSITION_BATCH = 120;
/**
 * A fix that puts the bus further from its previous stored fix than this speed allows is a bad
 * fix (a GPS jump, a spoofed device): it is dropped and counted, never stored or shown.
 */
export const MAX_IMPLIED_SPEED_KMH = 150;
/** Below this many minutes off the timetable a bus is on time. */
export const ON_TIME_MINUTES = 2;

const latitude = z
  .number()
  .min(-90, 'Latitude lies between -90 and 90.')
  .max(90, 'Latitude lies between -90 and 90.');
const longitude = z
  .number()
  .min(-180, 'Longitude lies between -180 and 180.')
  .max(180, 'Longitude lies between -180 and 180.');

/** One fix as the driver app sends it. */
export const PositionFix = z.object({
  lat: latitude,
  lon: longitude,
  recorded_at: z.iso.datetime({ offset: true }),
  /** Metres per second. */
  speed: z.number().min(0).max(MAX_SPEED_MPS, 'That speed is not possible for a bus.').nullable().optional(),
  heading: z.number().min(0).max(360).nullable().optional(),
  accuracy: z.number().min(0).max(100_000).nullable().optional(),
});
export type PositionFix = z.infer<typeof PositionFix>;

export const PositionBatch = z.object({
  positions: z.array(PositionFix).min(1, 'Send at least one position.').max(MAX_POSITION_BATCH),
});
export type PositionBatch = z.infer<typeof PositionBatch>;

export const PositionBatchAnswer = z.object({
  stored: z.number().int(),
  /** Fixes dropped because they put the bus faster than MAX_IMPLIED_SPEED_KMH from the one before. */
  dropped: z.number().int(),
});
export type PositionBatchAnswer = z.infer<typeof PositionBatchAnswer>;

export const TripDayParams = z.object({ id: idParam });

export const StopEta = z.object({ stop_id: z.number().int(), at: z.iso.datetime({ offset: true }) });
export type StopEta = z.infer<typeof StopEta>;

/** The `position` event of the live stream, and the latest position of a run. */
export const LivePosition = z.object({
  lat: z.number(),
  lon: z.number(),
  recorded_at: z.iso.datetime({ offset: true }),
  /** The next stop the bus will reach; null once it has passed the last. */
  next_stop_id: z.number().int().nullable(),
  eta: z.array(StopEta),
  /** Minutes behind the timetable at this point (negative: ahead). */
  delay_minutes: z.number(),
  /**
   * Whether the fix was already older than LIVE_STALE_SECONDS when this answer was made; a
   * stale position carries no ETA.
   */
  stale: z.boolean(),
  /** When this fix turns stale: a screen that keeps it open turns it into "last seen" then. */
  stale_at: z.iso.datetime({ offset: true }),
  /** Degrees clockwise from north, when the device reports it: the bus's arrow on the map. */
  heading: z.number().min(0).max(360).nullable().optional(),
});
export type LivePosition = z.infer<typeof LivePosition>;

export const TRIP_DAY_LIVE_STATUSES = [
  'scheduled',
  'boarding',
  'in_progress',
  'completed',
  'cancelled',
  'missed',
] as const;

/** The `status` event of the live stream. */
export const LiveStatus = z.object({ status: z.enum(TRIP_DAY_LIVE_STATUSES) });
export type LiveStatus = z.infer<typeof LiveStatus>;

/**
 * Why the server ended a live stream (its last event, `closed`): the watcher signed out or lost
 * its account, may no longer watch the run (its ride was cancelled), or the run is over. The
 * client does not reconnect.
 */
export const LIVE_CLOSED_REASONS = ['signed_out', 'access_ended', 'run_ended'] as const;
export type LiveClosedReason = (typeof LIVE_CLOSED_REASONS)[number];
export const LiveClosed = z.object({ reason: z.enum(LIVE_CLOSED_REASONS) });
export type LiveClosed = z.infer<typeof LiveClosed>;

export const TrackedStop = z.object({
  stop_id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** When the timetable has the bus there. */
  scheduled_at: z.iso.datetime({ offset: true }),
});
export type TrackedStop = z.infer<typeof TrackedStop>;

/** `GET /trip-days/{id}/position`: what a first paint needs, and what a polling client reads. */
export const RunPosition = z.object({
  trip_day_id: z.number().int(),
  status: z.enum(TRIP_DAY_LIVE_STATUSES),
  route: z.object({ code: z.string(), name: z.string() }),
  stops: z.array(TrackedStop),
  position: LivePosition.nullable(),
});
export type RunPosition = z.infer<typeof RunPosition>;

/** A run on the operators' live board. */
export const LiveRun = z.object({
  trip_day_id: z.number().int(),
  route: z.object({ code: z.string(), name: z.string() }),
  departure_time: z.string(),
  status: z.enum(TRIP_DAY_LIVE_STATUSES),
  /** The bus's id: the partners' portal puts each of its buses on the map once. */
  vehicle_id: z.number().int().nullable(),
  vehicle: z.string().nullable(),
  stops: z.array(TrackedStop),
  position: LivePosition.nullable(),
});
export type LiveRun = z.infer<typeof LiveRun>;
export const LiveBoard = UnpagedList(LiveRun);
export type LiveBoard = z.infer<typeof LiveBoard>;

/** The browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionInput = z.object({
  endpoint: text()
    .max(2048)
    .pipe(z.url({ protocol: /^https$/, error: 'The endpoint must be an https address.' })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: text()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'The p256dh key must be base64url.'),
    auth: text()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'The auth secret must be base64url.'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const VapidKey = z.object({ public_key: z.string().nullable() });
export type VapidKey = z.infer<typeof VapidKey>;

// ---- what every screen shows of a position (the API and the web agree through these) ----

/** Whether a fix is too old to say where the bus is now: it reads "last seen at HH:MM". */
export function isStale(position: { stale: boolean; stale_at: string }, now: number): boolean {
  return position.stale || now >= Date.parse(position.stale_at);
}

/**
 * The ETAs a screen may show at `now`: none for a stale fix; an arrival the estimate put in the
 * past (the bus is due and not there yet) reads as now, never as a time gone by.
 */
export function etasAhead(position: LivePosition, now: number): StopEta[] {
  if (isStale(position, now)) return [];
  return position.eta.map((entry) =>
    Date.parse(entry.at) < now ? { stop_id: entry.stop_id, at: new Date(now).toISOString() } : entry,
  );
}

/** "On time", "12 min early", "8 min late": early and late always say how much. */
export function punctuality(delayMinutes: number): string {
  const minutes = Math.round(Math.abs(delayMinutes));
  if (minutes < ON_TIME_MINUTES) return 'On time';
  return delayMinutes < 0 ? `${minutes} min early` : `${minutes} min late`;
}

export const getRunPositionCall = defineCall(getRunPositionAddress, {
  params: TripDayParams,
  answers: { 200: RunPosition },
});

export const watchRunCall = defineCall(watchRunAddress, { params: TripDayParams });

export const getVapidKeyCall = defineCall(getVapidKeyAddress, {
  answers: { 200: VapidKey },
});

export const subscribePushCall = defineCall(subscribePushAddress, {
  params: z.object({ userId: z.coerce.number().int().positive() }),
  body: PushSubscriptionInput,
  answers: { 204: NoContent },
});

export const sendPositionsCall = defineCall(sendPositionsAddress, {
  params: TripDayParams,
  body: PositionBatch,
  answers: { 200: PositionBatchAnswer },
});

export const getLiveBoardCall = defineCall(getLiveBoardAddress, { answers: { 200: LiveBoard } });

const field = z.string().max(200).optional();
/** The OsmAnd fields as documented; devices add others, which are let through and ignored. */
export const OsmAndFields = z.looseObject({
  id: field,
  deviceid: field,
  lat: field,
  lon: field,
  timestamp: field,
  speed: field,
  bearing: field,
  altitude: field,
  accuracy: field,
  batt: field,
});
/**
 * A GET carries the whole fix in its query: the position is required there (and a device id,
 * `id` or `deviceid`, which JSON Schema cannot say of two names). A POST may send it as its body.
 */
export const OsmAndQuery = OsmAndFields.extend({ lat: z.string().max(200), lon: z.string().max(200) });

/** A GPS tracker's position in the OsmAnd protocol, all of it in the query. */
export const trackerPositionInQueryCall = defineCall(trackerPositionInQueryAddress, {
  query: OsmAndQuery,
});

/** A GPS tracker's position in the OsmAnd protocol: query or form fields, or Traccar Client's JSON. */
export const trackerPositionCall = defineCall(trackerPositionAddress, {
  query: OsmAndFields,
});
