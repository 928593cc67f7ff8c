import { type Executor, rowsOf, sql } from '@shuttle/db';

export interface DailyActivity {
  date: string;
  bookings: number;
  rides: number;
  seatsSold: number;
  seatsOffered: number;
}

/**
 * The booking side of the daily report (docs/decisions/185-daily-report.md), one statement:
 * bookings by the Lagos day they were made, rides and seats by the day of their run.
 */
export class DailyActivityRepository {
  constructor(private readonly db: Executor) {}

  async between(from: string, to: string): Promise<DailyActivity[]> {
    const rows = await rowsOf<{
      date: string;
      bookings: number;
      rides: number;
      seats_sold: number;
      seats_offered: number;
    }>(
      this.db,
      // Lagos is UTC+1 all year (packages/contracts/src/dates.ts), so a Lagos day is the UTC
      // instant moved by one hour; the range is the instants of those days, so the index on
      // created_at serves it.
      sql`WITH days AS (
            SELECT day::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS day
          ),
          made AS (
            SELECT ((created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day, count(*)::int AS bookings
            FROM bookings
            WHERE created_at >= (${from}::date - interval '1 hour') AT TIME ZONE 'UTC'
              AND created_at < (${to}::date + interval '23 hours') AT TIME ZONE 'UTC'
            GROUP BY 1
          ),
          sold AS (
            SELECT t.trip_date AS day, count(*)::int AS rides, sum(r.seats)::int AS seats
            FROM booking_rides r JOIN trip_days t ON t.id = r.trip_day_id
            WHERE t.trip_date BETWEEN ${from}::date AND ${to}::date AND r.status <> 'cancelled'
            GROUP BY t.trip_date
          ),
          offered AS (
            SELECT trip_date AS day, sum(capacity)::int AS seats
            FROM trip_days
            WHERE trip_date BETWEEN ${from}::date AND ${to}::date AND status <> 'cancelled'
            GROUP BY trip_date
          )
          SELECT days.day::text AS date,
                 coalesce(made.bookings, 0) AS bookings,
                 coalesce(sold.rides, 0) AS rides,
                 coalesce(sold.seats, 0) AS seats_sold,
                 coalesce(offered.seats, 0) AS seats_offered
          FROM days
          LEFT JOIN made ON made.day = days.day
          LEFT JOIN sold ON sold.day = days.day
          LEFT JOIN offered ON offered.day = days.day
          ORDER BY days.day`,
    );
    return rows.map((row) => ({
      date: row.date,
      bookings: Number(row.bookings),
      rides: Number(row.rides),
      seatsSold: Number(row.seats_sold),
      seatsOffered: Number(row.seats_offered),
    }));
  }
}
