import {
  and,
  asc,
  type Executor,
  eq,
  gte,
  ledgerEntries,
  ledgerTransactions,
  lt,
  sql,
  wallets,
} from '@shuttle/db';

export interface StatementEntry {
  id: number;
  amountKobo: number;
  title: string;
  paymentReference: string | null;
  bookingId: number | null;
  createdAt: Date;
}

/** The wallet lines a statement reads; the ledger's tables belong to the wallet feature. */
export class StatementsRepository {
  constructor(private readonly db: Executor) {}

  /** What the wallet held at `before`: every entry until then, summed. */
  async balanceBefore(walletId: number, before: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string | number>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.walletId, walletId), lt(ledgerEntries.createdAt, before)));
    return Number(row?.total ?? 0);
  }

  /** The wallet's entries from `from` until before `until`, oldest first, with their transactions' words. */
  entries(walletId: number, from: Date, until: Date): Promise<StatementEntry[]> {
    return this.db
      .select({
        id: ledgerEntries.id,
        amountKobo: ledgerEntries.amountKobo,
        title: ledgerTransactions.title,
        paymentReference: ledgerTransactions.paymentReference,
        bookingId: ledgerTransactions.bookingId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.walletId, walletId),
          gte(ledgerEntries.createdAt, from),
          lt(ledgerEntries.createdAt, until),
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  }

  /** A member's own movements of their company's wallet (bookings on the allowance, refunds). */
  memberEntries(companyWalletId: number, userId: number, from: Date, until: Date): Promise<StatementEntry[]> {
    return this.db
      .select({
        id: ledgerEntries.id,
        amountKobo: ledgerEntries.amountKobo,
        title: ledgerTransactions.title,
        paymentReference: ledgerTransactions.paymentReference,
        bookingId: ledgerTransactions.bookingId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.walletId, companyWalletId),
          eq(ledgerTransactions.userId, userId),
          gte(ledgerEntries.createdAt, from),
          lt(ledgerEntries.createdAt, until),
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  }

  /** The company's wallet id. */
  async companyWalletId(corporateId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.corporateId, corporateId));
    return row?.id;
  }
}
