import {
  type BusStop,
  type CatalogueRoute,
  type DiscoveredTrip,
  LAGOS_TIME_ZONE,
  lagosDate,
  tripDayNumber,
} from '@shuttle/contracts';
import type { Executor } from '@shuttle/db';
import type { Deps } from '../../shared/deps.ts';
import { DiscoveryCache, type DiscoveryCacheStats, type NetworkRide } from './discovery-cache.ts';
import * as network from './network.repository.ts';

/** The run states that still take bookings (what other features write seats against). */
export const BOOKABLE_TRIP_DAY_STATUSES = network.BOOKABLE_TRIP_DAY_STATUSES;

const LAGOS_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The minute of the day in Lagos at the given instant (0 ... 1439). */
export function lagosMinuteOfDay(at: Date): number {
  const parts = LAGOS_CLOCK.formatToParts(at);
  const part = (type: 'hour' | 'minute') => Number(parts.find((item) => item.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/** HH:MM of a minute of the day; a time past midnight wraps, as a wall clock does. */
export function clockTime(minuteOfDay: number): string {
  const wrapped = ((minuteOfDay % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** One ride that can be sold: what the booking needs to price it and to show it. */
export interface RideQuote {
  itineraryId: number;
  route: { id: number; code: string; name: string };
  tripDate: string;
  pickupId: number;
  destinationId: number;
  /** HH:MM in Lagos: the departure from the route's first stop, the pickup and the arrival. */
  departureTime: string;
  pickupTime: string;
  arrivalTime: string;
  fareKobo: number;
  /** The run's capacity (its trip day's if it has one, else the itinerary's). */
  capacity: number;
  seatsAvailable: number;
  /** The two stops as a ride shows them. */
  pickup: network.StopView;
  destination: network.StopView;
  /** The dated run, when it exists already (a booking makes it otherwise). */
  tripDayId: number | null;
}

export const RIDE_REFUSALS = {
  ITINERARY_NOT_FOUND: 'This departure does not exist.',
  ROUTE_UNAVAILABLE: 'This route is not open for booking.',
  NOT_RUNNING: 'This departure does not run on that date.',
  DATE_PASSED: 'That date has passed.',
  DEPARTED: 'This ride has already left.',
  STOPS_NOT_SERVED: 'This departure does not go from that pickup to that destination.',
  FARE_MISSING: 'This ride has no fare yet.',
  TRIP_CANCELLED: 'This ride has been cancelled.',
} as const;
export type RideRefusalReason = keyof typeof RIDE_REFUSALS;

export type RideLookup =
  | { bookable: true; ride: RideQuote }
  | { bookable: false; reason: RideRefusalReason; message: string };

export interface RideRequest {
  itineraryId: number;
  pickupId: number;
  destinationId: number;
  /** YYYY-MM-DD in Lagos. */
  tripDate: string;
  /** The rider's company: its private routes are open to its members. */
  corporateId?: number | null;
}

const refuse = (reason: RideRefusalReason): RideLookup => ({
  bookable: false,
  reason,
  message: RIDE_REFUSALS[reason],
});

/**
 * The network: stops, routes, departures, fares and dated runs. The HTTP routes read through
 * it, and the booking capability prices and seats rides through it (see ARCHITECTURE.md).
 */
export class NetworkService {
  /** One per process (services.ts builds the service once), shared by every request. */
  private readonly discoveryCache = new DiscoveryCache();

  constructor(private readonly deps: Pick<Deps, 'db' | 'clock'>) {}

  listCities(): Promise<{ id: number; name: string }[]> {
    return network.listCities(this.deps.db);
  }

  listStops(): Promise<BusStop[]> {
    return network.listStops(this.deps.db);
  }

  /**
   * Every ride between two stops on a date, by pickup time (docs/api-conventions.md#calls); with the
   * rider's company, its private routes too. A past date,
   * an unknown stop or a pair that no route serves gives an empty list; so does a ride whose
   * pickup today has already passed, or whose run is called off or under way.
   *
   * The network part of the answer is kept in memory; each request reads the runs' seats and
   * status fresh, with the network's version in the same statement, and reads the network part
   * again if the version moved (docs/decisions/191-discovery-network-cache.md).
   */
  async discover(
    sourceId: number,
    destinationId: number,
    tripDate: string,
    corporateId: number | null = null,
  ): Promise<DiscoveredTrip[]> {
    const now = this.deps.clock.now();
    const today = lagosDate(now);
    if (tripDate < today) return [];
    const filter = { sourceId, destinationId, tripDate, weekday: tripDayNumber(tripDate), corporateId };
    const key = DiscoveryCache.key(sourceId, destinationId, tripDate, corporateId);
    const kept = this.discoveryCache.get(key);
    let found: { rides: NetworkRide[]; runs: network.RunSeats[] };
    if (kept) {
      const fresh = await network.runsAndNetworkVersion(
        this.deps.db,
        tripDate,
        kept.rides.map((ride) => ride.itineraryId),
      );
      if (fresh.version === kept.version) {
        this.discoveryCache.hit();
        found = { rides: kept.rides, runs: fresh.runs };
      } else {
        this.discoveryCache.outdated(key);
        found = await this.readNetworkAnswer(key, filter, fresh.version);
      }
    } else {
      found = await this.readNetworkAnswer(key, filter, null);
    }
    const runOf = new Map(found.runs.map((run) => [run.itineraryId, run]));
    const pickupAfterMinute = tripDate === today ? lagosMinuteOfDay(now) : null;
    const trips: DiscoveredTrip[] = [];
    for (const ride of found.rides) {
      if (pickupAfterMinute !== null && ride.pickupMinute <= pickupAfterMinute) continue;
      const run = runOf.get(ride.itineraryId);
      if (run && !(network.BOOKABLE_TRIP_DAY_STATUSES as readonly string[]).includes(run.status)) continue;
      trips.push({
        route: ride.route,
        itinerary_id: ride.itineraryId,
        trip_date: tripDate,
        departure_time: clockTime(ride.departureMinute),
        pickup: { stop: ride.pickupStop, time: clockTime(ride.pickupMinute) },
        destination: { stop: ride.dropoffStop, time: clockTime(ride.arrivalMinute) },
        fare_kobo: ride.fareKobo,
        seats_available: run ? run.capacity - run.seatsBooked : ride.itineraryCapacity,
        capacity: run ? run.capacity : ride.itineraryCapacity,
      });
    }
    return trips;
  }

  /** How discovery's network cache is doing in this process (hits, misses, outdated answers). */
  discoveryCacheStats(): DiscoveryCacheStats {
    return this.discoveryCache.stats();
  }

  /**
   * Reads one answer whole and keeps its network part under the version its rows were read
   * under. An empty answer carries no version: it is kept only under `versionReadBefore`, read
   * before it (an edit committed between the two reads then leaves it under the older version,
   * so the next request reads it again instead of trusting it), and not kept without one.
   */
  private async readNetworkAnswer(
    key: string,
    filter: network.DiscoveryFilter,
    versionReadBefore: number | null,
  ): Promise<{ rides: NetworkRide[]; runs: network.RunSeats[] }> {
    const rows = await network.discoveryQuery(this.deps.db, filter);
    const rides: NetworkRide[] = [];
    const runs: network.RunSeats[] = [];
    for (const row of rows) {
      rides.push({
        route: { id: row.routeId, code: row.routeCode, name: row.routeName },
        itineraryId: row.itineraryId,
        departureMinute: row.departureMinute,
        pickupMinute: row.pickupMinute,
        arrivalMinute: row.arrivalMinute,
        pickupStop: row.pickupStop,
        dropoffStop: row.dropoffStop,
        fareKobo: row.fareKobo,
        itineraryCapacity: row.itineraryCapacity,
      });
      if (row.run && row.run.capacity !== null) {
        runs.push({
          itineraryId: row.itineraryId,
          capacity: row.run.capacity,
          seatsBooked: row.run.seatsBooked ?? 0,
          status: row.run.status ?? '',
        });
      }
    }
    const version = rows[0]?.networkVersion ?? versionReadBefore;
    if (version !== null) this.discoveryCache.set(key, { version, rides });
    return { rides, runs };
  }

  async catalogue(): Promise<CatalogueRoute[]> {
    const { routeRows, stopRows, departureRows, fareRows } = await network.loadCatalogue(
      this.deps.db,
      lagosDate(this.deps.clock.now()),
    );
    const fareTo = new Map(fareRows.map((fare) => [`${fare.routeId}:${fare.dropoffStopId}`, fare.fareKobo]));
    return routeRows.map((route) => ({
      id: route.id,
      code: route.code,
      name: route.name,
      stops: stopRows
        .filter((stop) => stop.routeId === route.id)
        .map((stop) => ({
          id: stop.id,
          name: stop.name,
          location: stop.location,
          minutes_from_start: stop.minutesFromStart,
          can_pick_up: stop.canPickUp,
          can_drop_off: stop.canDropOff,
          fare_from_first_stop_kobo: fareTo.get(`${route.id}:${stop.id}`) ?? null,
        })),
      departures: departureRows
        .filter((departure) => departure.routeId === route.id)
        .map((departure) => ({
          itinerary_id: departure.id,
          departure_time: departure.departureTime.slice(0, 5),
          days_of_week: departure.daysOfWeek,
          capacity: departure.capacity,
        })),
    }));
  }

  /**
   * Whether one ride can be sold, with its price and times, or why not. Pass the booking's
   * transaction as `db` to read inside it.
   */
  async findItineraryForRide(request: RideRequest, db: Executor = this.deps.db): Promise<RideLookup> {
    const [lookup] = await this.findItinerariesForRides([request], db);
    if (!lookup) throw new Error('no lookup for the ride');
    return lookup;
  }

  /** `findItineraryForRide` for many rides, read in one statement; answers in request order. */
  async findItinerariesForRides(requests: RideRequest[], db: Executor = this.deps.db): Promise<RideLookup[]> {
    const facts = await network.findRideFactsMany(db, requests);
    const now = this.deps.clock.now();
    return requests.map((request, index) => this.judge(request, facts[index], now));
  }

  private judge(request: RideRequest, facts: network.RideFacts | undefined, now: Date): RideLookup {
    if (!facts) return refuse('ITINERARY_NOT_FOUND');
    const { route } = facts;
    const isMember = route.corporateId !== null && route.corporateId === (request.corporateId ?? null);
    if (!route.active || (route.visibility === 'private' && !isMember)) return refuse('ROUTE_UNAVAILABLE');

    const today = lagosDate(now);
    if (request.tripDate < today) return refuse('DATE_PASSED');
    const runsThatDay =
      facts.itineraryActive &&
      facts.daysOfWeek.includes(tripDayNumber(request.tripDate)) &&
      facts.activeFrom <= request.tripDate &&
      (facts.activeUntil === null || facts.activeUntil >= request.tripDate);
    if (!runsThatDay) return refuse('NOT_RUNNING');

    const servesPair =
      facts.pickupPosition !== null &&
      facts.dropoffPosition !== null &&
      facts.canPickUp === true &&
      facts.canDropOff === true &&
      facts.dropoffPosition > facts.pickupPosition;
    if (
      !servesPair ||
      facts.pickupMinutes === null ||
      facts.dropoffMinutes === null ||
      !facts.pickupStop ||
      !facts.dropoffStop
    ) {
      return refuse('STOPS_NOT_SERVED');
    }
    const pickupMinute = facts.departureMinute + facts.pickupMinutes;
    if (request.tripDate === today && pickupMinute <= lagosMinuteOfDay(now)) return refuse('DEPARTED');
    if (facts.fareKobo === null) return refuse('FARE_MISSING');
    const tripDay = facts.tripDay;
    if (
      tripDay?.status &&
      !(network.BOOKABLE_TRIP_DAY_STATUSES as readonly string[]).includes(tripDay.status)
    ) {
      return refuse('TRIP_CANCELLED');
    }
    const capacity = tripDay?.capacity ?? facts.itineraryCapacity;
    return {
      bookable: true,
      ride: {
        itineraryId: facts.itineraryId,
        route: { id: route.id, code: route.code, name: route.name },
        tripDate: request.tripDate,
        pickupId: request.pickupId,
        destinationId: request.destinationId,
        pickup: facts.pickupStop,
        destination: facts.dropoffStop,
        departureTime: clockTime(facts.departureMinute),
        pickupTime: clockTime(pickupMinute),
        arrivalTime: clockTime(facts.departureMinute + facts.dropoffMinutes),
        fareKobo: facts.fareKobo,
        capacity,
        seatsAvailable: capacity - (tripDay?.seatsBooked ?? 0),
        tripDayId: tripDay?.id ?? null,
      },
    };
  }
}
