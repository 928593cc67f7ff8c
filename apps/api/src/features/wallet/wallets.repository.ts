import {
  and,
  asc,
  corporateAllowances,
  corporates,
  desc,
  type Executor,
  eq,
  ledgerEntries,
  ledgerTransactions,
  type User,
  users,
  wallets,
} from '@shuttle/db';

export interface WalletBalances {
  balance_kobo: number;
  company_balance_kobo: number | null;
}

export interface HistoryRow {
  id: number;
  amountKobo: number;
  balanceAfterKobo: number | null;
  title: string;
  paymentReference: string | null;
  bookingId: number | null;
  createdAt: Date;
}

export class WalletsRepository {
  constructor(private readonly db: Executor) {}

  async openPersonal(userId: number): Promise<void> {
    await this.db.insert(wallets).values({ userId });
  }

  /**
   * The rider's balance, and the company's only for a member an operator gave an allowance in
   * it: belonging to a corporate (the She Moves programme's sign-ups) shows nothing (docs/decisions/032).
   */
  async balancesOf(user: { id: number; corporateId: number | null }): Promise<WalletBalances> {
    const personal = await this.personalWallet(user.id);
    return {
      balance_kobo: personal?.balanceKobo ?? 0,
      company_balance_kobo: await this.companyBalanceOf(user),
    };
  }

  /**
   * A user with their own wallet's id and balance, in one read: the wallet answer carries the
   * user's profile beside the balance (docs/decisions/224). The wallet is undefined for a user
   * without one; the result is undefined for no such user.
   */
  async ownerWithWallet(
    userId: number,
  ): Promise<{ user: User; wallet: { id: number; balanceKobo: number } | undefined } | undefined> {
    const [row] = await this.db
      .select({ user: users, walletId: wallets.id, balanceKobo: wallets.balanceKobo })
      .from(users)
      .leftJoin(wallets, eq(wallets.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return undefined;
    const { user, walletId, balanceKobo } = row;
    return {
      user,
      wallet: walletId === null || balanceKobo === null ? undefined : { id: walletId, balanceKobo },
    };
  }

  /** The rider's own wallet, its id and balance in one read. */
  async personalWallet(userId: number): Promise<{ id: number; balanceKobo: number } | undefined> {
    const [row] = await this.db
      .select({ id: wallets.id, balanceKobo: wallets.balanceKobo })
      .from(wallets)
      .where(eq(wallets.userId, userId));
    return row;
  }

  /** The company wallet's balance for a member with an allowance in it; null for anyone else. */
  async companyBalanceOf(user: { id: number; corporateId: number | null }): Promise<number | null> {
    if (user.corporateId === null) return null;
    const [company] = await this.db
      .select({ balance: wallets.balanceKobo })
      .from(wallets)
      .innerJoin(
        corporateAllowances,
        and(
          eq(corporateAllowances.corporateId, wallets.corporateId),
          eq(corporateAllowances.userId, user.id),
        ),
      )
      .where(eq(wallets.corporateId, user.corporateId));
    return company?.balance ?? null;
  }

  async hasAllowance(userId: number, corporateId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: corporateAllowances.userId })
      .from(corporateAllowances)
      .where(and(eq(corporateAllowances.userId, userId), eq(corporateAllowances.corporateId, corporateId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * A wallet's ledger lines, newest first, and how many it has in all: one statement, whose rows
   * each carry the count, a subquery Postgres runs once (docs/decisions/223). A count over the
   * page's own rows (`count(*) over ()`) would join every line of the wallet to its transaction
   * before the page is cut. Only a page past the last line, which has no row to carry the count,
   * costs a second read.
   */
  async history(
    walletId: number,
    page: number,
    limit: number,
  ): Promise<{ rows: HistoryRow[]; total: number }> {
    // Drizzle's count, as a subquery of the page's statement (counted once) or on its own.
    const linesInAll = this.db.$count(ledgerEntries, eq(ledgerEntries.walletId, walletId));
    const counted = await this.db
      .select({
        id: ledgerEntries.id,
        amountKobo: ledgerEntries.amountKobo,
        balanceAfterKobo: ledgerEntries.balanceAfterKobo,
        title: ledgerTransactions.title,
        paymentReference: ledgerTransactions.paymentReference,
        bookingId: ledgerTransactions.bookingId,
        createdAt: ledgerEntries.createdAt,
        total: linesInAll,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerEntries.walletId, walletId))
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const rows = counted.map(({ total: _total, ...row }) => row);
    if (counted[0]) return { rows, total: counted[0].total };
    if (page === 1) return { rows, total: 0 };
    return { rows, total: await linesInAll };
  }

  async corporate(corporateId: number) {
    const [row] = await this.db
      .select({ id: corporates.id, name: corporates.name, balanceKobo: wallets.balanceKobo })
      .from(corporates)
      .innerJoin(wallets, eq(wallets.corporateId, corporates.id))
      .where(eq(corporates.id, corporateId));
    return row;
  }

  async members(corporateId: number) {
    return this.db
      .select({ id: users.id, fname: users.fname, lname: users.lname, email: users.email })
      .from(users)
      .where(eq(users.corporateId, corporateId))
      .orderBy(asc(users.id));
  }

  async setAllowance(
    allowance: {
      userId: number;
      corporateId: number;
      amountKobo: number;
      period: 'week' | 'month';
      setBy: number;
    },
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(corporateAllowances)
      .values({ ...allowance, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: corporateAllowances.userId,
        set: {
          corporateId: allowance.corporateId,
          amountKobo: allowance.amountKobo,
          period: allowance.period,
          setBy: allowance.setBy,
          updatedAt: now,
        },
      });
  }
}
