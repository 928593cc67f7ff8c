import {
  alias,
  and,
  asc,
  busStops,
  cities,
  type Executor,
  eq,
  gt,
  gte,
  integerArray,
  isNotNull,
  isNull,
  itineraries,
  itineraryFares,
  lte,
  or,
  preparedStatement,
  routeFares,
  routeStops,
  routes,
  rowsOf,
  sql,
  tripDays,
} from '@shuttle/db';

/** Trip days in these states still take riders; the others are under way, over or called off. */
export const BOOKABLE_TRIP_DAY_STATUSES = ['scheduled', 'boarding'] as const;

const pickup = alias(routeStops, 'pickup');
const dropoff = alias(routeStops, 'dropoff');
const pickupStop = alias(busStops, 'pickup_stop');
const dropoffStop = alias(busStops, 'dropoff_stop');

const departureMinute = sql<number>`(extract(hour from ${itineraries.departureTime}) * 60 + extract(minute from ${itineraries.departureTime}))::int`;
const pickupMinute = sql<number>`(${departureMinute} + ${pickup.minutesFromStart})`;
const arrivalMinute = sql<number>`(${departureMinute} + ${dropoff.minutesFromStart})`;
/** The departure's own fare for the pair, else the route's default (docs/product.md#booking). */
const fareKobo = sql<number>`coalesce(${itineraryFares.fareKobo}, ${routeFares.fareKobo})`;

type StopRef = number | typeof pickup.stopId | typeof dropoff.stopId;

/** The departure's own fare for a pair of stops... */
const itineraryFareOf = (pickupStop: StopRef, dropoffStop: StopRef) =>
  and(
    eq(itineraryFares.itineraryId, itineraries.id),
    eq(itineraryFares.pickupStopId, pickupStop),
    eq(itineraryFares.dropoffStopId, dropoffStop),
  );
/** ... and its route's default. */
const routeFareOf = (pickupStop: StopRef, dropoffStop: StopRef) =>
  and(
    eq(routeFares.routeId, itineraries.routeId),
    eq(routeFares.pickupStopId, pickupStop),
    eq(routeFares.dropoffStopId, dropoffStop),
  );
const tripDayOn = (tripDate: string) =>
  and(eq(tripDays.itineraryId, itineraries.id), eq(tripDays.tripDate, tripDate));

export interface DiscoveryFilter {
  sourceId: number;
  destinationId: number;
  tripDate: string;
  /** Spec numbering, Sunday=1 ... Saturday=7. */
  weekday: number;
  /** The signed-in rider's company: its private routes are shown too (ADR 128). */
  corporateId?: number | null;
}

/**
 * Every ride of an active public route (or a private one of the rider's company) that picks up
 * at the source and later drops off at the destination on that date, with its run on that date
 * if one exists, and the network version they were read under, in one statement. A run that is
 * called off or under way is still listed here:
 * the service leaves it out, because what it keeps of this answer must not depend on seats or
 * run status (docs/decisions/191-discovery-network-cache.md). Exported so that the benchmark runs
 * the very same SQL directly (bench/discovery.bench.ts).
 */
