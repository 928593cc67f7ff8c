import { asc, count, type Executor, eq, ilike, or, users, type VehicleRow, vehicles } from '@shuttle/db';

export type VehicleValues = Omit<
  typeof vehicles.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'trackerIdHash'
>;
export interface VehicleWithOwner {
  vehicle: VehicleRow;
  owner: { id: number; fname: string; lname: string; email: string } | null;
}

const owner = { id: users.id, fname: users.fname, lname: users.lname, email: users.email };

/** The SQL of vehicles and their GPS trackers. */
export class VehiclesRepository {
  constructor(private readonly db: Executor) {}

  async page(filter: { page: number; limit: number; q?: string }) {
    const where = filter.q
      ? or(
          ilike(vehicles.registrationNumber, `%${filter.q.replace(/[\\%_]/g, (found) => `\\${found}`)}%`),
          ilike(vehicles.brand, `%${filter.q.replace(/[\\%_]/g, (found) => `\\${found}`)}%`),
        )
      : undefined;
    const rows = await this.db
      .select({ vehicle: vehicles, owner })
      .from(vehicles)
      .leftJoin(users, eq(users.id, vehicles.busPartnerId))
      .where(where)
      .orderBy(asc(vehicles.registrationNumber))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [total] = await this.db.select({ value: count() }).from(vehicles).where(where);
    return { rows: rows as VehicleWithOwner[], total: total?.value ?? 0 };
  }

  async one(id: number, lock = false): Promise<VehicleWithOwner | undefined> {
    const query = this.db
      .select({ vehicle: vehicles, owner })
      .from(vehicles)
      .leftJoin(users, eq(users.id, vehicles.busPartnerId))
      .where(eq(vehicles.id, id));
    const [row] = lock ? await query.for('update', { of: vehicles }) : await query;
    return row as VehicleWithOwner | undefined;
  }

  async idByRegistration(registrationNumber: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.registrationNumber, registrationNumber));
    return row?.id;
  }

  async insert(values: VehicleValues, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(vehicles)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: vehicles.id });
    if (!row) throw new Error('vehicle was not written');
    return row.id;
  }

  async update(id: number, values: Partial<VehicleValues>, now: Date): Promise<void> {
    await this.db
      .update(vehicles)
      .set({ ...values, updatedAt: now })
      .where(eq(vehicles.id, id));
  }

  async setTracker(id: number, trackerIdHash: string, now: Date): Promise<void> {
    await this.db.update(vehicles).set({ trackerIdHash, updatedAt: now }).where(eq(vehicles.id, id));
  }

  async byTrackerHash(trackerIdHash: string): Promise<VehicleRow | undefined> {
    const [row] = await this.db.select().from(vehicles).where(eq(vehicles.trackerIdHash, trackerIdHash));
    return row;
  }

  /** Every bus partner, by name: the owners a vehicle can be assigned to (a short list). */
  busPartners() {
    return this.db
      .select(owner)
      .from(users)
      .where(eq(users.role, 'bus_partner'))
      .orderBy(asc(users.fname), asc(users.lname));
  }

  async userRole(userId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    return row?.role;
  }
}
