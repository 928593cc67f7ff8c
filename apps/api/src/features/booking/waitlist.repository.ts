import {
  and,
  type Executor,
  eq,
  integerArray,
  rowsOf,
  sql,
  type WaitlistStatus,
  waitlistEntries,
} from '@shuttle/db';

/** A waitlist entry with what the rider sees of its ride. */
export interface WaitlistView {
  id: number;
  userId: number;
  itineraryId: number;
  tripDate: string;
  departureTime: string;
  route: { id: number; code: string; name: string };
  pickup: { id: number; name: string };
  destination: { id: number; name: string };
  walletSource: 'Personal' | 'Company';
  status: WaitlistStatus;
  place: number | null;
  bookingId: number | null;
  skippedReason: string | null;
  createdAt: Date;
}

interface ViewRow {
  id: number;
  user_id: number;
  itinerary_id: number;
  trip_date: string;
  departure_time: string;
  route_id: number;
  route_code: string;
  route_name: string;
  pickup_id: number;
  pickup_name: string;
  destination_id: number;
  destination_name: string;
  wallet_source: 'Personal' | 'Company';
  status: WaitlistStatus;
  place: number | null;
  booking_id: number | null;
  skipped_reason: string | null;
  created_at: string | Date;
}

const viewOf = (row: ViewRow): WaitlistView => ({
  id: row.id,
  userId: row.user_id,
  itineraryId: row.itinerary_id,
  tripDate: String(row.trip_date).slice(0, 10),
  departureTime: String(row.departure_time).slice(0, 5),
  route: { id: row.route_id, code: row.route_code, name: row.route_name },
  pickup: { id: row.pickup_id, name: row.pickup_name },
  destination: { id: row.destination_id, name: row.destination_name },
  walletSource: row.wallet_source,
  status: row.status,
  place: row.place === null ? null : Number(row.place),
  bookingId: row.booking_id,
  skippedReason: row.skipped_reason,
  createdAt: new Date(row.created_at),
});

/** The SQL of the waitlist. Only the booking feature uses it. */
export class WaitlistRepository {
  constructor(private readonly db: Executor) {}

  /** Every place the rider still waits in, given up. */
  async leaveAll(userId: number, now: Date): Promise<void> {
    await this.db
      .update(waitlistEntries)
      .set({ status: 'left', updatedAt: now })
      .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'waiting')));
  }

  /** Joins the line; a rider already waiting keeps the place they have (undefined here). */
  async insert(values: typeof waitlistEntries.$inferInsert): Promise<number | undefined> {
    const [row] = await this.db
      .insert(waitlistEntries)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: waitlistEntries.id });
    return row?.id;
  }

  async waitingEntryOf(userId: number, itineraryId: number, tripDate: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.userId, userId),
          eq(waitlistEntries.itineraryId, itineraryId),
          sql`${waitlistEntries.tripDate} = ${tripDate}::date`,
          eq(waitlistEntries.status, 'waiting'),
        ),
      );
    return row?.id;
  }

  /** The first rider in a run's line, locked: two promotions of one line never take the same one. */
  async lockFirstWaiting(itineraryId: number, tripDate: string) {
    const [row] = await this.db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.itineraryId, itineraryId),
          sql`${waitlistEntries.tripDate} = ${tripDate}::date`,
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .orderBy(waitlistEntries.id)
      .limit(1)
      .for('update');
    return row;
  }

  async markBooked(id: number, bookingId: number, now: Date): Promise<void> {
    await this.db
      .update(waitlistEntries)
      .set({ status: 'booked', bookingId, updatedAt: now })
      .where(eq(waitlistEntries.id, id));
  }

  async markSkipped(id: number, reason: string, now: Date): Promise<void> {
    await this.db
      .update(waitlistEntries)
      .set({ status: 'skipped', skippedReason: reason, updatedAt: now })
      .where(eq(waitlistEntries.id, id));
  }

  /** Leaves the line; false when the entry was not waiting (already booked, skipped or left). */
  async leave(id: number, userId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(waitlistEntries)
      .set({ status: 'left', updatedAt: now })
      .where(
        and(
          eq(waitlistEntries.id, id),
          eq(waitlistEntries.userId, userId),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .returning({ id: waitlistEntries.id });
    return rows.length > 0;
  }

  /** A rider's entries for rides from `fromDate` on (all when `ids` is given), soonest first. */
  async views(filter: { userId: number; fromDate?: string; ids?: number[] }): Promise<WaitlistView[]> {
    const dated = filter.fromDate === undefined ? sql`` : sql` AND w.trip_date >= ${filter.fromDate}::date`;
    const chosen =
      filter.ids === undefined ? sql`` : sql` AND w.id = ANY(${integerArray(filter.ids)}::int[])`;
    const rows = await rowsOf<ViewRow>(
      this.db,
      sql`SELECT w.id, w.user_id, w.itinerary_id, w.trip_date::text AS trip_date,
                 i.departure_time::text AS departure_time, r.id AS route_id, r.code AS route_code,
                 r.name AS route_name, p.id AS pickup_id, p.name AS pickup_name,
                 d.id AS destination_id, d.name AS destination_name, w.wallet_source, w.status,
                 w.booking_id, w.skipped_reason, w.created_at,
                 CASE WHEN w.status = 'waiting' THEN
                   (SELECT count(*)::int FROM waitlist_entries o
                    WHERE o.itinerary_id = w.itinerary_id AND o.trip_date = w.trip_date
                      AND o.status = 'waiting' AND o.id <= w.id)
                 END AS place
          FROM waitlist_entries w
          JOIN itineraries i ON i.id = w.itinerary_id
          JOIN routes r ON r.id = i.route_id
          JOIN bus_stops p ON p.id = w.pickup_id
          JOIN bus_stops d ON d.id = w.destination_id
          WHERE w.user_id = ${filter.userId}${dated}${chosen}
          ORDER BY w.trip_date, i.departure_time, w.id`,
    );
    return rows.map(viewOf);
  }
}