export function discoveryQuery(db: Executor, filter: DiscoveryFilter) {
  const { sourceId, destinationId, tripDate, weekday, corporateId } = filter;
  const visible =
    corporateId === undefined || corporateId === null
      ? eq(routes.visibility, 'public')
      : or(eq(routes.visibility, 'public'), eq(routes.corporateId, corporateId));
  return db
    .select({
      routeId: routes.id,
      routeCode: routes.code,
      routeName: routes.name,
      itineraryId: itineraries.id,
      departureMinute: departureMinute.mapWith(Number),
      pickupMinute: pickupMinute.mapWith(Number),
      arrivalMinute: arrivalMinute.mapWith(Number),
      pickupStop: { id: pickupStop.id, name: pickupStop.name, location: pickupStop.location },
      dropoffStop: { id: dropoffStop.id, name: dropoffStop.name, location: dropoffStop.location },
      fareKobo: fareKobo.mapWith(Number),
      itineraryCapacity: itineraries.capacity,
      run: { capacity: tripDays.capacity, seatsBooked: tripDays.seatsBooked, status: tripDays.status },
      // Read once per statement, in the same snapshot as the rows: the version they were read under.
      networkVersion: sql<number>`(SELECT version FROM network_version)`.mapWith(Number),
    })
    .from(pickup)
    .innerJoin(
      dropoff,
      and(
        eq(dropoff.routeId, pickup.routeId),
        eq(dropoff.stopId, destinationId),
        gt(dropoff.position, pickup.position),
        eq(dropoff.canDropOff, true),
      ),
    )
    .innerJoin(routes, and(eq(routes.id, pickup.routeId), eq(routes.active, true), visible))
    .innerJoin(
      itineraries,
      and(
        eq(itineraries.routeId, routes.id),
        eq(itineraries.active, true),
        sql`${weekday}::smallint = ANY(${itineraries.daysOfWeek})`,
        lte(itineraries.activeFrom, tripDate),
        or(isNull(itineraries.activeUntil), gte(itineraries.activeUntil, tripDate)),
      ),
    )
    .innerJoin(pickupStop, eq(pickupStop.id, pickup.stopId))
    .innerJoin(dropoffStop, eq(dropoffStop.id, dropoff.stopId))
    .leftJoin(itineraryFares, itineraryFareOf(pickup.stopId, dropoff.stopId))
    .leftJoin(routeFares, routeFareOf(pickup.stopId, dropoff.stopId))
    .leftJoin(tripDays, tripDayOn(tripDate))
    .where(
      and(
        eq(pickup.stopId, sourceId),
        eq(pickup.canPickUp, true),
        // A pair without any fare cannot be priced, so it cannot be sold.
        or(isNotNull(itineraryFares.fareKobo), isNotNull(routeFares.fareKobo)),
      ),
    )
    .orderBy(pickupMinute, routes.code, itineraries.id);
}

/** A run's seats and status: what discovery reads fresh on every request. */
export interface RunSeats {
  itineraryId: number;
  capacity: number;
  seatsBooked: number;
  status: string;
}

/**
 * The runs of some itineraries on one date and the network's version, read in one statement (so
 * in one snapshot): the version says whether a kept network answer still holds, the runs give
 * its seats. The unique (itinerary_id, trip_date) index finds each run. Every discovery of a kept
 * answer runs it, so it is prepared once per connection, with the itineraries as one array value
 * (docs/decisions/215-prepared-statements-for-hot-reads.md).
 */
const readRunsAndNetworkVersion = preparedStatement<{
  version: number | string;
  itinerary_id: number | null;
  capacity: number | null;
  seats_booked: number | null;
  status: string | null;
}>(
  'runs_and_network_version',
  sql`SELECT v.version, t.itinerary_id, t.capacity, t.seats_booked, t.status
      FROM network_version v
      LEFT JOIN trip_days t ON t.trip_date = ${sql.placeholder('tripDate')}::date
        AND t.itinerary_id = ANY(${sql.placeholder('itineraryIds')}::int[])`,
);

export async function runsAndNetworkVersion(
  db: Executor,
  tripDate: string,
  itineraryIds: number[],
): Promise<{ version: number; runs: RunSeats[] }> {
  const rows = await readRunsAndNetworkVersion(db, { tripDate, itineraryIds: integerArray(itineraryIds) });
  const [first] = rows;
  if (!first) throw new Error('network_version has no row');
  const runs: RunSeats[] = [];
  for (const row of rows) {
    if (row.itinerary_id === null) continue;
    runs.push({
      itineraryId: row.itinerary_id,
      capacity: Number(row.capacity),
      seatsBooked: Number(row.seats_booked),
      status: row.status ?? '',
    });
  }
  return { version: Number(first.version), runs };
}

