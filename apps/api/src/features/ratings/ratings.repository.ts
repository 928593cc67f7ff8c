import type { RatingCategory } from '@shuttle/contracts';
import { type Executor, rowsOf, sql } from '@shuttle/db';

export interface RatingRow {
  rideId: number;
  stars: number;
  categories: RatingCategory[];
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OpsRatingRow extends RatingRow {
  tripDayId: number;
  driver: { id: number; fname: string; lname: string } | null;
  rider: { id: number; fname: string; lname: string };
}

interface RatingSqlRow {
  ride_id: number;
  stars: number;
  categories: RatingCategory[] | string;
  comment: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** node-postgres parses text[]; PGlite too, but a literal `{a,b}` is accepted just in case. */
const categoriesOf = (value: RatingCategory[] | string): RatingCategory[] =>
  Array.isArray(value)
    ? value
    : (value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean) as RatingCategory[]);

const toRating = (row: RatingSqlRow): RatingRow => ({
  rideId: row.ride_id,
  stars: row.stars,
  categories: categoriesOf(row.categories),
  comment: row.comment,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/** Riders' ratings of their completed rides (docs/decisions/162-ride-ratings.md). */
export class RatingsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Gives or changes a rating in one statement: a new one is inserted, an existing one changed
   * only while `editableSince` has not passed its creation. Undefined when the window is over.
   */
  async upsert(entry: {
    rideId: number;
    userId: number;
    tripDayId: number;
    /** The run's driver when the rating is given: the rating stays theirs if the crew changes later. */
    driverId: number | null;
    stars: number;
    categories: RatingCategory[];
    comment: string | null;
    now: Date;
    editableSince: Date;
  }): Promise<RatingRow | undefined> {
    const categories = sql`ARRAY[${sql.join(
      entry.categories.map((category) => sql`${category}`),
      sql`, `,
    )}]::text[]`;
    const rows = await rowsOf<RatingSqlRow>(
      this.db,
      sql`INSERT INTO ride_ratings (ride_id, user_id, trip_day_id, driver_id, stars, categories, comment, created_at, updated_at)
          VALUES (${entry.rideId}, ${entry.userId}, ${entry.tripDayId}, ${entry.driverId}, ${entry.stars},
                 ${entry.categories.length === 0 ? sql`'{}'::text[]` : categories}, ${entry.comment},
                 ${entry.now.toISOString()}::timestamptz, ${entry.now.toISOString()}::timestamptz)
          ON CONFLICT (ride_id) DO UPDATE SET stars = excluded.stars, categories = excluded.categories,
                 comment = excluded.comment, updated_at = excluded.updated_at
          WHERE ride_ratings.created_at > ${entry.editableSince.toISOString()}::timestamptz
          RETURNING ride_id, stars, categories, comment, created_at, updated_at`,
    );
    return rows[0] && toRating(rows[0]);
  }

  async ofRide(rideId: number): Promise<RatingRow | undefined> {
    const rows = await rowsOf<RatingSqlRow>(
      this.db,
      sql`SELECT ride_id, stars, categories, comment, created_at, updated_at FROM ride_ratings WHERE ride_id = ${rideId}`,
    );
    return rows[0] && toRating(rows[0]);
  }

  async ofBooking(userId: number, bookingId: number): Promise<RatingRow[]> {
    const rows = await rowsOf<RatingSqlRow>(
      this.db,
      sql`SELECT g.ride_id, g.stars, g.categories, g.comment, g.created_at, g.updated_at
          FROM ride_ratings g JOIN booking_rides r ON r.id = g.ride_id
          WHERE g.user_id = ${userId} AND r.booking_id = ${bookingId}
          ORDER BY g.ride_id`,
    );
    return rows.map(toRating);
  }

  /**
   * The newest 200 ratings of a run or of a driver, and the average of all of them; the runs'
   * dates and routes are the runs feature's to add.
   */
  async forOperators(filter: { tripDayId: number } | { driverId: number }) {
    const where =
      'tripDayId' in filter
        ? sql`g.trip_day_id = ${filter.tripDayId}`
        : sql`g.driver_id = ${filter.driverId}`;
    const rows = await rowsOf<
      RatingSqlRow & {
        trip_day_id: number;
        driver_id: number | null;
        driver_fname: string | null;
        driver_lname: string | null;
        rider_id: number;
        rider_fname: string;
        rider_lname: string;
      }
    >(
      this.db,
      sql`SELECT g.ride_id, g.stars, g.categories, g.comment, g.created_at, g.updated_at,
                 g.trip_day_id, g.driver_id, d.fname AS driver_fname, d.lname AS driver_lname,
                 u.id AS rider_id, u.fname AS rider_fname, u.lname AS rider_lname
          FROM ride_ratings g
          JOIN users u ON u.id = g.user_id
          LEFT JOIN users d ON d.id = g.driver_id
          WHERE ${where}
          ORDER BY g.created_at DESC, g.ride_id DESC
          LIMIT 200`,
    );
    const [average] = await rowsOf<{ average: string | number | null; total: number }>(
      this.db,
      sql`SELECT avg(g.stars) AS average, count(*)::int AS total FROM ride_ratings g WHERE ${where}`,
    );
    return {
      rows: rows.map(
        (row): OpsRatingRow => ({
          ...toRating(row),
          tripDayId: row.trip_day_id,
          driver:
            row.driver_id === null
              ? null
              : { id: row.driver_id, fname: row.driver_fname ?? '', lname: row.driver_lname ?? '' },
          rider: { id: row.rider_id, fname: row.rider_fname, lname: row.rider_lname },
        }),
      ),
      average: average?.average === null || average === undefined ? null : Number(average.average),
      total: average?.total ?? 0,
    };
  }
}
