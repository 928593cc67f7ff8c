import {
  busStops,
  type Executor,
  itineraries,
  itineraryFares,
  routeFares,
  routeStops,
  routes,
  tripDays,
} from '@shuttle/db';

let sequence = 0;
const next = () => `${process.pid}${++sequence}`;

export interface StopOverrides {
  name?: string;
  location?: string;
  latitude?: number;
  longitude?: number;
}

export async function createStop(db: Executor, overrides: StopOverrides = {}) {
  const name = overrides.name ?? `Test stop ${next()}`;
  const [stop] = await db
    .insert(busStops)
    .values({
      name,
      location: overrides.location ?? `${name}, by the footbridge`,
      latitude: overrides.latitude ?? 6.5,
      longitude: overrides.longitude ?? 3.35,
      cityId: 1,
    })
    .returning();
  if (!stop) throw new Error('createStop: no row');
  return stop;
}

export async function createStops(db: Executor, count: number) {
  const stops = [];
  for (let index = 0; index < count; index++) stops.push(await createStop(db));
  return stops;
}

export interface RouteOptions {
  code?: string;
  name?: string;
  active?: boolean;
  corporateId?: number | null;
  /** Minutes from the first stop of each stop; 15 minutes apart unless given. */
  minutes?: number[];
  /** Default fare of every pair: N500 plus N250 per stop travelled, unless false. */
  defaultFares?: boolean;
  /** Stops (by index) where nobody may board or alight. */
  noPickUpAt?: number[];
  noDropOffAt?: number[];
}

/** A route through the stops in the given order, with its route-level fares. */
export async function createRoute(db: Executor, stopIds: number[], options: RouteOptions = {}) {
  const code = options.code ?? `T${next()}`;
  const [route] = await db
    .insert(routes)
    .values({
      code,
      name: options.name ?? `Test route ${code}`,
      cityId: 1,
      active: options.active ?? true,
      visibility: options.corporateId ? 'private' : 'public',
      corporateId: options.corporateId ?? null,
    })
    .returning();
  if (!route) throw new Error('createRoute: no row');
  await db.insert(routeStops).values(
    stopIds.map((stopId, index) => ({
      routeId: route.id,
      stopId,
      position: index + 1,
      minutesFromStart: options.minutes?.[index] ?? index * 15,
      canPickUp: index < stopIds.length - 1 && !options.noPickUpAt?.includes(index),
      canDropOff: index > 0 && !options.noDropOffAt?.includes(index),
    })),
  );
  if (options.defaultFares !== false) {
    await db.insert(routeFares).values(
      stopIds.flatMap((pickupStopId, from) =>
        stopIds.slice(from + 1).map((dropoffStopId, offset) => ({
          routeId: route.id,
          pickupStopId,
          dropoffStopId,
          fareKobo: defaultFareKobo(offset + 1),
        })),
      ),
    );
  }
  return route;
}

export const defaultFareKobo = (stopsTravelled: number) => 50_000 + stopsTravelled * 25_000;

export interface ItineraryOptions {
  departureTime?: string;
  /** Sunday=1 ... Saturday=7; weekdays unless given. */
  days?: number[];
  capacity?: number;
  activeFrom?: string;
  activeUntil?: string | null;
}

export async function createItinerary(db: Executor, routeId: number, options: ItineraryOptions = {}) {
  const [itinerary] = await db
    .insert(itineraries)
    .values({
      routeId,
      departureTime: options.departureTime ?? '06:30',
      daysOfWeek: options.days ?? [2, 3, 4, 5, 6],
      capacity: options.capacity ?? 14,
      activeFrom: options.activeFrom ?? '2026-01-01',
      activeUntil: options.activeUntil ?? null,
    })
    .returning();
  if (!itinerary) throw new Error('createItinerary: no row');
  return itinerary;
}

export async function setItineraryFare(
  db: Executor,
  itineraryId: number,
  pickupStopId: number,
  dropoffStopId: number,
  fareKobo: number,
) {
  await db.insert(itineraryFares).values({ itineraryId, pickupStopId, dropoffStopId, fareKobo });
}

export async function setRouteFare(
  db: Executor,
  routeId: number,
  pickupStopId: number,
  dropoffStopId: number,
  fareKobo: number,
) {
  await db.insert(routeFares).values({ routeId, pickupStopId, dropoffStopId, fareKobo });
}

export async function createTripDay(
  db: Executor,
  itineraryId: number,
  tripDate: string,
  values: { capacity?: number; seatsBooked?: number; status?: (typeof tripDays.$inferInsert)['status'] } = {},
) {
  const [tripDay] = await db
    .insert(tripDays)
    .values({
      itineraryId,
      tripDate,
      capacity: values.capacity ?? 14,
      seatsBooked: values.seatsBooked ?? 0,
      status: values.status ?? 'scheduled',
    })
    .returning();
  if (!tripDay) throw new Error('createTripDay: no row');
  return tripDay;
}
