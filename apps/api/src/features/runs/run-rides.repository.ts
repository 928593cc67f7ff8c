import { type Executor, rowsOf, sql } from '@shuttle/db';

export interface UpcomingRideUse {
  itineraryId: number;
  routeId: number;
  tripDate: string;
  pickupId: number;
  destinationId: number;
  rides: number;
}

export interface RunLoad {
  tripDayId: number;
  bookedRides: number;
  /** What cancelling the run now gives back to wallets: booked rides of paid weeks, less discounts. */
  refundKobo: number;
}

export interface ManifestLine {
  rideId: number;
  bookingId: number;
  riderId: number;
  fname: string;
  lname: string;
  phone: string;
  pickupId: number;
  pickupName: string;
  pickupPosition: number;
  pickupTime: string;
  destinationId: number;
  destinationName: string;
  destinationPosition: number;
  arrivalTime: string;
  seats: number;
  luggageQuantity: number;
  status: 'booked' | 'cancelled' | 'boarded' | 'no_show' | 'completed';
  boardedAt: string | null;
  /** The pass's code: only the driver's manifest carries it (docs/decisions/160). */
  boardingCode: string;
}

/**
 * The booking side of operating runs (docs/decisions/151-run-cancellation.md): which rides
 * stand on the network an operator edits, what a run would refund, and its manifest.
 */
/** A ride a run's calling off (by an operator, or because it was missed) has just cancelled. */
export interface CalledOffRide {
  id: number;
  booking_id: number;
  week_id: number;
  seats: number;
  fare_kobo: string | number;
  discount_kobo: string | number;
  promo_redemption_id: number | null;
  trip_date: string;
  departure_time: string;
  pickup_time: string;
}

export class RunRidesRepository {
  constructor(private readonly db: Executor) {}

  /** Booked rides on runs from `today` on that are not called off, grouped by what they use. */
  upcomingUses(filter: { routeId?: number; itineraryId?: number; stopId?: number }, today: string) {
    return rowsOf<{
      itinerary_id: number;
      route_id: number;
      trip_date: string;
      pickup_id: number;
      destination_id: number;
      rides: number;
    }>(
      this.db,
      sql`SELECT t.itinerary_id, i.route_id, t.trip_date::text AS trip_date, r.pickup_id, r.destination_id,
                 count(*)::int AS rides
          FROM booking_rides r
          JOIN trip_days t ON t.id = r.trip_day_id
          JOIN itineraries i ON i.id = t.itinerary_id
          WHERE r.status = 'booked' AND t.trip_date >= ${today}::date AND t.status <> 'cancelled'
            ${filter.routeId === undefined ? sql`` : sql`AND i.route_id = ${filter.routeId}`}
            ${filter.itineraryId === undefined ? sql`` : sql`AND t.itinerary_id = ${filter.itineraryId}`}
            ${
              filter.stopId === undefined
                ? sql``
                : sql`AND (r.pickup_id = ${filter.stopId} OR r.destination_id = ${filter.stopId})`
            }
          GROUP BY t.itinerary_id, i.route_id, t.trip_date, r.pickup_id, r.destination_id
          ORDER BY t.trip_date, t.itinerary_id`,
    ).then((rows) =>
      rows.map(
        (row): UpcomingRideUse => ({
          itineraryId: row.itinerary_id,
          routeId: row.route_id,
          tripDate: row.trip_date,
          pickupId: row.pickup_id,
          destinationId: row.destination_id,
          rides: Number(row.rides),
        }),
      ),
    );
  }

  async loads(tripDayIds: number[]): Promise<Map<number, RunLoad>> {
    if (tripDayIds.length === 0) return new Map();
    const rows = await rowsOf<{ trip_day_id: number; rides: number; refund_kobo: string | number }>(
      this.db,
      sql`SELECT r.trip_day_id, count(*)::int AS rides,
                 coalesce(sum(CASE WHEN w.status = 'paid' THEN r.fare_kobo * r.seats - r.discount_kobo ELSE 0 END), 0)::bigint AS refund_kobo
          FROM booking_rides r JOIN booking_weeks w ON w.id = r.week_id
          WHERE r.status = 'booked' AND r.trip_day_id IN (${sql.join(
            tripDayIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          GROUP BY r.trip_day_id`,
    );
    return new Map(
      rows.map((row) => [
        row.trip_day_id,
        { tripDayId: row.trip_day_id, bookedRides: Number(row.rides), refundKobo: Number(row.refund_kobo) },
      ]),
    );
  }

