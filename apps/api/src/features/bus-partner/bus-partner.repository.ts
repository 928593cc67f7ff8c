import { type Executor, rowsOf, sql } from '@shuttle/db';

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

/**
 * The SQL of the bus partners' portal: the company and the fleet, read through
 * `vehicles.bus_partner_id = me`. Runs, drivers and earnings are the runs feature's, read
 * through the run's own `trip_days.bus_partner_id = me` (`RunsService.partnerRuns`).
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
}
