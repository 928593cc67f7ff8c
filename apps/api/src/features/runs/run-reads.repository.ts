import { type Executor, rowsOf, type SQL, sql, type TripDayStatus } from '@shuttle/db';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A run as the other wings read it (the driver's list, live tracking, ratings): its route,
 * date, departure, status, crew and the times it started and finished.
 */
export interface RunSummary {
  id: number;
  routeId: number;
  routeCode: string;
  routeName: string;
  tripDate: string;
  departureTime: string;
  status: TripDayStatus;
  driverId: number | null;
  vehicle: { id: number; registration_number: string } | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** A run's status and crew alone: what a check made on every position or heartbeat reads. */
export interface RunState {
  id: number;
  status: TripDayStatus;
  driverId: number | null;
  vehicleId: number | null;
}

/** Which runs a summary read wants. */
export type RunSummaryFilter =
  | { id: number }
  | { ids: number[] }
  | { driverId: number; tripDate: string }
  /** Runs not completed or cancelled, of one date or, with a vehicle, of several. */
  | { open: true; tripDates: string[]; vehicleId?: number };

/** A bus partner's run, read through the partner fixed on the run (ADR 233). */
export interface PartnerRunRow {
  id: number;
  trip_date: string | Date;
  departure_time: string;
  route_code: string;
  route_name: string;
  vehicle_id: number;
  registration_number: string;
  driver_id: number | null;
  driver_fname: string | null;
  driver_lname: string | null;
  status: TripDayStatus;
  capacity: number;
  seats_booked: number;
  earnings_kobo: string | number;
}

export interface PartnerDriverRow {
  id: number;
  fname: string;
  lname: string;
  phone: string;
  runs: string | number;
  last_run_date: string | Date;
}

export interface PartnerMonthRow {
  month: string;
  completed_runs: string | number;
  earnings_kobo: string | number;
}

interface SummarySqlRow {
  id: number;
  route_id: number;
  route_code: string;
  route_name: string;
  trip_date: string;
  departure_time: string;
  status: TripDayStatus;
  driver_id: number | null;
  vehicle_id: number | null;
  registration_number: string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const SUMMARY_COLUMNS = sql`t.id, i.route_id, ro.code AS route_code, ro.name AS route_name,
  t.trip_date::text AS trip_date, to_char(i.departure_time, 'HH24:MI') AS departure_time, t.status,
  t.driver_id, v.id AS vehicle_id, v.registration_number, t.started_at, t.finished_at`;
const SUMMARY_FROM = sql`FROM trip_days t JOIN itineraries i ON i.id = t.itinerary_id
  JOIN routes ro ON ro.id = i.route_id LEFT JOIN vehicles v ON v.id = t.vehicle_id`;

/** Runs that live tracking still follows: a completed or cancelled run has nothing more to show. */
const OPEN = sql`t.status NOT IN ('cancelled', 'completed')`;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function summaryWhere(filter: RunSummaryFilter): SQL {
  if ('id' in filter) return sql`t.id = ${filter.id}`;
  if ('ids' in filter) return sql`t.id IN (${idList(filter.ids)})`;
  if ('driverId' in filter)
    return sql`t.driver_id = ${filter.driverId} AND t.trip_date = ${filter.tripDate}::date`;
  const dates = sql.join(
    filter.tripDates.map((date) => sql`${date}::date`),
    sql`, `,
  );
  return sql`${OPEN} AND t.trip_date IN (${dates})
    ${filter.vehicleId === undefined ? sql`` : sql`AND t.vehicle_id = ${filter.vehicleId}`}`;
}

function toSummary(row: SummarySqlRow): RunSummary {
  return {
    id: row.id,
    routeId: row.route_id,
    routeCode: row.route_code,
    routeName: row.route_name,
    tripDate: row.trip_date,
    departureTime: row.departure_time,
    status: row.status,
    driverId: row.driver_id,
    vehicle:
      row.vehicle_id === null
        ? null
        : { id: row.vehicle_id, registration_number: row.registration_number ?? '' },
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

/**
 * The partner's runs: those the run itself records as driven by one of its vehicles, never
 * those of the vehicles it owns today, so a vehicle that changes hands leaves its past runs with
 * the partner that drove them (docs/decisions/233-run-facts-fixed.md). Every partner query starts here.
 */
const RUNS_OF_PARTNER = (
  partnerId: number,
) => sql`(SELECT * FROM trip_days WHERE bus_partner_id = ${partnerId}) d
  JOIN vehicles v ON v.id = d.vehicle_id
  JOIN itineraries i ON i.id = d.itinerary_id
  JOIN routes r ON r.id = i.route_id`;

/** A completed run earns the cost of supply fixed on it, whatever the vehicle's rate is now. */
const EARNED = sql.raw(`CASE WHEN d.status = 'completed' THEN d.cost_of_supply_kobo ELSE 0 END`);

/**
 * The runs as the other wings read them: the driver's runs, the runs live tracking follows,
 * the runs ratings name, a bus partner's runs and earnings. Reads only; every write to
 * `trip_days` is `RunsRepository`'s.
 */
export class RunReadsRepository {
  constructor(private readonly db: Executor) {}

  /** The runs the filter names, by departure time and then id. */
  async summaries(filter: RunSummaryFilter): Promise<RunSummary[]> {
    if ('ids' in filter && filter.ids.length === 0) return [];
    if ('open' in filter && filter.tripDates.length === 0) return [];
    const rows = await rowsOf<SummarySqlRow>(
      this.db,
      sql`SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE ${summaryWhere(filter)}
          ORDER BY i.departure_time, t.id`,
    );
    return rows.map(toSummary);
  }

  /** The status and crew of these runs as they are now, from the run rows alone. */
  async states(ids: number[]): Promise<RunState[]> {
    if (ids.length === 0) return [];
    return rowsOf<RunState>(
      this.db,
      sql`SELECT id, status, driver_id AS "driverId", vehicle_id AS "vehicleId"
          FROM trip_days WHERE id IN (${idList(ids)})`,
    );
  }

  /** Everyone who drove one of the partner's runs, the most recent first. */
  partnerDrivers(partnerId: number): Promise<PartnerDriverRow[]> {
    return rowsOf<PartnerDriverRow>(
      this.db,
      sql`SELECT u.id, u.fname, u.lname, u.phone, count(*) AS runs, to_char(max(d.trip_date), 'YYYY-MM-DD') AS last_run_date
        FROM ${RUNS_OF_PARTNER(partnerId)} JOIN users u ON u.id = d.driver_id
        GROUP BY u.id ORDER BY max(d.trip_date) DESC, u.id`,
    );
  }

  /** The partner's runs, newest first, a page of them (all when `limit` is null) and their total. */
  async partnerRuns(
    partnerId: number,
    filter: { from?: string | undefined; to?: string | undefined; status?: 'completed' },
    page: number,
    limit: number | null,
  ): Promise<{ rows: PartnerRunRow[]; total: number }> {
    const parts: SQL[] = [sql`true`];
    if (filter.from) parts.push(sql`d.trip_date >= ${filter.from}`);
    if (filter.to) parts.push(sql`d.trip_date <= ${filter.to}`);
    if (filter.status) parts.push(sql`d.status = ${filter.status}`);
    const where = sql.join(parts, sql` AND `);
    const window = limit === null ? sql`` : sql` LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
    const rows = await rowsOf<PartnerRunRow>(
      this.db,
      sql`SELECT d.id, to_char(d.trip_date, 'YYYY-MM-DD') AS trip_date, to_char(i.departure_time, 'HH24:MI') AS departure_time,
        r.code AS route_code, r.name AS route_name, v.id AS vehicle_id, v.registration_number,
        u.id AS driver_id, u.fname AS driver_fname, u.lname AS driver_lname,
        d.status, d.capacity, d.seats_booked, ${EARNED} AS earnings_kobo
        FROM ${RUNS_OF_PARTNER(partnerId)} LEFT JOIN users u ON u.id = d.driver_id
        WHERE ${where} ORDER BY d.trip_date DESC, i.departure_time DESC, d.id DESC${window}`,
    );
    const [counted] = await rowsOf<{ total: string | number }>(
      this.db,
      sql`SELECT count(*) AS total FROM ${RUNS_OF_PARTNER(partnerId)} WHERE ${where}`,
    );
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** Completed runs and their earnings per calendar month of the run's date, newest first. */
  partnerEarningsByMonth(partnerId: number): Promise<PartnerMonthRow[]> {
    return rowsOf<PartnerMonthRow>(
      this.db,
      sql`SELECT to_char(d.trip_date, 'YYYY-MM') AS month, count(*) AS completed_runs,
        sum(d.cost_of_supply_kobo) AS earnings_kobo
        FROM ${RUNS_OF_PARTNER(partnerId)} WHERE d.status = 'completed'
        GROUP BY 1 ORDER BY 1 DESC`,
    );
  }
}
