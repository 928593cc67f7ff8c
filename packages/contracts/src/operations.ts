import { z } from 'zod';
import { SessionUser } from './accounts.ts';
import {
  adjustWalletAddress,
  approveWalletAdjustmentAddress,
  cancelRunAddress,
  createItineraryAddress,
  createRouteAddress,
  createStopAddress,
  createVehicleAddress,
  getAuditLogAddress,
  getDeadJobsAddress,
  getDriversAddress,
  getFaresAddress,
  getItinerariesAddress,
  getManifestAddress,
  getOpsRouteAddress,
  getOpsRoutesAddress,
  getOpsStopsAddress,
  getOpsUserAddress,
  getOpsUsersAddress,
  getRosterWeekAddress,
  getRunAddress,
  getRunNoticeAudienceAddress,
  getRunsAddress,
  getStaffAddress,
  getUnassignedRunsAddress,
  getVehicleOwnersAddress,
  getVehiclesAddress,
  getWalletAdjustmentsAddress,
  inviteStaffAddress,
  issueTrackerAddress,
  rejectWalletAdjustmentAddress,
  retryJobAddress,
  rosterDepartureAddress,
  saveFaresAddress,
  sendRunNoticeAddress,
  setPasswordAddress,
  updateDriverAddress,
  updateItineraryAddress,
  updateRouteAddress,
  updateRunAddress,
  updateStaffAddress,
  updateStopAddress,
  updateVehicleAddress,
} from './addresses/operations.ts';
import { BusStop } from './bus-stop.ts';
import { defineCall } from './call.ts';
import {
  dateField,
  emailField,
  INVITABLE_ROLES,
  idParam,
  newPasswordField,
  requiredIdempotencyKeyHeader,
  requiredText,
  STAFF_ROLES,
  UserRole,
} from './fields.ts';
import { PageMeta, UnpagedList } from './lists.ts';
import { MESSAGES } from './messages.ts';

/**
 * Operating the service (docs/decisions/120-roles-and-access.md): the roles, and the calls of
 * the operators' console under /v1/ops. Every ops write appends one audit row (ADR 121).
 */

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

/** POST /v1/ops/staff (admins): invites an operator, admin or driver by an emailed set-password link. */
export const StaffInviteInput = z.strictObject({
  email: emailField,
  fname: requiredText(MESSAGES.fnameRequired, 60),
  lname: requiredText(MESSAGES.lnameRequired, 60),
  role: z.enum(INVITABLE_ROLES, { error: 'Choose a role.' }),
});
export type StaffInviteInput = z.infer<typeof StaffInviteInput>;

/** A staff member; `invited` until they set their password from the emailed link, `disabled` by an admin. */
export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  fname: z.string(),
  lname: z.string(),
  role: UserRole,
  status: z.enum(['invited', 'active', 'disabled']),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const STAFF_MESSAGES = {
  nothingToChange: 'Choose a role or whether the account is disabled.',
  notYourself: 'You cannot change your own role or disable your own account; ask another admin.',
} as const;

/**
 * PATCH /v1/ops/staff/{id} (admins): another staff member's role, or disabling and enabling the
 * account; a disabled account cannot sign in and its tokens stop working at once (ADR 186).
 */
export const StaffPatch = z
  .strictObject({
    role: z.enum(STAFF_ROLES, { error: 'Choose a role.' }).optional(),
    disabled: z.boolean().optional(),
  })
  .refine(
    (patch) => patch.role !== undefined || patch.disabled !== undefined,
    STAFF_MESSAGES.nothingToChange,
  );
export type StaffPatch = z.infer<typeof StaffPatch>;

export const StaffQuery = z.strictObject({ ...pageQuery });
export type StaffQuery = z.infer<typeof StaffQuery>;
export const StaffList = z.object({ data: z.array(StaffMember), meta: PageMeta });
export type StaffList = z.infer<typeof StaffList>;

/** POST /v1/set-password: the invited user's first password; the answer signs them in. */
export const SetPasswordInput = z
  .strictObject({
    token: z.string().min(1).max(200),
    password: newPasswordField,
    confirm_password: z.string({ error: MESSAGES.passwordsDiffer }),
  })
  .refine((input) => input.password === input.confirm_password, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });
export type SetPasswordInput = z.infer<typeof SetPasswordInput>;

