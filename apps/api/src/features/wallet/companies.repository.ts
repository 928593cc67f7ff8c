import {
  and,
  asc,
  corporateAllowances,
  corporates,
  count,
  type Executor,
  eq,
  ilike,
  rowsOf,
  sql,
  users,
  wallets,
} from '@shuttle/db';

export interface CompanyRow {
  id: number;
  name: string;
  balanceKobo: number;
  memberCount: number;
  createdAt: Date;
}

export interface MemberRow {
  id: number;
  fname: string;
  lname: string;
  email: string;
  verifiedAt: Date | null;
  allowanceKobo: number | null;
  allowancePeriod: 'week' | 'month' | null;
}

export interface SpendingRow {
  month: string;
  userId: number;
  fname: string;
  lname: string;
  email: string;
  bookings: number;
  spentKobo: number;
}

const memberCount = sql<number>`(SELECT count(*)::int FROM users m WHERE m.corporate_id = ${corporates.id})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Companies, their wallet and their members as the operators' console reads and changes them
 * (docs/decisions/187-promo-codes-and-companies.md). A member is a rider whose
 * `users.corporate_id` names the company; the allowance row says what they may spend.
 */
export class CompaniesRepository {
  constructor(private readonly db: Executor) {}

  /** The company and its wallet, made together. */
  async create(name: string, now: Date): Promise<CompanyRow> {
    const [company] = await this.db
      .insert(corporates)
      .values({ name, createdAt: now, updatedAt: now })
      .returning();
    if (!company) throw new Error('company insert returned no row');
    await this.db.insert(wallets).values({ corporateId: company.id, createdAt: now, updatedAt: now });
    return {
      id: company.id,
      name: company.name,
      balanceKobo: 0,
      memberCount: 0,
      createdAt: company.createdAt,
    };
  }

  async page(query: { page: number; limit: number; q?: string | undefined }) {
    const where = query.q ? ilike(corporates.name, `%${escapeLike(query.q)}%`) : undefined;
    const rows: CompanyRow[] = await this.db
      .select({
        id: corporates.id,
        name: corporates.name,
        balanceKobo: wallets.balanceKobo,
        memberCount,
        createdAt: corporates.createdAt,
      })
      .from(corporates)
      .innerJoin(wallets, eq(wallets.corporateId, corporates.id))
      .where(where)
      .orderBy(asc(corporates.name), asc(corporates.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [total] = await this.db.select({ value: count() }).from(corporates).where(where);
    return {
      rows: rows.map((row) => ({ ...row, memberCount: Number(row.memberCount) })),
      total: total?.value ?? 0,
    };
  }

  async find(id: number): Promise<CompanyRow | undefined> {
    const [row] = await this.db
      .select({
        id: corporates.id,
        name: corporates.name,
        balanceKobo: wallets.balanceKobo,
        memberCount,
        createdAt: corporates.createdAt,
      })
      .from(corporates)
      .innerJoin(wallets, eq(wallets.corporateId, corporates.id))
      .where(eq(corporates.id, id));
    return row && { ...row, memberCount: Number(row.memberCount) };
  }

  async membersPage(corporateId: number, page: number, limit: number, userId?: number) {
    const where = and(
      eq(users.corporateId, corporateId),
      userId === undefined ? undefined : eq(users.id, userId),
    );
    const rows: MemberRow[] = await this.db
      .select({
        id: users.id,
        fname: users.fname,
        lname: users.lname,
        email: users.email,
        verifiedAt: users.verifiedAt,
        allowanceKobo: corporateAllowances.amountKobo,
        allowancePeriod: corporateAllowances.period,
      })
      .from(users)
      .leftJoin(
        corporateAllowances,
        and(eq(corporateAllowances.userId, users.id), eq(corporateAllowances.corporateId, corporateId)),
      )
      .where(where)
      .orderBy(asc(users.lname), asc(users.fname), asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db.select({ value: count() }).from(users).where(where);
    return { rows, total: total?.value ?? 0 };
  }

  /** A former member's allowance goes with the membership. */
  async dropAllowance(userId: number, corporateId: number): Promise<void> {
    await this.db
      .delete(corporateAllowances)
      .where(and(eq(corporateAllowances.userId, userId), eq(corporateAllowances.corporateId, corporateId)));
  }

  /**
   * Net company-wallet money per member and Lagos month (bookings less their refunds), newest
   * month first, read from the ledger entries on the company's wallet.
   */
  async spending(corporateId: number, page: number, limit: number) {
    const rows = await rowsOf<{
      month: string;
      user_id: number;
      fname: string;
      lname: string;
      email: string;
      bookings: number;
      spent: string | number;
      total: number;
    }>(
      this.db,
      sql`WITH spent AS (
            SELECT to_char((t.created_at AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM') AS month,
                   t.user_id,
                   count(DISTINCT t.id) FILTER (WHERE t.kind = 'booking')::int AS bookings,
                   -sum(e.amount_kobo) AS spent
            FROM ledger_entries e
            JOIN ledger_transactions t ON t.id = e.transaction_id
            JOIN wallets w ON w.id = e.wallet_id
            WHERE w.corporate_id = ${corporateId} AND t.kind IN ('booking', 'refund') AND t.user_id IS NOT NULL
            GROUP BY 1, 2
          )
          SELECT spent.month, spent.user_id, u.fname, u.lname, u.email, spent.bookings,
                 spent.spent::bigint AS spent, count(*) OVER ()::int AS total
          FROM spent JOIN users u ON u.id = spent.user_id
          ORDER BY spent.month DESC, u.lname, u.fname, spent.user_id
          LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page > 1) total = await this.spendingRows(corporateId);
    return {
      rows: rows.map(
        (row): SpendingRow => ({
          month: row.month,
          userId: row.user_id,
          fname: row.fname,
          lname: row.lname,
          email: row.email,
          bookings: Number(row.bookings),
          spentKobo: Number(row.spent),
        }),
      ),
      total,
    };
  }

  /** How many member-months a company's spending has (for a page past the end). */
  private async spendingRows(corporateId: number): Promise<number> {
    const rows = await rowsOf<{
      total: number;
    }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM (
            SELECT DISTINCT to_char((t.created_at AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM'), t.user_id
            FROM ledger_entries e
            JOIN ledger_transactions t ON t.id = e.transaction_id
            JOIN wallets w ON w.id = e.wallet_id
            WHERE w.corporate_id = ${corporateId} AND t.kind IN ('booking', 'refund') AND t.user_id IS NOT NULL
          ) AS months`,
    );
    return Number(rows[0]?.total ?? 0);
  }
}
