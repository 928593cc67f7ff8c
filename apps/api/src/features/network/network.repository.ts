import {
  alias,
  and,
  asc,
  busStops,
  type Executor,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  itineraries,
  itineraryFares,
  lte,
  or,
  routeFares,
  routeStops,
  routes,
  sql,
  type TripDay,
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
/** The departure's own fare for the pair, else the route's default (DESIGN.md section 4). */
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
  /** Only rides picking up after this minute of the day (today's departed rides are gone). */
  pickupAfterMinute: number | null;
}

/**
 * Every ride of an active public route that picks up at the source and later drops off at the
 * destination on that date, in one statement; exported so that the benchmark runs the very same
 * SQL directly (bench/discovery.bench.ts).
 */
export function discoveryQuery(db: Executor, filter: DiscoveryFilter) {
  const { sourceId, destinationId, tripDate, weekday, pickupAfterMinute } = filter;
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
      capacity: sql<number>`coalesce(${tripDays.capacity}, ${itineraries.capacity})`.mapWith(Number),
      seatsAvailable:
        sql<number>`coalesce(${tripDays.capacity} - ${tripDays.seatsBooked}, ${itineraries.capacity})`.mapWith(
          Number,
        ),
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
    .innerJoin(
      routes,
      and(eq(routes.id, pickup.routeId), eq(routes.active, true), eq(routes.visibility, 'public')),
    )
    .innerJoin(
      itineraries,
      and(
        eq(itineraries.routeId, routes.id),
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
        or(isNull(tripDays.id), inArray(tripDays.status, [...BOOKABLE_TRIP_DAY_STATUSES])),
        pickupAfterMinute === null ? undefined : gt(pickupMinute, pickupAfterMinute),
      ),
    )
    .orderBy(pickupMinute, routes.code, itineraries.id);
}

export type DiscoveredRow = Awaited<ReturnType<typeof discoveryQuery>>[number];

export interface RideKey {
  itineraryId: number;
  pickupId: number;
  destinationId: number;
  tripDate: string;
}

/** Everything needed to say whether one ride can be sold, and why not. */
export async function findRideFacts(db: Executor, key: RideKey) {
  const [row] = await db
    .select({
      itineraryId: itineraries.id,
      departureMinute: departureMinute.mapWith(Number),
      daysOfWeek: itineraries.daysOfWeek,
      activeFrom: itineraries.activeFrom,
      activeUntil: itineraries.activeUntil,
      itineraryCapacity: itineraries.capacity,
      route: {
        id: routes.id,
        code: routes.code,
        name: routes.name,
        active: routes.active,
        visibility: routes.visibility,
        corporateId: routes.corporateId,
      },
      pickupPosition: pickup.position,
      pickupMinutes: pickup.minutesFromStart,
      canPickUp: pickup.canPickUp,
      dropoffPosition: dropoff.position,
      dropoffMinutes: dropoff.minutesFromStart,
      canDropOff: dropoff.canDropOff,
      fareKobo: fareKobo.mapWith(Number),
      tripDay: {
        id: tripDays.id,
        status: tripDays.status,
        capacity: tripDays.capacity,
        seatsBooked: tripDays.seatsBooked,
      },
    })
    .from(itineraries)
    .innerJoin(routes, eq(routes.id, itineraries.routeId))
    .leftJoin(pickup, and(eq(pickup.routeId, routes.id), eq(pickup.stopId, key.pickupId)))
    .leftJoin(dropoff, and(eq(dropoff.routeId, routes.id), eq(dropoff.stopId, key.destinationId)))
    .leftJoin(itineraryFares, itineraryFareOf(key.pickupId, key.destinationId))
    .leftJoin(routeFares, routeFareOf(key.pickupId, key.destinationId))
    .leftJoin(tripDays, tripDayOn(key.tripDate))
    .where(eq(itineraries.id, key.itineraryId))
    .limit(1);
  return row ?? null;
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
      .where(and(visible, or(isNull(itineraries.activeUntil), gte(itineraries.activeUntil, today))))
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

/** Creates the dated run on first need; a run that exists already is left as it is. */
export async function ensureTripDay(
  tx: Executor,
  itineraryId: number,
  tripDate: string,
): Promise<TripDay | null> {
  await tx.execute(sql`
    INSERT INTO trip_days (itinerary_id, trip_date, capacity)
    SELECT id, ${tripDate}::date, capacity FROM itineraries WHERE id = ${itineraryId}
    ON CONFLICT (itinerary_id, trip_date) DO NOTHING`);
  const [row] = await tx
    .select()
    .from(tripDays)
    .where(and(eq(tripDays.itineraryId, itineraryId), eq(tripDays.tripDate, tripDate)));
  return row ?? null;
}

/** Takes seats only if they are there, in one conditional UPDATE (QUALITY.md section 1). */
export async function takeSeats(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null> {
  const [row] = await tx
    .update(tripDays)
    .set({ seatsBooked: sql`${tripDays.seatsBooked} + ${seats}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(tripDays.id, tripDayId),
        sql`${tripDays.seatsBooked} + ${seats} <= ${tripDays.capacity}`,
        inArray(tripDays.status, [...BOOKABLE_TRIP_DAY_STATUSES]),
      ),
    )
    .returning();
  return row ?? null;
}

export async function releaseSeats(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null> {
  const [row] = await tx
    .update(tripDays)
    .set({ seatsBooked: sql`${tripDays.seatsBooked} - ${seats}`, updatedAt: sql`now()` })
    .where(and(eq(tripDays.id, tripDayId), gte(tripDays.seatsBooked, seats)))
    .returning();
  return row ?? null;
}
