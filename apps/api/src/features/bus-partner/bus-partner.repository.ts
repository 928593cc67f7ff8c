import type { BusPartnerRun } from '@shuttle/contracts';
import { type Executor, rowsOf, type SQL, sql } from '@shuttle/db';

export interface VehicleRow {
  id: number;
  registration_number: string;
  brand: string;
  model: string;
  capacity: number;
  active: boolean;
  cost_of_supply_kobo: string | number;
  has_tracker: boolean;
}

export interface DriverRow {
  id: number;
  fname: string;
  lname: string;
  phone: string;
  runs: string | number;
  last_run_date: string | Date;
}

export interface RunRow {
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
  status: BusPartnerRun['status'];
  capacity: number;
  seats_booked: number;
  earnings_kobo: string | number;
}

export interface MonthRow {
  month: string;
  completed_runs: string | number;
  earnings_kobo: string | number;
}

/**
 * The partner's runs: those the run itself records as driven by one of its vehicles, never
 * those of the vehicles it owns today, so a vehicle that changes hands leaves its past runs with
 * the partner that drove them (docs/decisions/233-run-facts-fixed.md). Every run query starts here.
 */
const RUNS_OF = (partnerId: number) => sql`(SELECT * FROM trip_days WHERE bus_partner_id = ${partnerId}) d
  JOIN vehicles v ON v.id = d.vehicle_id
  JOIN itineraries i ON i.id = d.itinerary_id
  JOIN routes r ON r.id = i.route_id`;

/** A completed run earns the cost of supply fixed on it, whatever the vehicle's rate is now. */
const EARNED = sql.raw(`CASE WHEN d.status = 'completed' THEN d.cost_of_supply_kobo ELSE 0 END`);

/**
 * The SQL of the bus partners' portal: the fleet is read through `vehicles.bus_partner_id = me`,
 * runs and earnings through the run's own `trip_days.bus_partner_id = me`.
 */
export class BusPartnerRepository {
  constructor(private readonly db: Executor) {}

  async companyOf(partnerId: number): Promise<string | null> {
    const [row] = await rowsOf<{ company_name: string }>(
      this.db,
      sql`SELECT company_name FROM partner_applications WHERE account_id = ${partnerId} LIMIT 1`,
    );
    return row?.company_name ?? null;
  }

  vehicles(partnerId: number): Promise<VehicleRow[]> {
    return rowsOf<VehicleRow>(
      this.db,
      sql`SELECT id, registration_number, brand, model, capacity, active, cost_of_supply_kobo,
        tracker_id_hash IS NOT NULL AS has_tracker
        FROM vehicles WHERE bus_partner_id = ${partnerId} ORDER BY registration_number`,
    );
  }

  /** Everyone who drove one of the partner's vehicles, the most recent first. */
  drivers(partnerId: number): Promise<DriverRow[]> {
    return rowsOf<DriverRow>(
      this.db,
      sql`SELECT u.id, u.fname, u.lname, u.phone, count(*) AS runs, to_char(max(d.trip_date), 'YYYY-MM-DD') AS last_run_date
        FROM ${RUNS_OF(partnerId)} JOIN users u ON u.id = d.driver_id
        GROUP BY u.id ORDER BY max(d.trip_date) DESC, u.id`,
    );
  }

  async runs(
    partnerId: number,
    filter: { from?: string | undefined; to?: string | undefined; status?: 'completed' },
    page: number,
    limit: number | null,
  ): Promise<{ rows: RunRow[]; total: number }> {
    const parts: SQL[] = [sql`true`];
    if (filter.from) parts.push(sql`d.trip_date >= ${filter.from}`);
    if (filter.to) parts.push(sql`d.trip_date <= ${filter.to}`);
    if (filter.status) parts.push(sql`d.status = ${filter.status}`);
    const where = sql.join(parts, sql` AND `);
    const window = limit === null ? sql`` : sql` LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
    const rows = await rowsOf<RunRow>(
      this.db,
      sql`SELECT d.id, to_char(d.trip_date, 'YYYY-MM-DD') AS trip_date, to_char(i.departure_time, 'HH24:MI') AS departure_time,
        r.code AS route_code, r.name AS route_name, v.id AS vehicle_id, v.registration_number,
        u.id AS driver_id, u.fname AS driver_fname, u.lname AS driver_lname,
        d.status, d.capacity, d.seats_booked, ${EARNED} AS earnings_kobo
        FROM ${RUNS_OF(partnerId)} LEFT JOIN users u ON u.id = d.driver_id
        WHERE ${where} ORDER BY d.trip_date DESC, i.departure_time DESC, d.id DESC${window}`,
    );
    const [counted] = await rowsOf<{ total: string | number }>(
      this.db,
      sql`SELECT count(*) AS total FROM ${RUNS_OF(partnerId)} WHERE ${where}`,
    );
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** Completed runs and their earnings per calendar month of the run's date, newest first. */
  earningsByMonth(partnerId: number): Promise<MonthRow[]> {
    return rowsOf<MonthRow>(
      this.db,
      sql`SELECT to_char(d.trip_date, 'YYYY-MM') AS month, count(*) AS completed_runs,
        sum(d.cost_of_supply_kobo) AS earnings_kobo
        FROM ${RUNS_OF(partnerId)} WHERE d.status = 'completed'
        GROUP BY 1 ORDER BY 1 DESC`,
    );
  }
}
