import { type Executor, integerArray, rowsOf, sql } from '@shuttle/db';

/** What a rider is told of the bus coming for them (docs/notices.md): never the driver's surname or phone. */
export interface RunBus {
  plate: string;
  brand: string;
  model: string;
  /** Null for a vehicle whose colour was never recorded. */
  colour: string | null;
  driverFirstName: string;
}

/** The vehicle and driver of runs that have both; a run missing either is absent. */
export class RunBusRepository {
  constructor(private readonly db: Executor) {}

  async busesOf(runIds: number[]): Promise<Map<number, RunBus>> {
    if (runIds.length === 0) return new Map();
    const rows = await rowsOf<{
      id: number;
      registration_number: string;
      brand: string;
      model: string;
      colour: string | null;
      fname: string;
    }>(
      this.db,
      sql`SELECT t.id, v.registration_number, v.brand, v.model, v.colour, d.fname
          FROM trip_days t
          JOIN vehicles v ON v.id = t.vehicle_id
          JOIN users d ON d.id = t.driver_id
          WHERE t.id = ANY(${integerArray(runIds)}::int[])`,
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          plate: row.registration_number,
          brand: row.brand,
          model: row.model,
          colour: row.colour,
          driverFirstName: row.fname,
        },
      ]),
    );
  }
}
