import { type BusStop, type CatalogueRoute, type DiscoveredTrip } from '@shuttle/contracts';
import type { Executor, TripDay } from '@shuttle/db';
import type { Deps } from '../../shared/deps.ts';
/** The minute of the day in Lagos at the given instant (0 ... 1439). */
export declare function lagosMinuteOfDay(at: Date): number;
/** HH:MM of a minute of the day; a time past midnight wraps, as a wall clock does. */
export declare function clockTime(minuteOfDay: number): string;
/** One ride that can be sold: what the booking needs to price it and to show it. */
export interface RideQuote {
  itineraryId: number;
  route: {
    id: number;
    code: string;
    name: string;
  };
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
}
export declare const RIDE_REFUSALS: {
  readonly ITINERARY_NOT_FOUND: 'This departure does not exist.';
  readonly ROUTE_UNAVAILABLE: 'This route is not open for booking.';
  readonly NOT_RUNNING: 'This departure does not run on that date.';
  readonly DATE_PASSED: 'That date has passed.';
  readonly DEPARTED: 'This ride has already left.';
  readonly STOPS_NOT_SERVED: 'This departure does not go from that pickup to that destination.';
  readonly FARE_MISSING: 'This ride has no fare yet.';
  readonly TRIP_CANCELLED: 'This ride has been cancelled.';
};
export type RideRefusalReason = keyof typeof RIDE_REFUSALS;
export type RideLookup =
  | {
      bookable: true;
      ride: RideQuote;
    }
  | {
      bookable: false;
      reason: RideRefusalReason;
      message: string;
    };
export interface RideRequest {
  itineraryId: number;
  pickupId: number;
  destinationId: number;
  /** YYYY-MM-DD in Lagos. */
  tripDate: string;
  /** The rider's company: its private routes are open to its members. */
  corporateId?: number | null;
}
/**
 * The network: stops, routes, departures, fares and dated runs. The HTTP routes read through
 * it, and the booking capability prices and seats rides through it (see ARCHITECTURE.md).
 */
export declare class NetworkService {
  private readonly deps;
  constructor(deps: Pick<Deps, 'db' | 'clock'>);
  listStops(): Promise<BusStop[]>;
  /**
   * Every ride between two stops on a date, by pickup time (DESIGN.md section 5). A past date,
   * an unknown stop or a pair that no route serves gives an empty list; so does a ride whose
   * pickup today has already passed.
   */
  discover(sourceId: number, destinationId: number, tripDate: string): Promise<DiscoveredTrip[]>;
  catalogue(): Promise<CatalogueRoute[]>;
  /**
   * Whether one ride can be sold, with its price and times, or why not. Pass the booking's
   * transaction as `db` to read inside it.
   */
  findItineraryForRide(request: RideRequest, db?: Executor): Promise<RideLookup>;
  /**
   * The dated run of an itinerary, created on first need (INSERT ... ON CONFLICT DO NOTHING,
   * then SELECT): concurrent bookings of a new run all get the same row. Null for an unknown
   * itinerary.
   */
  ensureTripDay(tx: Executor, itineraryId: number, tripDate: string): Promise<TripDay | null>;
  /** Takes `seats` on the run if that many are left and it still takes riders; else null. */
  takeSeats(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null>;
  /** Gives `seats` back (a cancellation); null if fewer than that are booked. */
  releaseSeats(tx: Executor, tripDayId: number, seats: number): Promise<TripDay | null>;
}
