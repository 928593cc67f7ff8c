import {
  and,
  asc,
  corporates,
  count,
  type Executor,
  eq,
  ilike,
  isNotNull,
  or,
  type SQL,
  sql,
  users,
  wallets,
} from '@shuttle/db';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`);

const columns = {
  id: users.id,
  fname: users.fname,
  lname: users.lname,
  email: users.email,
  phone: users.phone,
  role: users.role,
  verifiedAt: users.verifiedAt,
  createdAt: users.createdAt,
  balanceKobo: sql<number>`coalesce(${wallets.balanceKobo}, 0)`.mapWith(Number),
  corporateId: users.corporateId,
  corporateName: corporates.name,
};

/** Users as the console finds them: by name, email or phone, with their personal balance. */
export class RidersAdminRepository {
  constructor(private readonly db: Executor) {}

  private matching(q: string | undefined): SQL | undefined {
    if (!q) return undefined;
    const pattern = `%${escapeLike(q)}%`;
    const digits = q.replace(/\D/g, '');
    return or(
      ilike(sql`${users.fname} || ' ' || ${users.lname}`, pattern),
      ilike(users.email, pattern),
      digits.length >= 4
        ? sql`regexp_replace(${users.phone}, '\\D', '', 'g') LIKE ${`%${digits}%`}`
        : undefined,
    );
  }

  async page(filter: { page: number; limit: number; q?: string }) {
    const where = this.matching(filter.q);
    const rows = await this.db
      .select(columns)
      .from(users)
      .leftJoin(wallets, and(eq(wallets.userId, users.id), isNotNull(wallets.userId)))
      .leftJoin(corporates, eq(corporates.id, users.corporateId))
      .where(where)
      .orderBy(asc(users.lname), asc(users.fname), asc(users.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [total] = await this.db.select({ value: count() }).from(users).where(where);
    return { rows, total: total?.value ?? 0 };
  }

  async one(id: number) {
    const [row] = await this.db
      .select(columns)
      .from(users)
      .leftJoin(wallets, eq(wallets.userId, users.id))
      .leftJoin(corporates, eq(corporates.id, users.corporateId))
      .where(eq(users.id, id));
    return row;
  }
}