export type DiscoveredRow = Awaited<ReturnType<typeof discoveryQuery>>[number];

export interface RideKey {
  itineraryId: number;
  pickupId: number;
  destinationId: number;
  tripDate: string;
}

/** A stop as a ride shows it. */
export interface StopView {
  id: number;
  name: string;
  location: string;
}

/** Everything needed to say whether one ride can be sold, and why not. */
export interface RideFacts {
  itineraryId: number;
  departureMinute: number;
  daysOfWeek: number[];
  activeFrom: string;
  activeUntil: string | null;
  itineraryCapacity: number;
  /** An operator can take a departure out of service (docs/decisions/128-network-edits.md). */
  itineraryActive: boolean;
  route: {
    id: number;
    code: string;
    name: string;
    active: boolean;
    visibility: string;
    corporateId: number | null;
  };
  pickupPosition: number | null;
  pickupMinutes: number | null;
  canPickUp: boolean | null;
  dropoffPosition: number | null;
  dropoffMinutes: number | null;
  canDropOff: boolean | null;
  fareKobo: number | null;
  /** The run on that date, if one was made already (runs are never deleted). */
  tripDay: { id: number; status: string; capacity: number; seatsBooked: number } | null;
  /** The two stops, when the route serves them. */
  pickupStop: StopView | null;
  dropoffStop: StopView | null;
}

interface RideFactsRow {
  ord: number;
  itinerary_id: number;
  departure_minute: number;
  days_of_week: number[];
  active_from: string;
  active_until: string | null;
  itinerary_capacity: number;
  itinerary_active: boolean;
  route_id: number;
  route_code: string;
  route_name: string;
  route_active: boolean;
  route_visibility: string;
  route_corporate_id: number | null;
  pickup_position: number | null;
  pickup_minutes: number | null;
  can_pick_up: boolean | null;
  dropoff_position: number | null;
  dropoff_minutes: number | null;
  can_drop_off: boolean | null;
  fare_kobo: number | string | null;
  trip_day_id: number | null;
  trip_day_status: string | null;
  trip_day_capacity: number | null;
  trip_day_seats_booked: number | null;
  pickup_stop_id: number | null;
  pickup_stop_name: string | null;
  pickup_stop_location: string | null;
  dropoff_stop_id: number | null;
  dropoff_stop_name: string | null;
  dropoff_stop_location: string | null;
}

const stopOf = (id: number | null, name: string | null, location: string | null): StopView | null =>
  id === null || name === null ? null : { id, name, location: location ?? '' };

/**
 * The facts of many rides in one statement (a booking of a subscription has dozens), in the
 * order of `keys`; undefined for a ride whose itinerary does not exist. The keys go in as one
 * JSON parameter, which both drivers pass the same way.
 */
