import { type Executor, rowsOf, type SQL, sql, type TripDayStatus } from '@shuttle/db';
import { RUN_STATUS_MOVES, type RunStatusMove } from './run-status.ts';

/** A run as the console lists it, with its route, vehicle and driver. */
export interface RunRow {
  id: number;
  itineraryId: number;
  routeId: number;
  routeCode: string;
  routeName: string;
  tripDate: string;
  departureTime: string;
  capacity: number;
  seatsBooked: number;
  status: TripDayStatus;
  cancelReason: string | null;
  vehicle: { id: number; registration_number: string; capacity: number } | null;
  driver: { id: number; fname: string; lname: string; phone: string } | null;
}

interface RawRun {
  id: number;
  itinerary_id: number;
  route_id: number;
  route_code: string;
  route_name: string;
  trip_date: string;
  departure_time: string;
  capacity: number;
  seats_booked: number;
  status: TripDayStatus;
  cancel_reason: string | null;
  vehicle_id: number | null;
  registration_number: string | null;
  vehicle_capacity: number | null;
  driver_id: number | null;
  driver_fname: string | null;
  driver_lname: string | null;
  driver_phone: string | null;
}

const RUN_COLUMNS = sql`t.id, t.itinerary_id, i.route_id, r.code AS route_code, r.name AS route_name,
  t.trip_date::text AS trip_date, to_char(i.departure_time, 'HH24:MI') AS departure_time, t.capacity,
  t.seats_booked, t.status, t.cancel_reason, v.id AS vehicle_id, v.registration_number,
  v.capacity AS vehicle_capacity, d.id AS driver_id, d.fname AS driver_fname, d.lname AS driver_lname,
  d.phone AS driver_phone`;
const RUN_FROM = sql`FROM trip_days t
  JOIN itineraries i ON i.id = t.itinerary_id
  JOIN routes r ON r.id = i.route_id
  LEFT JOIN vehicles v ON v.id = t.vehicle_id
  LEFT JOIN users d ON d.id = t.driver_id`;

function toRun(row: RawRun): RunRow {
  return {
    id: row.id,
    itineraryId: row.itinerary_id,
    routeId: row.route_id,
    routeCode: row.route_code,
    routeName: row.route_name,
    tripDate: row.trip_date,
    departureTime: row.departure_time,
    capacity: row.capacity,
    seatsBooked: row.seats_booked,
    status: row.status,
    cancelReason: row.cancel_reason,
    vehicle:
      row.vehicle_id === null
        ? null
        : {
            id: row.vehicle_id,
            registration_number: row.registration_number ?? '',
            capacity: row.vehicle_capacity ?? 0,
          },
    driver:
      row.driver_id === null
        ? null
        : {
            id: row.driver_id,
            fname: row.driver_fname ?? '',
            lname: row.driver_lname ?? '',
            phone: row.driver_phone ?? '',
          },
  };
}

/** The SQL of the operators' runs: trip days made on demand, assigned, resized, called off. */
export class RunsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Makes every run scheduled on the date that does not exist yet (active routes and
   * departures running that weekday), in itinerary order, as bookings would on first need.
   */
  async ensureRunsOn(date: string, weekday: number, routeId: number | undefined): Promise<void> {
    await this.db.execute(sql`
      INSERT INTO trip_days (itinerary_id, trip_date, capacity)
      SELECT i.id, ${date}::date, i.capacity
      FROM itineraries i JOIN routes r ON r.id = i.route_id
      WHERE i.active AND r.active AND ${weekday}::smallint = ANY(i.days_of_week)
        AND i.active_from <= ${date}::date AND (i.active_until IS NULL OR i.active_until >= ${date}::date)
        ${routeId === undefined ? sql`` : sql`AND i.route_id = ${routeId}`}
      ORDER BY i.id
      ON CONFLICT (itinerary_id, trip_date) DO NOTHING`);
  }

  async runPage(filter: { date: string; routeId?: number; page: number; limit: number }) {
    const where = sql`WHERE t.trip_date = ${filter.date}::date
      ${filter.routeId === undefined ? sql`` : sql`AND i.route_id = ${filter.routeId}`}`;
    const rows = await rowsOf<RawRun>(
      this.db,
      sql`SELECT ${RUN_COLUMNS} ${RUN_FROM} ${where}
          ORDER BY i.departure_time, r.code, t.id
          LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`,
    );
    const [total] = await rowsOf<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total ${RUN_FROM} ${where}`,
    );
    return { rows: rows.map(toRun), total: Number(total?.total ?? 0) };
  }

  /** One run; with `lock`, its row stays locked to the end of the transaction. */
  async run(id: number, lock = false): Promise<RunRow | undefined> {
    const [row] = await rowsOf<RawRun>(
      this.db,
      sql`SELECT ${RUN_COLUMNS} ${RUN_FROM} WHERE t.id = ${id} ${lock ? sql`FOR UPDATE OF t` : sql``}`,
    );
    return row ? toRun(row) : undefined;
  }

  /**
   * Sets the capacity only if it still holds every booked seat, in one conditional UPDATE:
   * a booking that takes a seat at the same moment either lands first (and this refuses) or
   * after (and meets the new capacity), never both (docs/product.md#booking).
   */
  async setCapacity(id: number, capacity: number, now: Date): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`UPDATE trip_days SET capacity = ${capacity}, updated_at = ${now.toISOString()}::timestamptz
          WHERE id = ${id} AND seats_booked <= ${capacity} RETURNING id`,
    );
    return rows.length === 1;
  }

  async assign(id: number, values: { vehicleId?: number | null; driverId?: number | null }, now: Date) {
    const sets: SQL[] = [sql`updated_at = ${now.toISOString()}::timestamptz`];
    if (values.vehicleId !== undefined) sets.push(sql`vehicle_id = ${values.vehicleId}`);
    if (values.driverId !== undefined) sets.push(sql`driver_id = ${values.driverId}`);
    await this.db.execute(sql`UPDATE trip_days SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
  }

  /**
   * Moves the run's status one step forward (`RUN_STATUS_MOVES`), in one conditional UPDATE
   * that stamps when: of two concurrent moves only one happens, and a repeat changes nothing.
   * Calling a run off records its reason; from then on no booking can take a seat on it.
   */
  async moveStatus(id: number, to: RunStatusMove, now: Date, cancelReason?: string): Promise<boolean> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const stamp =
      to === 'in_progress'
        ? sql`started_at = ${at}`
        : to === 'completed'
          ? sql`finished_at = ${at}`
          : sql`cancelled_at = ${at}, cancel_reason = ${cancelReason ?? null}`;
    const from = sql.join(
      RUN_STATUS_MOVES[to].map((status) => sql`${status}`),
      sql`, `,
    );
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`UPDATE trip_days SET status = ${to}, ${stamp}, updated_at = ${at}
          WHERE id = ${id} AND status IN (${from}) RETURNING id`,
    );
    return rows.length === 1;
  }

  async userRole(userId: number): Promise<string | undefined> {
    const [row] = await rowsOf<{ role: string }>(this.db, sql`SELECT role FROM users WHERE id = ${userId}`);
    return row?.role;
  }

  async vehicleActive(vehicleId: number): Promise<boolean | undefined> {
    const [row] = await rowsOf<{ active: boolean }>(
      this.db,
      sql`SELECT active FROM vehicles WHERE id = ${vehicleId}`,
    );
    return row?.active;
  }
}