  /**
   * The riders a notice about the run reaches (docs/decisions/157): the owner of every booking
   * with a ride still booked, or boarded, on it, each once. Cancelled rides, no-shows and
   * finished rides are left out.
   */
  ridersOnRun(tripDayId: number) {
    return rowsOf<{ id: number; fname: string; email: string; phone: string }>(
      this.db,
      sql`SELECT DISTINCT u.id, u.fname, u.email, u.phone
          FROM booking_rides r
          JOIN bookings b ON b.id = r.booking_id
          JOIN users u ON u.id = b.user_id
          WHERE r.trip_day_id = ${tripDayId} AND r.status IN ('booked', 'boarded')
          ORDER BY u.id`,
    );
  }

  /** The bookings with a booked ride on the run. */
  async bookingsOnRun(tripDayId: number): Promise<number[]> {
    const rows = await rowsOf<{ booking_id: number }>(
      this.db,
      sql`SELECT DISTINCT booking_id FROM booking_rides
          WHERE trip_day_id = ${tripDayId} AND status = 'booked' ORDER BY booking_id`,
    );
    return rows.map((row) => row.booking_id);
  }

  /**
   * Locks the weeks of these bookings in id order: the order a rider's cancellation and the
   * weekly bill take them (week before ride before run), so none of them waits in a cycle.
   */
  async lockWeeksOf(bookingIds: number[]): Promise<void> {
    if (bookingIds.length === 0) return;
    await this.db.execute(
      sql`SELECT id FROM booking_weeks WHERE booking_id IN (${sql.join(
        bookingIds.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id FOR UPDATE`,
    );
  }

  /**
   * Locks the promo grants that discounted rides booked on the run, in id order, after the
   * weeks and before the run row: the order a rider's cancellation gives grants back and a
   * booking takes them, so none of the three waits on another in a cycle.
   */
  async lockGrantsOnRun(tripDayId: number): Promise<void> {
    await this.db.execute(
      sql`SELECT id FROM promo_redemptions WHERE id IN (
            SELECT promo_redemption_id FROM booking_rides
            WHERE trip_day_id = ${tripDayId} AND status = 'booked' AND promo_redemption_id IS NOT NULL)
          ORDER BY id FOR UPDATE`,
    );
  }

  /** Every ride on the run, in route order of pick-up, then drop-off, then name. */
  manifest(tripDayId: number) {
    return rowsOf<{
      ride_id: number;
      booking_id: number;
      rider_id: number;
      fname: string;
      lname: string;
      phone: string;
      pickup_id: number;
      pickup_name: string;
      pickup_position: number | null;
      pickup_time: string;
      destination_id: number;
      destination_name: string;
      destination_position: number | null;
      arrival_time: string;
      seats: number;
      luggage_quantity: number;
      status: ManifestLine['status'];
      boarded_at: Date | string | null;
      boarding_code: string;
    }>(
      this.db,
      sql`SELECT r.id AS ride_id, r.booking_id, u.id AS rider_id, u.fname, u.lname, u.phone,
                 r.pickup_id, ps.name AS pickup_name, rsp.position AS pickup_position, r.pickup_time,
                 r.destination_id, ds.name AS destination_name, rsd.position AS destination_position,
                 r.arrival_time, r.seats, b.luggage_quantity, r.status, r.boarded_at, r.boarding_code
          FROM booking_rides r
          JOIN bookings b ON b.id = r.booking_id
          JOIN users u ON u.id = b.user_id
          JOIN trip_days t ON t.id = r.trip_day_id
          JOIN itineraries i ON i.id = t.itinerary_id
          JOIN bus_stops ps ON ps.id = r.pickup_id
          JOIN bus_stops ds ON ds.id = r.destination_id
          LEFT JOIN route_stops rsp ON rsp.route_id = i.route_id AND rsp.stop_id = r.pickup_id
          LEFT JOIN route_stops rsd ON rsd.route_id = i.route_id AND rsd.stop_id = r.destination_id
          WHERE r.trip_day_id = ${tripDayId}
          ORDER BY rsp.position NULLS LAST, rsd.position NULLS LAST, u.lname, u.fname, r.id`,
    ).then((rows) =>
      rows.map(
        (row): ManifestLine => ({
          rideId: row.ride_id,
          bookingId: row.booking_id,
          riderId: row.rider_id,
          fname: row.fname,
          lname: row.lname,
          phone: row.phone,
          pickupId: row.pickup_id,
          pickupName: row.pickup_name,
          pickupPosition: row.pickup_position ?? 0,
          pickupTime: row.pickup_time,
          destinationId: row.destination_id,
          destinationName: row.destination_name,
          destinationPosition: row.destination_position ?? 0,
          arrivalTime: row.arrival_time,
          seats: row.seats,
          luggageQuantity: row.luggage_quantity,
          status: row.status,
          boardedAt: row.boarded_at === null ? null : new Date(row.boarded_at).toISOString(),
          boardingCode: row.boarding_code,
        }),
      ),
    );
  }
}
