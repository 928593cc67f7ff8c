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
  /** The vehicle's owner and rate as fixed on the run (docs/decisions/233-run-facts-fixed.md). */
  busPartnerId: number | null;
  costOfSupplyKobo: number | null;
  /** Minutes from the departure to the route's last stop (the run's window, ADR 227). */
  lastStopMinutes: number;
}

export interface RawRun {
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
  bus_partner_id: number | null;
  cost_of_supply_kobo: string | number | null;
  last_stop_minutes: number;
}

export const RUN_COLUMNS = sql`t.id, t.itinerary_id, i.route_id, r.code AS route_code, r.name AS route_name,
  t.trip_date::text AS trip_date, to_char(i.departure_time, 'HH24:MI') AS departure_time, t.capacity,
  t.seats_booked, t.status, t.cancel_reason, v.id AS vehicle_id, v.registration_number,
  v.capacity AS vehicle_capacity, d.id AS driver_id, d.fname AS driver_fname, d.lname AS driver_lname,
  d.phone AS driver_phone, t.bus_partner_id, t.cost_of_supply_kobo,
  (SELECT coalesce(max(rs.minutes_from_start), 0) FROM route_stops rs WHERE rs.route_id = i.route_id)::int
    AS last_stop_minutes`;
export const RUN_FROM = sql`FROM trip_days t
  JOIN itineraries i ON i.id = t.itinerary_id
  JOIN routes r ON r.id = i.route_id
  LEFT JOIN vehicles v ON v.id = t.vehicle_id
  LEFT JOIN users d ON d.id = t.driver_id`;

export function toRun(row: RawRun): RunRow {
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
    busPartnerId: row.bus_partner_id,
    costOfSupplyKobo: row.cost_of_supply_kobo === null ? null : Number(row.cost_of_supply_kobo),
    lastStopMinutes: Number(row.last_stop_minutes),
  };
}

/**
 * The SET clause that fixes a run's facts from the vehicle `vehicleId` names as it is at this
 * statement: its owner and its cost of supply, or nulls when there is no vehicle
 * (docs/decisions/233-run-facts-fixed.md).
 */
export const fixFactsOf = (vehicleId: SQL) => sql`(bus_partner_id, cost_of_supply_kobo) =
  (SELECT v.bus_partner_id, v.cost_of_supply_kobo FROM vehicles v WHERE v.id = ${vehicleId})`;

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
    if (values.vehicleId !== undefined) {
      sets.push(sql`vehicle_id = ${values.vehicleId}`, fixFactsOf(sql`${values.vehicleId}::int`));
    }
    if (values.driverId !== undefined) sets.push(sql`driver_id = ${values.driverId}`);
    await this.db.execute(sql`UPDATE trip_days SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
  }

  /**
   * Moves the run's status one step forward (`RUN_STATUS_MOVES`), in one conditional UPDATE
   * that stamps when: of two concurrent moves only one happens, and a repeat changes nothing.
   * Calling a run off, or finding it missed, records its reason; from then on no booking can
   * take a seat on it. Starting fixes the run's facts again from its vehicle as it is now, in the same UPDATE: an
   * owner or rate changed since the assignment is the one the run is driven at.
   */
  async moveStatus(id: number, to: RunStatusMove, now: Date, cancelReason?: string): Promise<boolean> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const stamp =
      to === 'in_progress'
        ? sql`started_at = ${at}, ${fixFactsOf(sql`trip_days.vehicle_id`)}`
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

  /**
   * After a vehicle's owner or rate changed: every run of it that can still start and is dated
   * `today` or later takes the vehicle's facts as they now are, so the new owner sees its upcoming
   * runs; runs started, finished, called off or left in the past keep theirs. The ids re-fixed.
   */
  async refixUpcomingRunsOf(vehicleId: number, today: string, now: Date): Promise<number[]> {
    const startable = sql.join(
      RUN_STATUS_MOVES.in_progress.map((status) => sql`${status}`),
      sql`, `,
    );
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`UPDATE trip_days SET ${fixFactsOf(sql`trip_days.vehicle_id`)},
            updated_at = ${now.toISOString()}::timestamptz
          WHERE vehicle_id = ${vehicleId} AND status IN (${startable}) AND trip_date >= ${today}::date
          RETURNING id`,
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /**
   * The runs dated from `fromDate` to `toDate` still waiting to start, in date order: the
   * candidates of the missed-run job, which checks each one's own deadline (R19).
   */
  async waitingToStart(fromDate: string, toDate: string): Promise<RunRow[]> {
    const waiting = sql.join(
      RUN_STATUS_MOVES.missed.map((status) => sql`${status}`),
      sql`, `,
    );
    const rows = await rowsOf<RawRun>(
      this.db,
      sql`SELECT ${RUN_COLUMNS} ${RUN_FROM}
          WHERE t.trip_date BETWEEN ${fromDate}::date AND ${toDate}::date AND t.status IN (${waiting})
          ORDER BY t.trip_date, i.departure_time, t.id`,
    );
    return rows.map(toRun);
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
