import { and, type Executor, eq, gte, rowsOf, sql, type TripDay, tripDays } from '@shuttle/db';

/** A run's seats, read with its row locked (the waitlist's promotion reads them so). */
export interface LockedRun {
  id: number;
  itineraryId: number;
  tripDate: string;
  capacity: number;
  seatsBooked: number;
}

/**
 * The seat count of runs: locked for a waitlist's promotion, given back by a conditional UPDATE.
 * The locks are FOR NO KEY UPDATE, the strength of the UPDATE that changes the count: FOR UPDATE
 * would also wait for every booking that has just written a ride referencing the run (its
 * foreign key holds FOR KEY SHARE) while that booking waits for this transaction's seat
 * release, a deadlock the morning rush found (docs/decisions/278).
 */
export class RunSeatsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The run of a departure and date, its row locked: a join and a cancellation of the same run
   * take this lock in turn, so a rider never joins a line a freed seat has just passed by.
   */
  async lockRunOf(itineraryId: number, tripDate: string): Promise<LockedRun | undefined> {
    const [row] = await rowsOf<{ id: number; capacity: number; seats_booked: number }>(
      this.db,
      sql`SELECT id, capacity, seats_booked FROM trip_days
          WHERE itinerary_id = ${itineraryId} AND trip_date = ${tripDate}::date FOR NO KEY UPDATE`,
    );
    return row
      ? { id: row.id, itineraryId, tripDate, capacity: row.capacity, seatsBooked: row.seats_booked }
      : undefined;
  }

  /** A run by id, its row locked (the promotion of its line holds it until it commits). */
  async lockRun(tripDayId: number): Promise<LockedRun | undefined> {
    const [row] = await rowsOf<{
      id: number;
      itinerary_id: number;
      trip_date: string;
      capacity: number;
      seats_booked: number;
    }>(
      this.db,
      sql`SELECT id, itinerary_id, trip_date::text AS trip_date, capacity, seats_booked FROM trip_days
          WHERE id = ${tripDayId} FOR NO KEY UPDATE`,
    );
    return row
      ? {
          id: row.id,
          itineraryId: row.itinerary_id,
          tripDate: row.trip_date,
          capacity: row.capacity,
          seatsBooked: row.seats_booked,
        }
      : undefined;
  }

  /** Gives seats back only if that many are booked, in one conditional UPDATE. */
  async release(tripDayId: number, seats: number): Promise<TripDay | null> {
    const [row] = await this.db
      .update(tripDays)
      .set({ seatsBooked: sql`${tripDays.seatsBooked} - ${seats}`, updatedAt: sql`now()` })
      .where(and(eq(tripDays.id, tripDayId), gte(tripDays.seatsBooked, seats)))
      .returning();
    return row ?? null;
  }
}
