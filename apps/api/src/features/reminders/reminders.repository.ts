import { type Executor, integerArray, rowsOf, type SQL, sql } from '@shuttle/db';

/** A booked ride on a run that is still to come, with whom to tell and what to tell them. */
export interface RideToTell {
  rideId: number;
  bookingId: number;
  tripDayId: number;
  tripDate: string;
  departureTime: string;
  pickupTime: string;
  pickupName: string;
  routeCode: string;
  rider: { id: number; fname: string; email: string; phone: string };
}

/** Runs that still carry riders: not called off, not finished, not missed. */
const OPEN_RUN = sql`t.status IN ('scheduled', 'boarding', 'in_progress')`;

export class RemindersRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Booked rides on open runs dated `from` to `to` (Lagos) that have had no reminder yet, or
   * only those of `rideIds`; the caller keeps the ones whose pick-up is near.
   */
  unremindedRides(from: string, to: string, rideIds?: number[]): Promise<RideToTell[]> {
    const only = rideIds ? sql`AND r.id = ANY(${integerArray(rideIds)}::int[])` : sql``;
    return this.rides(sql`t.trip_date BETWEEN ${from}::date AND ${to}::date
      AND NOT EXISTS (SELECT 1 FROM ride_reminders rr WHERE rr.ride_id = r.id) ${only}`);
  }

  /** Every booked ride on one open run. */
  ridesOnRun(tripDayId: number): Promise<RideToTell[]> {
    return this.rides(sql`t.id = ${tripDayId}::int`);
  }

  /**
   * Claims a ride's reminder in the transaction that writes it: true once per ride, false to
   * every later try, so a retried or doubled job sends nothing twice (docs/decisions/256).
   */
  async claim(rideId: number, at: Date): Promise<boolean> {
    const claimed = await rowsOf<{ ride_id: number }>(
      this.db,
      sql`INSERT INTO ride_reminders (ride_id, sent_at) VALUES (${rideId}::int, ${at.toISOString()}::timestamptz)
          ON CONFLICT (ride_id) DO NOTHING RETURNING ride_id`,
    );
    return claimed.length === 1;
  }

  private async rides(where: SQL): Promise<RideToTell[]> {
    const rows = await rowsOf<{
      ride_id: number;
      booking_id: number;
      trip_day_id: number;
      trip_date: string;
      departure_time: string;
      pickup_time: string;
      pickup_name: string;
      route_code: string;
      user_id: number;
      fname: string;
      email: string;
      phone: string;
    }>(
      this.db,
      sql`SELECT r.id AS ride_id, r.booking_id, r.trip_day_id, t.trip_date::text AS trip_date,
                 r.departure_time, r.pickup_time, s.name AS pickup_name, ro.code AS route_code,
                 u.id AS user_id, u.fname, u.email, u.phone
          FROM booking_rides r
          JOIN trip_days t ON t.id = r.trip_day_id
          JOIN itineraries i ON i.id = t.itinerary_id
          JOIN routes ro ON ro.id = i.route_id
          JOIN bus_stops s ON s.id = r.pickup_id
          JOIN bookings b ON b.id = r.booking_id
          JOIN users u ON u.id = b.user_id
          WHERE r.status = 'booked' AND ${OPEN_RUN} AND ${where}
          ORDER BY r.id`,
    );
    return rows.map((row) => ({
      rideId: row.ride_id,
      bookingId: row.booking_id,
      tripDayId: row.trip_day_id,
      tripDate: row.trip_date,
      departureTime: row.departure_time,
      pickupTime: row.pickup_time,
      pickupName: row.pickup_name,
      routeCode: row.route_code,
      rider: { id: row.user_id, fname: row.fname, email: row.email, phone: row.phone },
    }));
  }
}
