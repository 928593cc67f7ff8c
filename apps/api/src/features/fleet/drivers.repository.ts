import {
  and,
  asc,
  count,
  driverLicences,
  type Executor,
  eq,
  ilike,
  or,
  rideRatings,
  sql,
  tripDays,
  users,
} from '@shuttle/db';

export interface DriverRow {
  id: number;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  verifiedAt: Date | null;
  disabledAt: Date | null;
  licenceExpiresOn: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  runsThisWeek: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`);

/**
 * The SQL of the drivers page. The licence table is this feature's own; users, ratings and runs
 * are read only, each written by its own feature (accounts, ratings, runs).
 */
export class DriversRepository {
  constructor(private readonly db: Executor) {}

  async page(filter: {
    page: number;
    limit: number;
    q?: string;
    id?: number;
    week: { from: string; to: string };
  }) {
    const isDriver =
      filter.id === undefined
        ? eq(users.role, 'driver')
        : and(eq(users.role, 'driver'), eq(users.id, filter.id));
    const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
    const where = pattern
      ? and(
          isDriver,
          or(
            ilike(sql`${users.fname} || ' ' || ${users.lname}`, pattern),
            ilike(users.email, pattern),
            ilike(users.phone, pattern),
          ),
        )
      : isDriver;
    // A called-off run is no run driven: cancelled and missed ones are left out of the week.
    const rows = await this.db
      .select({
        id: users.id,
        fname: users.fname,
        lname: users.lname,
        email: users.email,
        phone: users.phone,
        verifiedAt: users.verifiedAt,
        disabledAt: users.disabledAt,
        licenceExpiresOn: driverLicences.expiresOn,
        ratingAverage: sql<
          number | null
        >`(SELECT avg(${rideRatings.stars}) FROM ${rideRatings} WHERE ${rideRatings.driverId} = ${users.id})`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
        ratingCount:
          sql<number>`(SELECT count(*) FROM ${rideRatings} WHERE ${rideRatings.driverId} = ${users.id})`.mapWith(
            Number,
          ),
        runsThisWeek: sql<number>`(SELECT count(*) FROM ${tripDays} WHERE ${tripDays.driverId} = ${users.id}
          AND ${tripDays.tripDate} BETWEEN ${filter.week.from} AND ${filter.week.to}
          AND ${tripDays.status} NOT IN ('cancelled', 'missed'))`.mapWith(Number),
      })
      .from(users)
      .leftJoin(driverLicences, eq(driverLicences.driverId, users.id))
      .where(where)
      .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [total] = await this.db.select({ value: count() }).from(users).where(where);
    return { rows: rows as DriverRow[], total: total?.value ?? 0 };
  }

  /** Locks the driver's account row, so two operators' changes queue; undefined if not a driver. */
  async lockDriver(id: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'driver')))
      .for('update');
    return row?.id;
  }

  async licenceOf(driverId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ expiresOn: driverLicences.expiresOn })
      .from(driverLicences)
      .where(eq(driverLicences.driverId, driverId));
    return row?.expiresOn ?? null;
  }

  async setLicence(driverId: number, expiresOn: string | null, now: Date): Promise<void> {
    if (expiresOn === null) {
      await this.db.delete(driverLicences).where(eq(driverLicences.driverId, driverId));
      return;
    }
    await this.db
      .insert(driverLicences)
      .values({ driverId, expiresOn, updatedAt: now })
      .onConflictDoUpdate({ target: driverLicences.driverId, set: { expiresOn, updatedAt: now } });
  }
}
