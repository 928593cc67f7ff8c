import { type Executor, rowsOf, sql } from '@shuttle/db';
import { RUN_STATUS_MOVES } from './run-status.ts';
import { fixFactsOf, type RawRun, RUN_COLUMNS, RUN_FROM, type RunRow, toRun } from './runs.repository.ts';

/** What a roster needs of the departure it assigns: when it runs. */
export interface RosterDeparture {
  id: number;
  daysOfWeek: number[];
  activeFrom: string;
  activeUntil: string | null;
  /** The departure and its route both in service: only then are new runs made. */
  running: boolean;
}

/** Statuses that still take a crew: runs not yet on the road (ADR 252). */
const ASSIGNABLE = sql.join(
  RUN_STATUS_MOVES.in_progress.map((status) => sql`${status}`),
  sql`, `,
);

/** The SQL of rosters: a departure's runs on many dates, and who else drives on those dates. */
export class RosterRepository {
  constructor(private readonly db: Executor) {}

  /** The departure, its row locked so that two rosters of it queue. */
  async departure(itineraryId: number): Promise<RosterDeparture | undefined> {
    const [row] = await rowsOf<{
      id: number;
      days_of_week: number[];
      active_from: string;
      active_until: string | null;
      running: boolean;
    }>(
      this.db,
      sql`SELECT i.id, i.days_of_week, i.active_from::text AS active_from,
            i.active_until::text AS active_until, (i.active AND r.active) AS running
          FROM itineraries i JOIN routes r ON r.id = i.route_id
          WHERE i.id = ${itineraryId} FOR UPDATE OF i`,
    );
    return row
      ? {
          id: row.id,
          daysOfWeek: row.days_of_week.map(Number),
          activeFrom: row.active_from,
          activeUntil: row.active_until,
          running: row.running,
        }
      : undefined;
  }

  /**
   * Locks the vehicle and the driver, in that order: two rosters naming either one queue, so
   * neither can miss the other's runs when it looks for clashes. NO KEY, so rows that refer to
   * them (sessions, notifications) can still be written meanwhile.
   */
  async lockCrew(vehicleId: number, driverId: number): Promise<void> {
    await this.db.execute(sql`SELECT id FROM vehicles WHERE id = ${vehicleId} FOR NO KEY UPDATE`);
    await this.db.execute(sql`SELECT id FROM users WHERE id = ${driverId} FOR NO KEY UPDATE`);
  }

  /** Makes the departure's runs on these dates that do not exist yet, as bookings would. */
  async ensureRuns(itineraryId: number, dates: string[]): Promise<void> {
    if (dates.length === 0) return;
    const values = sql.join(
      dates.map((date) => sql`(${itineraryId}::int, ${date}::date)`),
      sql`, `,
    );
    await this.db.execute(sql`
      INSERT INTO trip_days (itinerary_id, trip_date, capacity)
      SELECT wanted.itinerary_id, wanted.trip_date, i.capacity
      FROM (VALUES ${values}) AS wanted (itinerary_id, trip_date)
      JOIN itineraries i ON i.id = wanted.itinerary_id
      ORDER BY wanted.trip_date
      ON CONFLICT (itinerary_id, trip_date) DO NOTHING`);
  }

  /** The departure's runs on these dates, date order, locked to the end of the transaction. */
  async runsOn(itineraryId: number, dates: string[]): Promise<RunRow[]> {
    if (dates.length === 0) return [];
    const list = sql.join(
      dates.map((date) => sql`${date}::date`),
      sql`, `,
    );
    const rows = await rowsOf<RawRun>(
      this.db,
      sql`SELECT ${RUN_COLUMNS} ${RUN_FROM}
          WHERE t.itinerary_id = ${itineraryId} AND t.trip_date IN (${list})
          ORDER BY t.trip_date FOR UPDATE OF t`,
    );
    return rows.map(toRun);
  }

  /**
   * Other runs from `from` to `to` that the vehicle or the driver is on and that will still
   * be driven (called-off and missed runs need no crew), whatever their departure.
   */
  async crewRuns(filter: {
    from: string;
    to: string;
    vehicleId?: number;
    driverId?: number;
  }): Promise<RunRow[]> {
    const crew = [
      ...(filter.vehicleId === undefined ? [] : [sql`t.vehicle_id = ${filter.vehicleId}`]),
      ...(filter.driverId === undefined ? [] : [sql`t.driver_id = ${filter.driverId}`]),
    ];
    if (crew.length === 0) return [];
    const rows = await rowsOf<RawRun>(
      this.db,
      sql`SELECT ${RUN_COLUMNS} ${RUN_FROM}
          WHERE t.trip_date BETWEEN ${filter.from}::date AND ${filter.to}::date
            AND t.status NOT IN ('cancelled', 'missed') AND (${sql.join(crew, sql` OR `)})
          ORDER BY t.trip_date, i.departure_time, t.id`,
    );
    return rows.map(toRun);
  }

  /** Puts the vehicle and driver on these runs and fixes their facts from the vehicle (ADR 233). */
  async assignAll(ids: number[], vehicleId: number, driverId: number, now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`
      UPDATE trip_days SET vehicle_id = ${vehicleId}, driver_id = ${driverId},
        ${fixFactsOf(sql`${vehicleId}::int`)}, updated_at = ${now.toISOString()}::timestamptz
      WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND status IN (${ASSIGNABLE})`);
  }

  /** Runs from `from` to `to` still waiting to start without a vehicle or a driver, by date and time. */
  async unassigned(filter: { from: string; to: string; page: number; limit: number }) {
    const where = sql`WHERE t.trip_date BETWEEN ${filter.from}::date AND ${filter.to}::date
      AND t.status IN (${ASSIGNABLE}) AND (t.vehicle_id IS NULL OR t.driver_id IS NULL)`;
    const rows = await rowsOf<RawRun>(
      this.db,
      sql`SELECT ${RUN_COLUMNS} ${RUN_FROM} ${where}
          ORDER BY t.trip_date, i.departure_time, r.code, t.id
          LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`,
    );
    const [total] = await rowsOf<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total ${RUN_FROM} ${where}`,
    );
    return { rows: rows.map(toRun), total: Number(total?.total ?? 0) };
  }
}
