import { and, type Executor, eq, gte, inArray, sql, type TripDay, tripDays } from '@shuttle/db';
import { BOOKABLE_TRIP_DAY_STATUSES } from '../network/network.service.ts';

/** The seat count of runs: made on first need, taken and given back by conditional UPDATEs. */
export class RunSeatsRepository {
  constructor(private readonly db: Executor) {}

  /** Creates the dated run on first need; a run that exists already is left as it is. */
  async ensure(itineraryId: number, tripDate: string): Promise<TripDay | null> {
    await this.db.execute(sql`
      INSERT INTO trip_days (itinerary_id, trip_date, capacity)
      SELECT id, ${tripDate}::date, capacity FROM itineraries WHERE id = ${itineraryId}
      ON CONFLICT (itinerary_id, trip_date) DO NOTHING`);
    const [row] = await this.db
      .select()
      .from(tripDays)
      .where(and(eq(tripDays.itineraryId, itineraryId), eq(tripDays.tripDate, tripDate)));
    return row ?? null;
  }

  /** Takes seats only if they are there, in one conditional UPDATE (docs/reliability.md#the-model). */
  async take(tripDayId: number, seats: number): Promise<TripDay | null> {
    const [row] = await this.db
      .update(tripDays)
      .set({ seatsBooked: sql`${tripDays.seatsBooked} + ${seats}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(tripDays.id, tripDayId),
          sql`${tripDays.seatsBooked} + ${seats} <= ${tripDays.capacity}`,
          inArray(tripDays.status, [...BOOKABLE_TRIP_DAY_STATUSES]),
        ),
      )
      .returning();
    return row ?? null;
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
