import type { RideStatus } from '@shuttle/db';
import { type Executor, rowsOf, type SQL, sql } from '@shuttle/db';

export interface RideAtTheDoor {
  id: number;
  tripDayId: number;
  status: RideStatus;
  seats: number;
  fname: string;
  lname: string;
  riderId: number;
}

/**
 * The rides' side of boarding (docs/decisions/160-boarding-and-run-lifecycle.md): a ride found
 * by its pass, checked in, and what Finish makes of the rest. Every status change is a
 * conditional UPDATE on the status it leaves; the database trigger of migration 0720 refuses
 * anything else.
 */
export class BoardingRepository {
  constructor(private readonly db: Executor) {}

  /** The ride whose pass this is, its row locked: a rider's cancellation waits, or is waited for. */
  rideByCode(code: string): Promise<RideAtTheDoor | undefined> {
    return this.rideWhere(sql`r.boarding_code = ${code}`, true);
  }

  /**
   * The ride a linked mobility card boards on this run, its row locked: its rider's ride on the
   * run, one still booked first. `linked` is false for a card nobody has linked (or unlinked).
   */
  async rideByCard(
    number: string,
    tripDayId: number,
  ): Promise<{ linked: boolean; ride: RideAtTheDoor | undefined }> {
    const [card] = await rowsOf<{ user_id: number }>(
      this.db,
      sql`SELECT user_id FROM mobility_cards WHERE number = ${number} AND unlinked_at IS NULL`,
    );
    if (!card) return { linked: false, ride: undefined };
    const ride = await this.rideWhere(
      sql`r.id = (SELECT r2.id FROM booking_rides r2 JOIN bookings b2 ON b2.id = r2.booking_id
                  WHERE b2.user_id = ${card.user_id} AND r2.trip_day_id = ${tripDayId}
                  ORDER BY (r2.status = 'booked') DESC, r2.id LIMIT 1)`,
      true,
    );
    return { linked: true, ride };
  }

  /** The linked card numbers of each rider on a run, for the driver's phone to check offline. */
  async cardsOnRun(tripDayId: number): Promise<Map<number, string[]>> {
    const rows = await rowsOf<{ user_id: number; numbers: string[] }>(
      this.db,
      sql`SELECT c.user_id, array_agg(c.number ORDER BY c.id) AS numbers FROM mobility_cards c
          WHERE c.unlinked_at IS NULL AND c.user_id IN (
            SELECT b.user_id FROM booking_rides r JOIN bookings b ON b.id = r.booking_id
            WHERE r.trip_day_id = ${tripDayId})
          GROUP BY c.user_id`,
    );
    return new Map(rows.map((row) => [row.user_id, row.numbers]));
  }

  rideById(id: number, lock = false): Promise<RideAtTheDoor | undefined> {
    return this.rideWhere(sql`r.id = ${id}`, lock);
  }

  private async rideWhere(condition: SQL, lock: boolean): Promise<RideAtTheDoor | undefined> {
    const rows = await rowsOf<{
      id: number;
      trip_day_id: number;
      status: RideStatus;
      seats: number;
      fname: string;
      lname: string;
      user_id: number;
    }>(
      this.db,
      sql`SELECT r.id, r.trip_day_id, r.status, r.seats, u.fname, u.lname, b.user_id
          FROM booking_rides r JOIN bookings b ON b.id = r.booking_id JOIN users u ON u.id = b.user_id
          WHERE ${condition} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
    );
    return rows[0] && toRide(rows[0]);
  }

  /** Per run: rides not cancelled, and of them those checked in (boarded or completed). */
  async counts(tripDayIds: number[]): Promise<Map<number, { booked: number; boarded: number }>> {
    const counts = new Map<number, { booked: number; boarded: number }>();
    if (tripDayIds.length === 0) return counts;
    const rows = await rowsOf<{ trip_day_id: number; booked: number; boarded: number }>(
      this.db,
      sql`SELECT trip_day_id,
                 count(*) FILTER (WHERE status <> 'cancelled')::int AS booked,
                 count(*) FILTER (WHERE status IN ('boarded', 'completed'))::int AS boarded
          FROM booking_rides
          WHERE trip_day_id IN (${sql.join(
            tripDayIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          GROUP BY trip_day_id`,
    );
    for (const row of rows) counts.set(row.trip_day_id, { booked: row.booked, boarded: row.boarded });
    return counts;
  }
}

function toRide(row: {
  id: number;
  trip_day_id: number;
  status: RideStatus;
  seats: number;
  fname: string;
  lname: string;
  user_id: number;
}): RideAtTheDoor {
  return {
    id: row.id,
    tripDayId: row.trip_day_id,
    status: row.status,
    seats: row.seats,
    fname: row.fname,
    lname: row.lname,
    riderId: row.user_id,
  };
}