export const AuditLogQuery = z.strictObject({
  ...pageQuery,
  actor_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  entity: z.string().trim().min(1).max(60).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogEntry = z.object({
  id: z.number().int(),
  /** null: the service itself (a scheduled job), not a person (ADR 227). */
  actor: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export const AuditLogList = z.object({ data: z.array(AuditLogEntry), meta: PageMeta });
export type AuditLogList = z.infer<typeof AuditLogList>;

/* The network, runs, manifests, vehicles and riders of the console (docs/product.md#operations; ADRs 127-129, 150-154). */

const opsId = z.number().int().positive().max(2_147_483_647);
/** A calendar date the service can have run on or will run on. */
const opsIsoDate = dateField('Enter the date as YYYY-MM-DD.');
/** HH:MM, 24-hour, Lagos wall-clock time (docs/api-conventions.md#dates). */
const opsClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM, 24-hour.');
/** Text a database can store: the NUL character is refused rather than failing the write. */
const withoutNul = (text: string) => !text.includes('\u0000');
const opsText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`)
    .refine(withoutNul, `${label} contains a character that cannot be stored.`);
const searchText = z
  .string()
  .trim()
  .max(100)
  .refine(withoutNul, 'Search text contains a character that cannot be stored.');

export const OPS_MESSAGES = {
  latitude: 'Latitude must be a number between -90 and 90.',
  longitude: 'Longitude must be a number between -180 and 180.',
  outsideLagos:
    'This point is outside the Lagos service area; check the coordinates (latitude about 6.4, longitude about 3.4).',
  privateNeedsCorporate: 'A private route needs the company it belongs to.',
  publicHasNoCorporate: 'A public route belongs to no company; leave the company empty.',
  stopTwice: 'A stop can appear only once on a route.',
  routeTooShort: 'A route needs at least two stops.',
  minutesInOrder: 'Minutes from the start must grow along the route, starting at 0.',
  firstStopPicksUp: 'The first stop must allow pick-up and the last stop must allow drop-off.',
  daysRequired: 'Choose at least one day.',
  endsBeforeStart: 'The last date cannot be before the first date.',
  farePairTwice: 'Each pick-up and drop-off pair can have one fare only.',
  fareSameStop: 'Pick-up and drop-off must be different stops.',
  amountNonZero: 'Enter a credit (above 0) or a debit (below 0), in kobo.',
  reasonRequired: 'A reason is required.',
} as const;

/**
 * The Lagos service area (docs/decisions/127-lagos-service-area.md): Lagos State and the commuter
 * towns on its edge (Badagry and Seme to the west, Epe and Lekki to the east, Mowe and Ibafo to
 * the north). A point outside is almost always a typo or swapped coordinates.
 */
export const LAGOS_AREA = { south: 6.2, north: 6.95, west: 2.6, east: 4.4 } as const;

export const latitudeField = z
  .number({ error: OPS_MESSAGES.latitude })
  .min(-90, OPS_MESSAGES.latitude)
  .max(90, OPS_MESSAGES.latitude)
  .refine((lat) => lat >= LAGOS_AREA.south && lat <= LAGOS_AREA.north, OPS_MESSAGES.outsideLagos);
export const longitudeField = z
  .number({ error: OPS_MESSAGES.longitude })
  .min(-180, OPS_MESSAGES.longitude)
  .max(180, OPS_MESSAGES.longitude)
  .refine((lon) => lon >= LAGOS_AREA.west && lon <= LAGOS_AREA.east, OPS_MESSAGES.outsideLagos);

export const OpsIdParams = z.strictObject({ id: idParam });

/* Stops: POST /ops/stops, PATCH /ops/stops/{id}, GET /ops/stops */

const stopFields = {
  name: opsText('Name', 120),
  location: opsText('Location', 200),
  latitude: latitudeField,
  longitude: longitudeField,
  city_id: opsId,
  active: z.boolean().optional(),
};
export const OpsStopInput = z.strictObject(stopFields);
export type OpsStopInput = z.infer<typeof OpsStopInput>;
export const OpsStopPatch = z.strictObject(stopFields).partial();
export type OpsStopPatch = z.infer<typeof OpsStopPatch>;

/** A stop as the console sees it: the riders' stop, whether it is open, and its routes. */
export const OpsStop = BusStop.extend({
  active: z.boolean(),
  /** How many routes call at the stop. */
  route_count: z.number().int(),
});
export type OpsStop = z.infer<typeof OpsStop>;
export const OpsStopListQuery = z.strictObject({
  ...pageQuery,
  q: searchText.optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type OpsStopListQuery = z.infer<typeof OpsStopListQuery>;
export const OpsStopList = z.object({ data: z.array(OpsStop), meta: PageMeta });
export type OpsStopList = z.infer<typeof OpsStopList>;

/* Routes: POST /ops/routes, PATCH /ops/routes/{id}, GET /ops/routes, GET /ops/routes/{id} */

export const ROUTE_VISIBILITY = ['public', 'private'] as const;

export const OpsRouteStopInput = z.strictObject({
  stop_id: opsId,
  minutes_from_start: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  pickup: z.boolean(),
  dropoff: z.boolean(),
});
export type OpsRouteStopInput = z.infer<typeof OpsRouteStopInput>;

type RouteStopsIssue = (message: string, path: (string | number)[]) => void;
/** The rules a route's stops keep, shared by create and edit (docs/decisions/128-network-edits.md). */
function checkRouteStops(stops: OpsRouteStopInput[], issue: RouteStopsIssue) {
  const seen = new Set<number>();
  stops.forEach((stop, index) => {
    if (seen.has(stop.stop_id)) issue(OPS_MESSAGES.stopTwice, ['stops', index, 'stop_id']);
    seen.add(stop.stop_id);
    const previous = stops[index - 1];
    const inOrder = previous
      ? stop.minutes_from_start >= previous.minutes_from_start
      : stop.minutes_from_start === 0;
    if (!inOrder) issue(OPS_MESSAGES.minutesInOrder, ['stops', index, 'minutes_from_start']);
  });
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (first && last && (!first.pickup || !last.dropoff)) issue(OPS_MESSAGES.firstStopPicksUp, ['stops']);
}

const routeFields = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, 'The code is 2 to 20 letters, digits or dashes, e.g. IKR-OBL.'),
  name: opsText('Name', 120),
  city_id: opsId,
  visibility: z.enum(ROUTE_VISIBILITY),
  corporate_id: opsId.nullable().optional(),
  active: z.boolean().optional(),
  stops: z.array(OpsRouteStopInput).min(2, OPS_MESSAGES.routeTooShort).max(60),
};

export const OpsRouteInput = z.strictObject(routeFields).superRefine((route, context) => {
  const issue: RouteStopsIssue = (message, path) => context.addIssue({ code: 'custom', message, path });
  if (route.visibility === 'private' && !route.corporate_id)
    issue(OPS_MESSAGES.privateNeedsCorporate, ['corporate_id']);
  if (route.visibility === 'public' && route.corporate_id)
    issue(OPS_MESSAGES.publicHasNoCorporate, ['corporate_id']);
  checkRouteStops(route.stops, issue);
});
export type OpsRouteInput = z.infer<typeof OpsRouteInput>;
/** Visibility and company are checked together against the stored route by the server. */
export const OpsRoutePatch = z
  .strictObject(routeFields)
  .partial()
  .superRefine((route, context) => {
    if (route.stops)
      checkRouteStops(route.stops, (message, path) => context.addIssue({ code: 'custom', message, path }));
  });
export type OpsRoutePatch = z.infer<typeof OpsRoutePatch>;

export const OpsRouteStop = z.object({
  stop_id: z.number().int(),
  name: z.string(),
  location: z.string(),
  /** Where the stop is: the network page draws the route on its map. */
  lat: z.number(),
  lon: z.number(),
  position: z.number().int(),
  minutes_from_start: z.number().int(),
  pickup: z.boolean(),
  dropoff: z.boolean(),
});
export type OpsRouteStop = z.infer<typeof OpsRouteStop>;
export const OpsRoute = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city_id: z.number().int(),
  visibility: z.enum(ROUTE_VISIBILITY),
  corporate_id: z.number().int().nullable(),
  active: z.boolean(),
  stops: z.array(OpsRouteStop),
  itinerary_count: z.number().int(),
});
export type OpsRoute = z.infer<typeof OpsRoute>;
export const OpsRouteListQuery = z.strictObject({
  ...pageQuery,
  q: searchText.optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type OpsRouteListQuery = z.infer<typeof OpsRouteListQuery>;
export const OpsRouteList = z.object({ data: z.array(OpsRoute), meta: PageMeta });
export type OpsRouteList = z.infer<typeof OpsRouteList>;

/* Itineraries: POST /ops/routes/{id}/itineraries, PATCH /ops/itineraries/{id}, GET /ops/routes/{id}/itineraries */

const itineraryFields = {
  departure_time: opsClockTime,
  /** Sunday=1 ... Saturday=7 (the spec's numbering). */
  days: z
    .array(z.number().int().min(1).max(7))
    .min(1, OPS_MESSAGES.daysRequired)
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day once.'),
  capacity: z.number().int().min(1, 'Capacity is at least 1.').max(100, 'Capacity is at most 100.'),
  starts_on: opsIsoDate.optional(),
  ends_on: opsIsoDate.nullable().optional(),
  active: z.boolean().optional(),
};
const datesInOrder = (value: { starts_on?: string; ends_on?: string | null }) =>
  !value.starts_on || !value.ends_on || value.ends_on >= value.starts_on;
export const OpsItineraryInput = z
  .strictObject(itineraryFields)
  .refine(datesInOrder, { message: OPS_MESSAGES.endsBeforeStart, path: ['ends_on'] });
export type OpsItineraryInput = z.infer<typeof OpsItineraryInput>;
export const OpsItineraryPatch = z
  .strictObject(itineraryFields)
  .partial()
  .refine(datesInOrder, { message: OPS_MESSAGES.endsBeforeStart, path: ['ends_on'] });
export type OpsItineraryPatch = z.infer<typeof OpsItineraryPatch>;

export const OpsItinerary = z.object({
  id: z.number().int(),
  route_id: z.number().int(),
  departure_time: z.string(),
  days: z.array(z.number().int()),
  capacity: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  active: z.boolean(),
});
export type OpsItinerary = z.infer<typeof OpsItinerary>;
/** A route's departures: all of them, one whole page (docs/decisions/131). */
export const OpsItineraryList = UnpagedList(OpsItinerary);
export type OpsItineraryList = z.infer<typeof OpsItineraryList>;

/* Fares: GET /ops/routes/{id}/fares?itinerary_id=, PUT /ops/routes/{id}/fares (a whole table) */

export const FareTableQuery = z.strictObject({
  /** Absent: the route's default table. */
  itinerary_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const FareInput = z.strictObject({
  pickup_id: opsId,
  destination_id: opsId,
  fare_kobo: z.number().int('Fares are whole kobo.').min(1, 'A fare is above 0.').max(100_000_000),
});
export const FareTable = z
  .strictObject({
    /** null: the route's default table, used by every departure without its own. */
    itinerary_id: opsId.nullable(),
    fares: z.array(FareInput).max(2_000),
  })
  .superRefine((table, context) => {
    const pairs = new Set<string>();
    table.fares.forEach((fare, index) => {
      const pair = `${fare.pickup_id}-${fare.destination_id}`;
      if (fare.pickup_id === fare.destination_id) {
        context.addIssue({ code: 'custom', message: OPS_MESSAGES.fareSameStop, path: ['fares', index] });
      } else if (pairs.has(pair)) {
        context.addIssue({ code: 'custom', message: OPS_MESSAGES.farePairTwice, path: ['fares', index] });
      }
      pairs.add(pair);
    });
  });
export type FareTable = z.infer<typeof FareTable>;

/* The network's calls: stops, routes, departures and fares (docs/decisions/128-network-edits.md) */

export const getOpsStopsCall = defineCall(getOpsStopsAddress, {
  query: OpsStopListQuery,
  answers: { 200: OpsStopList },
});
export const createStopCall = defineCall(createStopAddress, {
  body: OpsStopInput,
  answers: { 201: OpsStop },
});
export const updateStopCall = defineCall(updateStopAddress, {
  params: OpsIdParams,
  body: OpsStopPatch,
  answers: { 200: OpsStop },
});
export const getOpsRoutesCall = defineCall(getOpsRoutesAddress, {
  query: OpsRouteListQuery,
  answers: { 200: OpsRouteList },
});
export const getOpsRouteCall = defineCall(getOpsRouteAddress, {
  params: OpsIdParams,
  answers: { 200: OpsRoute },
});
export const createRouteCall = defineCall(createRouteAddress, {
  body: OpsRouteInput,
  answers: { 201: OpsRoute },
});
export const updateRouteCall = defineCall(updateRouteAddress, {
  params: OpsIdParams,
  body: OpsRoutePatch,
  answers: { 200: OpsRoute },
});
export const getItinerariesCall = defineCall(getItinerariesAddress, {
  params: OpsIdParams,
  answers: { 200: OpsItineraryList },
});
export const createItineraryCall = defineCall(createItineraryAddress, {
  params: OpsIdParams,
  body: OpsItineraryInput,
  answers: { 201: OpsItinerary },
});
export const updateItineraryCall = defineCall(updateItineraryAddress, {
  params: OpsIdParams,
  body: OpsItineraryPatch,
  answers: { 200: OpsItinerary },
});
export const getFaresCall = defineCall(getFaresAddress, {
  params: OpsIdParams,
  query: FareTableQuery,
  answers: { 200: FareTable },
});
export const saveFaresCall = defineCall(saveFaresAddress, {
  params: OpsIdParams,
  body: FareTable,
  answers: { 200: FareTable },
});

/* Vehicles: POST /ops/vehicles, PATCH /ops/vehicles/{id}, GET /ops/vehicles, POST /ops/vehicles/{id}/tracker */

const vehicleFields = {
  registration_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 -]{2,14}$/, 'Enter the registration number, e.g. LND 123 XA.'),
  brand: opsText('Brand', 60),
  model: opsText('Model', 60),
  /** Optional for vehicles registered before it was asked (migration 0774); null clears it. */
  colour: opsText('Colour', 30).nullable().optional(),
  capacity: z.number().int().min(1, 'Capacity is at least 1.').max(100, 'Capacity is at most 100.'),
  amenities: z.array(opsText('An amenity', 40)).max(20),
  /** The owner: a user with the bus_partner role (docs/decisions/129-vehicle-owners.md). */
  bus_partner_id: opsId.nullable().optional(),
  /** What the owner is paid per completed run. */
  cost_of_supply_kobo: z.number().int('Whole kobo.').min(0).max(10_000_000_000),
  active: z.boolean().optional(),
};
export const OpsVehicleInput = z.strictObject({
  ...vehicleFields,
  amenities: vehicleFields.amenities.default([]),
});
export type OpsVehicleInput = z.input<typeof OpsVehicleInput>;
/** Fields left out stay as they are (no defaults here). */
export const OpsVehiclePatch = z.strictObject(vehicleFields).partial();
export type OpsVehiclePatch = z.input<typeof OpsVehiclePatch>;
export const OpsVehicle = z.object({
  id: z.number().int(),
  registration_number: z.string(),
  brand: z.string(),
  model: z.string(),
  capacity: z.number().int(),
  amenities: z.array(z.string()),
  bus_partner: z
    .object({ id: z.number().int(), fname: z.string(), lname: z.string(), email: z.string() })
    .nullable(),
  cost_of_supply_kobo: z.number().int(),
  active: z.boolean(),
  colour: z.string().nullable(),
  /** Whether a GPS device id has been issued; the id itself is shown only when issued. */
  has_tracker: z.boolean(),
  /**
   * The vehicle's latest position from its tracker or driver, whatever run it was on: when, whether
   * it is stale (LIVE_STALE_SECONDS), and the stop of that run's route nearest to it; null if never.
   */
  last_fix: z
    .object({
      recorded_at: z.string(),
      stale: z.boolean(),
      nearest_stop: z.object({ name: z.string(), distance_m: z.number().int() }).nullable(),
    })
    .nullable(),
});
export type OpsVehicle = z.infer<typeof OpsVehicle>;
export const OpsVehicleListQuery = z.strictObject({ ...pageQuery, q: searchText.optional() });
export type OpsVehicleListQuery = z.infer<typeof OpsVehicleListQuery>;
export const OpsVehicleList = z.object({ data: z.array(OpsVehicle), meta: PageMeta });
export type OpsVehicleList = z.infer<typeof OpsVehicleList>;
/**
 * POST /ops/vehicles/{id}/tracker: a new device id (128 random bits, hex); the old one stops working.
 * With it, what a bus partner types into the Traccar Client app or a tracker's own setup
 * (docs/decisions/250-fleet-page-and-tracker-setup.md): the OsmAnd endpoint as one address, and
 * as host, port and path for devices that ask for them apart.
 */
export const TrackerAnswer = z.object({
  device_id: z.string(),
  setup: z.object({
    protocol: z.literal('OsmAnd'),
    server_url: z.string(),
    host: z.string(),
    port: z.number().int(),
    path: z.string(),
    secure: z.boolean(),
    interval_seconds: z.number().int(),
  }),
});
export type TrackerAnswer = z.infer<typeof TrackerAnswer>;

/** GET /ops/vehicle-owners: every bus partner a vehicle can be assigned to, one whole list. */
export const VehicleOwner = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
});
export const VehicleOwnerList = UnpagedList(VehicleOwner);
export type VehicleOwnerList = z.infer<typeof VehicleOwnerList>;

/* Drivers: GET /ops/drivers, PATCH /ops/drivers/{id} (docs/decisions/251-drivers-page.md) */

/** `missing`: no expiry on record; `expiring`: runs out within 30 days; `expired`: past it (Lagos dates). */
export const LICENCE_STATUSES = ['missing', 'valid', 'expiring', 'expired'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];
export const OpsDriverListQuery = z.strictObject({ ...pageQuery, q: searchText.optional() });
export type OpsDriverListQuery = z.infer<typeof OpsDriverListQuery>;
export const OpsDriver = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(['invited', 'active', 'disabled']),
  licence: z.object({ status: z.enum(LICENCE_STATUSES), expires_on: z.string().nullable() }),
  /** The riders' average stars and how many rated; null average with no ratings yet. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Runs assigned to the driver in this Lagos week, Monday to Sunday, called-off runs left out. */
  runs_this_week: z.number().int(),
});
export type OpsDriver = z.infer<typeof OpsDriver>;
export const OpsDriverList = z.object({ data: z.array(OpsDriver), meta: PageMeta });
export type OpsDriverList = z.infer<typeof OpsDriverList>;
export const DRIVER_MESSAGES = {
  nothingToChange: 'Choose whether the driver is disabled, or their licence expiry date.',
} as const;
/** A driver's access and licence expiry; null clears the expiry. Operators and admins alike. */
export const OpsDriverPatch = z
  .strictObject({
    disabled: z.boolean().optional(),
    licence_expires_on: opsIsoDate.nullable().optional(),
  })
  .refine(
    (patch) => patch.disabled !== undefined || patch.licence_expires_on !== undefined,
    DRIVER_MESSAGES.nothingToChange,
  );
export type OpsDriverPatch = z.infer<typeof OpsDriverPatch>;

/* Runs: GET /ops/trip-days?date&route_id, GET/PATCH /ops/trip-days/{id}, POST /ops/trip-days/{id}/cancel */

/**
 * A run's states (docs/decisions/227-run-lifecycle-and-clock.md): `missed` is a run nobody
 * started by its deadline, called off and refunded automatically.
 */
export const TRIP_DAY_STATUSES = [
  'scheduled',
  'boarding',
  'in_progress',
  'completed',
  'cancelled',
  'missed',
] as const;
export type TripDayStatus = (typeof TRIP_DAY_STATUSES)[number];

export const OpsTripDayQuery = z.strictObject({
  ...pageQuery,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  date: opsIsoDate,
  route_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type OpsTripDayQuery = z.infer<typeof OpsTripDayQuery>;

export const OpsTripDay = z.object({
  id: z.number().int(),
  itinerary_id: z.number().int(),
  route: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  trip_date: z.string(),
  departure_time: z.string(),
  capacity: z.number().int(),
  seats_booked: z.number().int(),
  status: z.enum(TRIP_DAY_STATUSES),
  vehicle: z
    .object({ id: z.number().int(), registration_number: z.string(), capacity: z.number().int() })
    .nullable(),
  driver: z
    .object({ id: z.number().int(), fname: z.string(), lname: z.string(), phone: z.string() })
    .nullable(),
  /** Rides still booked on the run, and what cancelling the run now would refund (the preview). */
  booked_rides: z.number().int(),
  refund_total_kobo: z.number().int(),
  /** Whether POST .../cancel is still allowed (scheduled, not yet departed). */
  cancellable: z.boolean(),
  cancel_reason: z.string().nullable(),
});
export type OpsTripDay = z.infer<typeof OpsTripDay>;
export const OpsTripDayList = z.object({ data: z.array(OpsTripDay), meta: PageMeta });
export type OpsTripDayList = z.infer<typeof OpsTripDayList>;

export const OpsTripDayPatch = z
  .strictObject({
    vehicle_id: opsId.nullable().optional(),
    /** A user with the driver role. */
    driver_id: opsId.nullable().optional(),
    capacity: z.number().int().min(0).max(100).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.');
export type OpsTripDayPatch = z.infer<typeof OpsTripDayPatch>;

export const RunCancelInput = z.strictObject({ reason: opsText('A reason', 500) });
export type RunCancelInput = z.infer<typeof RunCancelInput>;
export const RunCancellation = z.object({
  refunded_rides: z.number().int(),
  refunded_kobo: z.number().int(),
});
export type RunCancellation = z.infer<typeof RunCancellation>;

/*
 * Rosters (docs/decisions/252-rosters.md): POST /ops/itineraries/{id}/roster assigns one vehicle
 * and one driver to every run of a departure on the chosen dates; GET /ops/rosters/week shows a
 * vehicle's or a driver's week; GET /ops/rosters/unassigned the coming week's runs still short of either.
 */

/** The longest roster one request may write: a quarter, so one transaction stays short. */
export const ROSTER_MAX_DAYS = 92;
export const ROSTER_MESSAGES = {
  toBeforeFrom: 'The last date cannot be before the first.',
  tooLong: `A roster covers at most ${ROSTER_MAX_DAYS} days; split it in two.`,
  fromInPast: 'A roster starts today or later.',
  noRun: 'The departure has no run to assign on those dates and days.',
} as const;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const RosterInput = z
  .strictObject({
    from: opsIsoDate,
    to: opsIsoDate,
    /** Sunday=1 ... Saturday=7 (the spec's numbering), like a departure's days. */
    days: itineraryFields.days,
    vehicle_id: z.number({ error: 'Choose a vehicle.' }).int().positive().max(2_147_483_647),
    /** A user with the driver role. */
    driver_id: z.number({ error: "Enter the driver's user id." }).int().positive().max(2_147_483_647),
  })
  .refine((roster) => roster.to >= roster.from, { message: ROSTER_MESSAGES.toBeforeFrom, path: ['to'] })
  .refine((roster) => daysBetween(roster.from, roster.to) < ROSTER_MAX_DAYS, {
    message: ROSTER_MESSAGES.tooLong,
    path: ['to'],
  });
export type RosterInput = z.infer<typeof RosterInput>;

const rosterRun = z.object({
  id: z.number().int(),
  trip_date: z.string(),
  route_code: z.string(),
  departure_time: z.string(),
  /** When the run reaches its last stop (HH:MM; past midnight it wraps). */
  arrival_time: z.string(),
});
/** A run of the roster that would overlap another run of the same vehicle or driver that day. */
export const RosterClash = z.object({
  /** What the two runs would share. */
  resource: z.enum(['vehicle', 'driver']),
  run: rosterRun,
  clashes_with: rosterRun,
});
export type RosterClash = z.infer<typeof RosterClash>;
/** 409 ROSTER_CLASH: nothing was assigned; every clash is listed. */
export const RosterClashBody = z.object({
  message: z.string(),
  code: z.literal('ROSTER_CLASH'),
  clashes: z.array(RosterClash),
});
export type RosterClashBody = z.infer<typeof RosterClashBody>;
export const RosterResult = z.object({
  /** The runs now driven by that vehicle and driver, in date order. */
  assigned: z.array(rosterRun),
  /** Runs on those dates left as they were: already on the road, finished, called off or missed. */
  skipped: z.array(rosterRun.extend({ status: z.enum(TRIP_DAY_STATUSES) })),
});
export type RosterResult = z.infer<typeof RosterResult>;

/** GET /ops/rosters/week: seven days from `from`, for one vehicle or one driver. */
export const RosterWeekQuery = z
  .strictObject({
    from: opsIsoDate,
    vehicle_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    driver_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((query) => (query.vehicle_id === undefined) !== (query.driver_id === undefined), {
    message: 'Choose a vehicle or a driver.',
  });
export type RosterWeekQuery = z.infer<typeof RosterWeekQuery>;
/** The week's runs (not called off or missed) in date and time order, as one whole page (ADR 131). */
export const RosterWeek = UnpagedList(OpsTripDay).extend({ from: z.string(), to: z.string() });
export type RosterWeek = z.infer<typeof RosterWeek>;

/** GET /ops/rosters/unassigned: the next seven days' runs still without a vehicle or a driver. */
export const UnassignedRunsQuery = z.strictObject(pageQuery);
export type UnassignedRunsQuery = z.infer<typeof UnassignedRunsQuery>;

/* Notices to the riders of a run: POST /ops/trip-days/{id}/notices (docs/decisions/157) */

/** The limits of an in-app notification: a notice is one. */
export const RUN_NOTICE_TITLE_MAX = 120;
export const RUN_NOTICE_BODY_MAX = 1000;
export const RunNoticeInput = z.strictObject({
  title: opsText('A title', RUN_NOTICE_TITLE_MAX),
  body: opsText('A message', RUN_NOTICE_BODY_MAX),
});
export type RunNoticeInput = z.infer<typeof RunNoticeInput>;
/** GET /ops/trip-days/{id}/notices/audience: whom a notice would reach now, before sending. */
export const RunNoticeAudience = z.object({
  /** Riders with a ride booked (or boarded) on the run, each counted once. */
  riders: z.number().int(),
  /** False for a cancelled or completed run: its riders were told by the cancellation. */
  can_send: z.boolean(),
});
export type RunNoticeAudience = z.infer<typeof RunNoticeAudience>;
/** The answer of a sent notice: how many riders it reached. */
export const RunNoticeSent = z.object({ riders: z.number().int() });
export type RunNoticeSent = z.infer<typeof RunNoticeSent>;

/* Manifest: GET /ops/trip-days/{id}/manifest (JSON, or CSV with Accept: text/csv) */

const manifestStop = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  time: z.string(),
});
export const ManifestRow = z.object({
  ride_id: z.number().int(),
  booking_id: z.number().int(),
  rider: z.object({ id: z.number().int(), fname: z.string(), lname: z.string(), phone: z.string() }),
  pickup: manifestStop,
  destination: manifestStop,
  seats: z.number().int(),
  luggage_quantity: z.number().int(),
  status: z.enum(['booked', 'cancelled', 'boarded', 'no_show', 'completed']),
  boarded_at: z.string().nullable(),
});
export type ManifestRow = z.infer<typeof ManifestRow>;
/** Rows in route order of pick-up, then drop-off, then rider name. */
/** A run's manifest: the run, and every ride on it as one whole page (docs/decisions/131). */
export const Manifest = UnpagedList(ManifestRow).extend({ trip_day: OpsTripDay });
export type Manifest = z.infer<typeof Manifest>;

/* The runs' calls: the console's runs, rosters and notices (docs/product.md#operations) */

export const getRunsCall = defineCall(getRunsAddress, {
  query: OpsTripDayQuery,
  answers: { 200: OpsTripDayList },
});
export const getRunCall = defineCall(getRunAddress, {
  params: OpsIdParams,
  answers: { 200: OpsTripDay },
});
export const updateRunCall = defineCall(updateRunAddress, {
  params: OpsIdParams,
  body: OpsTripDayPatch,
  answers: { 200: OpsTripDay },
});
/** Refunds every ride on the run; the Idempotency-Key makes a retried cancellation refund once. */
export const cancelRunCall = defineCall(cancelRunAddress, {
  params: OpsIdParams,
  body: RunCancelInput,
  answers: { 200: RunCancellation },
});
/** JSON, or CSV for `Accept: text/csv` (the console's download and print view). */
export const getManifestCall = defineCall(getManifestAddress, {
  params: OpsIdParams,
  answers: { 200: Manifest },
});
export const rosterDepartureCall = defineCall(rosterDepartureAddress, {
  params: OpsIdParams,
  body: RosterInput,
  answers: { 200: RosterResult, 409: RosterClashBody },
});
export const getRosterWeekCall = defineCall(getRosterWeekAddress, {
  query: RosterWeekQuery,
  answers: { 200: RosterWeek },
});
export const getUnassignedRunsCall = defineCall(getUnassignedRunsAddress, {
  query: UnassignedRunsQuery,
  answers: { 200: OpsTripDayList },
});
export const getRunNoticeAudienceCall = defineCall(getRunNoticeAudienceAddress, {
  params: OpsIdParams,
  answers: { 200: RunNoticeAudience },
});
export const sendRunNoticeCall = defineCall(sendRunNoticeAddress, {
  params: OpsIdParams,
  body: RunNoticeInput,
  answers: { 201: RunNoticeSent },
});

/* Riders: GET /ops/users?q=, GET /ops/users/{userId}, POST /ops/users/{userId}/wallet-adjustments */

export const OpsUserQuery = z.strictObject({ ...pageQuery, q: searchText.optional() });
export type OpsUserQuery = z.infer<typeof OpsUserQuery>;
export const OpsUserSummary = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  role: UserRole,
  balance_kobo: z.number().int(),
  created_at: z.string(),
});
export type OpsUserSummary = z.infer<typeof OpsUserSummary>;
export const OpsUserList = z.object({ data: z.array(OpsUserSummary), meta: PageMeta });
export type OpsUserList = z.infer<typeof OpsUserList>;
/**
 * One rider; their bookings and ledger come from the rider's own calls, which staff may read:
 * GET /users/{userId}/routes, GET /bookings/{userId}/past-bookings, GET /users/{userId}/wallet.
 */
export const OpsUserDetail = OpsUserSummary.extend({
  verified: z.boolean(),
  corporate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type OpsUserDetail = z.infer<typeof OpsUserDetail>;
export const OpsUserParams = z.strictObject({ userId: idParam });

export const WalletAdjustmentInput = z.strictObject({
  /** Credit above 0 (goodwill), debit below 0 (correction); never leaves the wallet below zero. */
  amount_kobo: z
    .number({ error: OPS_MESSAGES.amountNonZero })
    .int(OPS_MESSAGES.amountNonZero)
    .min(-10_000_000_000, 'At most N100,000,000 at a time.')
    .max(10_000_000_000, 'At most N100,000,000 at a time.')
    .refine((amount) => amount !== 0, OPS_MESSAGES.amountNonZero),
  reason: opsText('A reason', 500),
});
export type WalletAdjustmentInput = z.infer<typeof WalletAdjustmentInput>;
/** The ledger transaction the adjustment wrote. */
export const WalletAdjustment = z.object({
  transaction_id: z.number().int(),
  user_id: z.number().int(),
  kind: z.enum(['goodwill', 'correction']),
  amount_kobo: z.number().int(),
  reason: z.string(),
  balance_after_kobo: z.number().int(),
  created_at: z.string(),
});
export type WalletAdjustment = z.infer<typeof WalletAdjustment>;

/**
 * Four eyes on money (docs/decisions/235-four-eyes-on-money.md): an adjustment above the approval
 * threshold, or past an operator's daily sum, is kept as pending (202) and changes no balance
 * until another admin approves it.
 */
export const PendingWalletAdjustment = z.object({ id: z.number().int(), status: z.literal('pending') });
export type PendingWalletAdjustment = z.infer<typeof PendingWalletAdjustment>;

export const WALLET_ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export const WalletAdjustmentStatus = z.enum(WALLET_ADJUSTMENT_STATUSES);
export type WalletAdjustmentStatus = z.infer<typeof WalletAdjustmentStatus>;

const StaffPerson = z.object({ id: z.number().int(), fname: z.string(), lname: z.string() });

/** One adjustment as the approval queue shows it. */
export const WalletAdjustmentRequest = z.object({
  id: z.number().int(),
  status: WalletAdjustmentStatus,
  user: StaffPerson.extend({ email: z.string() }),
  /** Signed: a credit above 0, a debit below 0. */
  amount_kobo: z.number().int(),
  reason: z.string(),
  created_by: StaffPerson,
  created_at: z.string(),
  decided_by: StaffPerson.nullable(),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  transaction_id: z.number().int().nullable(),
});
export type WalletAdjustmentRequest = z.infer<typeof WalletAdjustmentRequest>;

/** GET /v1/ops/wallet-adjustments: newest first, or oldest first for the pending queue. */
export const WalletAdjustmentQuery = z.strictObject({
  ...pageQuery,
  status: WalletAdjustmentStatus.optional(),
});
export type WalletAdjustmentQuery = z.infer<typeof WalletAdjustmentQuery>;
export const WalletAdjustmentList = z.object({ data: z.array(WalletAdjustmentRequest), meta: PageMeta });
export type WalletAdjustmentList = z.infer<typeof WalletAdjustmentList>;

/** POST /v1/ops/wallet-adjustments/{id}/reject (admins): why the money does not move. */
export const WalletAdjustmentRejectInput = z.strictObject({ reason: opsText('A reason', 500) });
export type WalletAdjustmentRejectInput = z.infer<typeof WalletAdjustmentRejectInput>;

/* The riders' calls: search, one rider, wallet adjustments and their approval (docs/decisions/235-four-eyes-on-money.md) */

export const getOpsUsersCall = defineCall(getOpsUsersAddress, {
  query: OpsUserQuery,
  answers: { 200: OpsUserList },
});
export const getOpsUserCall = defineCall(getOpsUserAddress, {
  params: OpsUserParams,
  answers: { 200: OpsUserDetail },
});
/** 201 with the ledger posting, or 202 when the adjustment waits for an admin's approval. */
export const adjustWalletCall = defineCall(adjustWalletAddress, {
  params: OpsUserParams,
  body: WalletAdjustmentInput,
  headers: requiredIdempotencyKeyHeader('A wallet adjustment needs an Idempotency-Key header.'),
  answers: { 201: WalletAdjustment, 202: PendingWalletAdjustment },
});
export const getWalletAdjustmentsCall = defineCall(getWalletAdjustmentsAddress, {
  query: WalletAdjustmentQuery,
  answers: { 200: WalletAdjustmentList },
});
/** Only admins decide. */
export const approveWalletAdjustmentCall = defineCall(approveWalletAdjustmentAddress, {
  params: OpsIdParams,
  answers: { 200: WalletAdjustmentRequest },
});
export const rejectWalletAdjustmentCall = defineCall(rejectWalletAdjustmentAddress, {
  params: OpsIdParams,
  body: WalletAdjustmentRejectInput,
  answers: { 200: WalletAdjustmentRequest },
});

export const FOUR_EYES_MESSAGES = {
  ownWallet: 'You cannot adjust your own wallet; ask another member of staff.',
  ownRequest: 'You asked for this adjustment; another admin must approve or reject it.',
  alreadyRejected: 'This adjustment was rejected; ask for a new one if the money should still move.',
  alreadyApplied: 'This adjustment is already applied; a correction needs a new adjustment.',
} as const;

/**
 * GET /v1/ops/jobs/dead: background jobs that failed every retry (docs/decisions/135), newest
 * first, at most 100; POST /v1/ops/jobs/dead/{jobId}/retry puts one back in its queue.
 */
export const DeadJob = z.object({
  id: z.string(),
  name: z.string(),
  error: z.string().nullable(),
  retries: z.number().int(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type DeadJob = z.infer<typeof DeadJob>;
export const DeadJobList = UnpagedList(DeadJob);
export type DeadJobList = z.infer<typeof DeadJobList>;
export const JobIdParams = z.strictObject({ jobId: z.uuid() });
export const JobRetried = z.object({ id: z.string(), retried: z.literal(true) });
export type JobRetried = z.infer<typeof JobRetried>;

/* The console's staff, audit log and dead jobs calls */

/** Staff and invitations: admins only (ADR 120 and 122). */
export const getStaffCall = defineCall(getStaffAddress, {
  query: StaffQuery,
  answers: { 200: StaffList },
});
export const inviteStaffCall = defineCall(inviteStaffAddress, {
  body: StaffInviteInput,
  answers: { 201: StaffMember },
});
export const updateStaffCall = defineCall(updateStaffAddress, {
  params: OpsIdParams,
  body: StaffPatch,
  answers: { 200: StaffMember },
});
/** Who changed what, newest first, filtered by actor or entity. */
export const getAuditLogCall = defineCall(getAuditLogAddress, {
  query: AuditLogQuery,
  answers: { 200: AuditLogList },
});
/** Jobs that failed every attempt, and retrying one (docs/decisions/135). */
export const getDeadJobsCall = defineCall(getDeadJobsAddress, {
  answers: { 200: DeadJobList },
});
export const retryJobCall = defineCall(retryJobAddress, {
  params: JobIdParams,
  answers: { 200: JobRetried },
});

/** An invited user chooses a password from the emailed link and is signed in, as after login. */
export const setPasswordCall = defineCall(setPasswordAddress, {
  body: SetPasswordInput,
  answers: { 200: SessionUser },
});

export const getDriversCall = defineCall(getDriversAddress, {
  query: OpsDriverListQuery,
  answers: { 200: OpsDriverList },
});

export const updateDriverCall = defineCall(updateDriverAddress, {
  params: OpsIdParams,
  body: OpsDriverPatch,
  answers: { 200: OpsDriver },
});

export const getVehiclesCall = defineCall(getVehiclesAddress, {
  query: OpsVehicleListQuery,
  answers: { 200: OpsVehicleList },
});

export const getVehicleOwnersCall = defineCall(getVehicleOwnersAddress, {
  answers: { 200: VehicleOwnerList },
});

export const createVehicleCall = defineCall(createVehicleAddress, {
  body: OpsVehicleInput,
  answers: { 201: OpsVehicle },
});

export const updateVehicleCall = defineCall(updateVehicleAddress, {
  params: OpsIdParams,
  body: OpsVehiclePatch,
  answers: { 200: OpsVehicle },
});

export const issueTrackerCall = defineCall(issueTrackerAddress, {
  params: OpsIdParams,
  answers: { 201: TrackerAnswer },
});