export async function findRideFactsMany(db: Executor, keys: RideKey[]): Promise<(RideFacts | undefined)[]> {
  if (keys.length === 0) return [];
  const json = JSON.stringify(
    keys.map((key, ord) => ({
      ord,
      itinerary_id: key.itineraryId,
      pickup_id: key.pickupId,
      destination_id: key.destinationId,
      trip_date: key.tripDate,
    })),
  );
  // ride_facts (migration 0752) runs the ten-relation join under a plan kept per connection:
  // planning it cost more than running it (docs/decisions/197).
  const found = await rowsOf<RideFactsRow>(db, sql`SELECT * FROM ride_facts(${json}::json)`);
  const byOrd = new Map<number, RideFacts>();
  for (const row of found) {
    byOrd.set(Number(row.ord), {
      itineraryId: row.itinerary_id,
      departureMinute: Number(row.departure_minute),
      daysOfWeek: row.days_of_week.map(Number),
      activeFrom: row.active_from,
      activeUntil: row.active_until,
      itineraryCapacity: row.itinerary_capacity,
      itineraryActive: row.itinerary_active,
      route: {
        id: row.route_id,
        code: row.route_code,
        name: row.route_name,
        active: row.route_active,
        visibility: row.route_visibility,
        corporateId: row.route_corporate_id,
      },
      pickupPosition: row.pickup_position,
      pickupMinutes: row.pickup_minutes,
      canPickUp: row.can_pick_up,
      dropoffPosition: row.dropoff_position,
      dropoffMinutes: row.dropoff_minutes,
      canDropOff: row.can_drop_off,
      fareKobo: row.fare_kobo === null ? null : Number(row.fare_kobo),
      tripDay:
        row.trip_day_id === null
          ? null
          : {
              id: row.trip_day_id,
              status: row.trip_day_status ?? '',
              capacity: Number(row.trip_day_capacity),
              seatsBooked: Number(row.trip_day_seats_booked),
            },
      pickupStop: stopOf(row.pickup_stop_id, row.pickup_stop_name, row.pickup_stop_location),
      dropoffStop: stopOf(row.dropoff_stop_id, row.dropoff_stop_name, row.dropoff_stop_location),
    });
  }
  return keys.map((_, ord) => byOrd.get(ord));
}

/** Every city, by id: id and name are all a city has on the wire. */
export function listCities(db: Executor) {
  return db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.id));
}

export function listStops(db: Executor) {
  return db
    .select({
      id: busStops.id,
      name: busStops.name,
      location: busStops.location,
      latitude: busStops.latitude,
      longitude: busStops.longitude,
      city_id: busStops.cityId,
    })
    .from(busStops)
    .where(eq(busStops.active, true))
    .orderBy(asc(busStops.id));
}

/** The active public routes with their stops, departures and default fares from the first stop. */
export async function loadCatalogue(db: Executor, today: string) {
  const visible = and(eq(routes.active, true), eq(routes.visibility, 'public'));
  const [routeRows, stopRows, departureRows, fareRows] = await Promise.all([
    db
      .select({ id: routes.id, code: routes.code, name: routes.name })
      .from(routes)
      .where(visible)
      .orderBy(asc(routes.code)),
    db
      .select({
        routeId: routeStops.routeId,
        position: routeStops.position,
        id: busStops.id,
        name: busStops.name,
        location: busStops.location,
        minutesFromStart: routeStops.minutesFromStart,
        canPickUp: routeStops.canPickUp,
        canDropOff: routeStops.canDropOff,
      })
      .from(routeStops)
      .innerJoin(routes, eq(routes.id, routeStops.routeId))
      .innerJoin(busStops, eq(busStops.id, routeStops.stopId))
      .where(visible)
      .orderBy(asc(routeStops.routeId), asc(routeStops.position)),
    db
      .select({
        routeId: itineraries.routeId,
        id: itineraries.id,
        departureTime: itineraries.departureTime,
        daysOfWeek: itineraries.daysOfWeek,
        capacity: itineraries.capacity,
      })
      .from(itineraries)
      .innerJoin(routes, eq(routes.id, itineraries.routeId))
      .where(
        and(
          visible,
          eq(itineraries.active, true),
          or(isNull(itineraries.activeUntil), gte(itineraries.activeUntil, today)),
        ),
      )
      .orderBy(asc(itineraries.routeId), asc(itineraries.departureTime), asc(itineraries.id)),
    db
      .select({
        routeId: routeFares.routeId,
        dropoffStopId: routeFares.dropoffStopId,
        fareKobo: routeFares.fareKobo,
      })
      .from(routeFares)
      .innerJoin(routes, eq(routes.id, routeFares.routeId))
      .innerJoin(
        routeStops,
        and(
          eq(routeStops.routeId, routeFares.routeId),
          eq(routeStops.stopId, routeFares.pickupStopId),
          eq(routeStops.position, 1),
        ),
      )
      .where(visible),
  ]);
  return { routeRows, stopRows, departureRows, fareRows };
}
