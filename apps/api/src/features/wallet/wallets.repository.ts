import {
  and,
  asc,
  corporateAllowances,
  corporates,
  count,
  desc,
  type Executor,
  eq,
  ledgerEntries,
  ledgerTransactions,
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

  /**
   * The rider's balance, and the company's only for a member an operator gave an allowance in
   * it: belonging to a corporate (the She Moves programme's sign-ups) shows nothing (docs/decisions/032).
   */
  async balancesOf(user: { id: number; corporateId: number | null }): Promise<WalletBalances> {
    const [personal] = await this.db
      .select({ balance: wallets.balanceKobo })
      .from(wallets)
      .where(eq(wallets.userId, user.id));
    let company: { balance: number } | undefined;
    if (user.corporateId !== null) {
      [company] = await this.db
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
    }
    return { balance_kobo: personal?.balance ?? 0, company_balance_kobo: company?.balance ?? null };
  }

  async hasAllowance(userId: number, corporateId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: corporateAllowances.userId })
      .from(corporateAllowances)
      .where(and(eq(corporateAllowances.userId, userId), eq(corporateAllowances.corporateId, corporateId)))
      .limit(1);
    return row !== undefined;
  }

  /** A wallet's ledger lines, newest first. */
  async history(
    walletId: number,
    page: number,
    limit: number,
  ): Promise<{ rows: HistoryRow[]; total: number }> {
    const rows = await this.db
      .select({
        id: ledgerEntries.id,
        amountKobo: ledgerEntries.amountKobo,
        balanceAfterKobo: ledgerEntries.balanceAfterKobo,
        title: ledgerTransactions.title,
        paymentReference: ledgerTransactions.paymentReference,
        bookingId: ledgerTransactions.bookingId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerEntries.walletId, walletId))
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await this.db
      .select({ total: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletId, walletId));
    return { rows, total: counted?.total ?? 0 };
  }

  async personalWalletId(userId: number): Promise<number | undefined> {
    const [row] = await this.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId));
    return row?.id;
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
