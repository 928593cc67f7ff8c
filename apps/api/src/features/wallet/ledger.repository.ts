import {
  and,
  corporateAllowances,
  type Executor,
  eq,
  gte,
  inArray,
  type LedgerAccount,
  type LedgerTransactionKind,
  ledgerEntries,
  ledgerTransactions,
  sql,
  wallets,
} from '@shuttle/db';

export interface NewLedgerTransaction {
  kind: LedgerTransactionKind;
  title: string;
  userId?: number | null | undefined;
  paymentReference?: string | null | undefined;
  bookingId?: number | null | undefined;
  refundOfId?: number | null | undefined;
  memo?: string | null | undefined;
  createdBy?: number | null | undefined;
}

export interface NewLedgerEntry {
  account: LedgerAccount;
  walletId?: number | undefined;
  amountKobo: number;
  balanceAfterKobo?: number | undefined;
}

/** The ledger's SQL. Only LedgerService uses it: nothing else writes money (issue "The ledger"). */
export class LedgerRepository {
  constructor(private readonly db: Executor) {}

  async personalWalletId(userId: number): Promise<number | undefined> {
    const [row] = await this.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId));
    return row?.id;
  }

  async companyWalletId(corporateId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.corporateId, corporateId));
    return row?.id;
  }

  async walletBalance(walletId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ balance: wallets.balanceKobo })
      .from(wallets)
      .where(eq(wallets.id, walletId));
    return row?.balance;
  }

  /** Adds to a wallet; the row stays locked until the transaction ends. */
  async addToWallet(walletId: number, amountKobo: number, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .update(wallets)
      .set({ balanceKobo: sql`${wallets.balanceKobo} + ${amountKobo}`, updatedAt: now })
      .where(eq(wallets.id, walletId))
      .returning({ balance: wallets.balanceKobo });
    return row?.balance;
  }

  /**
   * Takes from a wallet only if it holds enough, in one conditional UPDATE, so that concurrent
   * debits can never overdraw it (QUALITY.md R3). Undefined when the balance is short.
   */
  async takeFromWallet(walletId: number, amountKobo: number, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .update(wallets)
      .set({ balanceKobo: sql`${wallets.balanceKobo} - ${amountKobo}`, updatedAt: now })
      .where(and(eq(wallets.id, walletId), gte(wallets.balanceKobo, amountKobo)))
      .returning({ balance: wallets.balanceKobo });
    return row?.balance;
  }

  async insertTransaction(transaction: NewLedgerTransaction, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(ledgerTransactions)
      .values({ ...transaction, createdAt: now })
      .returning({ id: ledgerTransactions.id });
    if (!row) throw new Error('ledger transaction was not written');
    return row.id;
  }

  async insertEntries(transactionId: number, entries: NewLedgerEntry[], now: Date): Promise<void> {
    await this.db
      .insert(ledgerEntries)
      .values(entries.map((entry) => ({ ...entry, transactionId, createdAt: now })));
  }

  async findTransaction(id: number) {
    const [row] = await this.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id));
    return row;
  }

  async walletEntryOf(transactionId: number) {
    const [row] = await this.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.transactionId, transactionId),
          inArray(ledgerEntries.account, ['rider_wallet', 'company_wallet']),
        ),
      );
    return row;
  }

  /** What was already given back of a booking debit. */
  async refundedOf(debitTransactionId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountKobo}), 0)::bigint` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerTransactions.refundOfId, debitTransactionId),
          sql`${ledgerEntries.walletId} IS NOT NULL`,
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** The member's allowance row, locked so that one member's company debits run one at a time. */
  async lockAllowance(userId: number) {
    const [row] = await this.db
      .select()
      .from(corporateAllowances)
      .where(eq(corporateAllowances.userId, userId))
      .for('update');
    return row;
  }

  async findAllowance(userId: number) {
    const [row] = await this.db
      .select()
      .from(corporateAllowances)
      .where(eq(corporateAllowances.userId, userId));
    return row;
  }

  /** Net company money a member spent on bookings since `since` (refunds give it back). */
  async companySpentBy(walletId: number, userId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountKobo}), 0)::bigint` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.walletId, walletId),
          eq(ledgerTransactions.userId, userId),
          inArray(ledgerTransactions.kind, ['booking', 'refund']),
          gte(ledgerTransactions.createdAt, since),
        ),
      );
    return Math.max(0, -Number(row?.total ?? 0));
  }
}
