import { type Executor, rowsOf, sql } from '@shuttle/db';
import type { CalledOffRide } from '../runs/runs.service.ts';

/** The status moves a run makes to the rides booked on it (`RideMoves` of the runs feature). */
export class RideMovesRepository {
  constructor(private readonly db: Executor) {}

  async board(rideId: number, at: Date): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`UPDATE booking_rides SET status = 'boarded', boarded_at = ${at.toISOString()}::timestamptz
          WHERE id = ${rideId} AND status = 'booked' RETURNING id`,
    );
    return rows.length === 1;
  }

  async settleRun(tripDayId: number): Promise<{ completed: number; noShow: number }> {
    const completed = await rowsOf<{ id: number }>(
      this.db,
      sql`UPDATE booking_rides SET status = 'completed'
          WHERE trip_day_id = ${tripDayId} AND status = 'boarded' RETURNING id`,
    );
    const noShow = await rowsOf<{ id: number }>(
      this.db,
      sql`UPDATE booking_rides SET status = 'no_show'
          WHERE trip_day_id = ${tripDayId} AND status = 'booked' RETURNING id`,
    );
    return { completed: completed.length, noShow: noShow.length };
  }

  cancelBookedOnRun(tripDayId: number, now: Date): Promise<CalledOffRide[]> {
    return rowsOf<CalledOffRide>(
      this.db,
      sql`UPDATE booking_rides r SET status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz
          FROM trip_days t
          WHERE r.trip_day_id = ${tripDayId} AND t.id = r.trip_day_id AND r.status = 'booked'
          RETURNING r.id, r.booking_id, r.week_id, r.seats, r.fare_kobo, r.discount_kobo, r.promo_redemption_id,
                    t.trip_date::text AS trip_date, r.departure_time, r.pickup_time`,
    );
  }
}
