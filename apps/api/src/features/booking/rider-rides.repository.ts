import {
  alias,
  asc,
  bookingRides,
  bookings,
  busStops,
  desc,
  type Executor,
  eq,
  inArray,
  itineraries,
  routes,
  tripDays,
} from '@shuttle/db';

const pickupStop = alias(busStops, 'pickup_stop');
const destinationStop = alias(busStops, 'destination_stop');

/** A ride as a rider reads it on a receipt or in their ride history. */
const rideColumns = {
  id: bookingRides.id,
  bookingId: bookingRides.bookingId,
  tripDate: tripDays.tripDate,
  leg: bookingRides.leg,
  routeCode: routes.code,
  routeName: routes.name,
  pickup: pickupStop.name,
  destination: destinationStop.name,
  pickupTime: bookingRides.pickupTime,
  arrivalTime: bookingRides.arrivalTime,
  seats: bookingRides.seats,
  fareKobo: bookingRides.fareKobo,
  discountKobo: bookingRides.discountKobo,
  status: bookingRides.status,
  walletSource: bookings.walletSource,
};

/** The SQL that names a rider's rides: their date, route, stops and times. */
export class RiderRidesRepository {
  constructor(private readonly db: Executor) {}

  private select() {
    return this.db
      .select(rideColumns)
      .from(bookingRides)
      .innerJoin(bookings, eq(bookings.id, bookingRides.bookingId))
      .innerJoin(tripDays, eq(tripDays.id, bookingRides.tripDayId))
      .innerJoin(itineraries, eq(itineraries.id, tripDays.itineraryId))
      .innerJoin(routes, eq(routes.id, itineraries.routeId))
      .innerJoin(pickupStop, eq(pickupStop.id, bookingRides.pickupId))
      .innerJoin(destinationStop, eq(destinationStop.id, bookingRides.destinationId));
  }

  /** The given rides in the order they run. */
  described(rideIds: number[]) {
    if (rideIds.length === 0) return Promise.resolve([]);
    return this.select()
      .where(inArray(bookingRides.id, rideIds))
      .orderBy(asc(tripDays.tripDate), asc(bookingRides.pickupTime), asc(bookingRides.id));
  }

  /** Every ride the rider ever booked, the latest date first. */
  history(userId: number) {
    return this.select()
      .where(eq(bookings.userId, userId))
      .orderBy(desc(tripDays.tripDate), desc(bookingRides.pickupTime), desc(bookingRides.id));
  }
}
export type DescribedRide = Awaited<ReturnType<RiderRidesRepository['history']>>[number];
