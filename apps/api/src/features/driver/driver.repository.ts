import type { CheckInResultKind, DriverRunStop, TripDayStatus } from '@shuttle/contracts';
import { type Executor, rowsOf, sql } from '@shuttle/db';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface DriverRunRow {
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

/** What a stored scan answered: a scan outside its run's window is never stored (R18). */
export type StoredCheckInResult = Exclude<CheckInResultKind, 'outside_window'>;

export interface StoredCheckIn {
  clientId: string;
  result: StoredCheckInResult;
  rideId: number | null;
}

interface RunSqlRow {
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

const runColumns = sql`t.id, i.route_id, ro.code AS route_code, ro.name AS route_name,
  t.trip_date::text AS trip_date, to_char(i.departure_time, 'HH24:MI') AS departure_time, t.status,
  t.driver_id, v.id AS vehicle_id, v.registration_number, t.started_at, t.finished_at`;
const runJoins = sql`trip_days t JOIN itineraries i ON i.id = t.itinerary_id JOIN routes ro ON ro.id = i.route_id
  LEFT JOIN vehicles v ON v.id = t.vehicle_id`;

function toRun(row: RunSqlRow): DriverRunRow {
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

/** A driver's runs and the stored answers of their scans (ADR 160). */
export class DriverRepository {
  constructor(private readonly db: Executor) {}

  async runsOf(driverId: number, date: string): Promise<DriverRunRow[]> {
    const rows = await rowsOf<RunSqlRow>(
      this.db,
      sql`SELECT ${runColumns} FROM ${runJoins}
          WHERE t.driver_id = ${driverId} AND t.trip_date = ${date}::date
          ORDER BY i.departure_time, t.id`,
    );
    return rows.map(toRun);
  }

  async run(id: number, lock = false): Promise<DriverRunRow | undefined> {
    const rows = await rowsOf<RunSqlRow>(
      this.db,
      sql`SELECT ${runColumns} FROM ${runJoins} WHERE t.id = ${id} ${lock ? sql`FOR UPDATE OF t` : sql``}`,
    );
    return rows[0] && toRun(rows[0]);
  }

  async stopsOf(routeIds: number[]): Promise<Map<number, DriverRunStop[]>> {
    const stops = new Map<number, DriverRunStop[]>();
    if (routeIds.length === 0) return stops;
    const rows = await rowsOf<{
      route_id: number;
      id: number;
      name: string;
      position: number;
      minutes_from_start: number;
    }>(
      this.db,
      sql`SELECT rs.route_id, s.id, s.name, rs.position, rs.minutes_from_start
          FROM route_stops rs JOIN bus_stops s ON s.id = rs.stop_id
          WHERE rs.route_id IN (${sql.join(
            routeIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          ORDER BY rs.route_id, rs.position`,
    );
    for (const row of rows) {
      const list = stops.get(row.route_id) ?? [];
      list.push({
        id: row.id,
        name: row.name,
        position: row.position,
        minutes_from_start: row.minutes_from_start,
      });
      stops.set(row.route_id, list);
    }
    return stops;
  }

  async storedCheckIns(driverId: number, clientIds: string[]): Promise<Map<string, StoredCheckIn>> {
    const stored = new Map<string, StoredCheckIn>();
    if (clientIds.length === 0) return stored;
    const rows = await rowsOf<{ client_id: string; result: StoredCheckInResult; ride_id: number | null }>(
      this.db,
      sql`SELECT client_id::text AS client_id, result, ride_id FROM check_ins
          WHERE driver_id = ${driverId} AND client_id IN (${sql.join(
            clientIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    for (const row of rows) {
      stored.set(row.client_id, { clientId: row.client_id, result: row.result, rideId: row.ride_id });
    }
    return stored;
  }

  /** Stores a scan's answer; false when the same scan was stored first by another request. */
  async storeCheckIn(entry: {
    driverId: number;
    clientId: string;
    tripDayId: number;
    boardingCode: string;
    scannedAt: Date;
    result: StoredCheckInResult;
    rideId: number | null;
  }): Promise<boolean> {
    const rows = await rowsOf<{ client_id: string }>(
      this.db,
      sql`INSERT INTO check_ins (driver_id, client_id, trip_day_id, boarding_code, scanned_at, result, ride_id)
          VALUES (${entry.driverId}, ${entry.clientId}::uuid, ${entry.tripDayId}, ${entry.boardingCode},
                  ${entry.scannedAt.toISOString()}::timestamptz, ${entry.result}, ${entry.rideId})
          ON CONFLICT (driver_id, client_id) DO NOTHING RETURNING client_id`,
    );
    return rows.length === 1;
  }
}
