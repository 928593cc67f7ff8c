import type { CheckInResultKind, DriverRunStop } from '@shuttle/contracts';
import { type Executor, rowsOf, sql } from '@shuttle/db';

/** What a stored scan answered: a scan outside its run's window is never stored (R18). */
export type StoredCheckInResult = Exclude<CheckInResultKind, 'outside_window'>;

export interface StoredCheckIn {
  clientId: string;
  result: StoredCheckInResult;
  rideId: number | null;
}

/**
 * The stops of a driver's routes and the stored answers of their scans (ADR 160); the runs
 * themselves are the runs feature's (`RunsService.runsOfDriver`, `summary`).
 */
export class DriverRepository {
  constructor(private readonly db: Executor) {}

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
    boardingCode: string | null;
    cardNumber: string | null;
    scannedAt: Date;
    result: StoredCheckInResult;
    rideId: number | null;
  }): Promise<boolean> {
    const rows = await rowsOf<{ client_id: string }>(
      this.db,
      sql`INSERT INTO check_ins (driver_id, client_id, trip_day_id, boarding_code, card_number, scanned_at, result, ride_id)
          VALUES (${entry.driverId}, ${entry.clientId}::uuid, ${entry.tripDayId}, ${entry.boardingCode}, ${entry.cardNumber},
                  ${entry.scannedAt.toISOString()}::timestamptz, ${entry.result}, ${entry.rideId})
          ON CONFLICT (driver_id, client_id) DO NOTHING RETURNING client_id`,
    );
    return rows.length === 1;
  }
}
