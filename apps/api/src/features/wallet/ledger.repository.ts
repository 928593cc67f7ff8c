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
  rowsOf,
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

/** One Lagos day of the ledger as the daily report reads it. */
export interface DailyLedgerTotals {
  date: string;
  revenueKobo: number;
  refundsKobo: number;
  topUpsKobo: number;
}

export interface NewLedgerEntry {
  account: LedgerAccount;
  walletId?: number | undefined;
  amountKobo: number;
  balanceAfterKobo?: number | undefined;
}

const entriesJson = (entries: NewLedgerEntry[]) =>
  JSON.stringify(
    entries.map((entry, ord) => ({
      ord,
      account: entry.account,
      wallet_id: entry.walletId ?? null,
      amount_kobo: entry.amountKobo,
      balance_after_kobo: entry.balanceAfterKobo ?? null,
    })),
  );

/** The ledger's SQL. Only LedgerService uses it: nothing else writes money (issue "The ledger"). */
export class LedgerRepository {
  constructor(private readonly db: Executor) {}

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
   * Writes one ledger transaction and its entries in one statement (a data-modifying CTE), so
   * that a money movement costs one round trip to the database instead of two. The entries
   * are written in the order given.
   */
  async insertTransactionWithEntries(
    transaction: NewLedgerTransaction,
    entries: NewLedgerEntry[],
    now: Date,
  ): Promise<number> {
    const at = now.toISOString();
    const [row] = await rowsOf<{ id: number }>(
      this.db,
      sql`WITH t AS (
            INSERT INTO ledger_transactions
              (kind, title, user_id, payment_reference, booking_id, refund_of_id, memo, created_by, created_at)
            VALUES (${transaction.kind}, ${transaction.title}, ${transaction.userId ?? null}::int,
              ${transaction.paymentReference ?? null}::text, ${transaction.bookingId ?? null}::int,
              ${transaction.refundOfId ?? null}::bigint, ${transaction.memo ?? null}::text,
              ${transaction.createdBy ?? null}::int, ${at}::timestamptz)
            RETURNING id
          ), e AS (
            INSERT INTO ledger_entries (transaction_id, account, wallet_id, amount_kobo, balance_after_kobo, created_at)
            SELECT t.id, x.account, x.wallet_id, x.amount_kobo, x.balance_after_kobo, ${at}::timestamptz
            FROM t, json_to_recordset(${entriesJson(entries)}::json)
              AS x(ord int, account text, wallet_id int, amount_kobo bigint, balance_after_kobo bigint)
            ORDER BY x.ord
          )
          SELECT id FROM t`,
    );
    if (!row) throw new Error('ledger transaction was not written');
    return Number(row.id);
  }

  /**
   * A booking debit in one statement: takes `amountKobo` from the wallet only if it holds
   * enough, in one conditional UPDATE, so that concurrent debits can never overdraw it (docs/reliability.md#r3), and only then writes
   * the ledger transaction with the wallet entry (carrying the balance the UPDATE returned)
   * and the revenue entry. Undefined, with nothing written, when the wallet is short or
   * missing. The wallet is the rider's own (`userId`) or a given one (`walletId`).
   */
  async debitWallet(
    wallet: { userId: number } | { walletId: number },
    debit: {
      account: LedgerAccount;
      counterAccount: LedgerAccount;
      amountKobo: number;
      /** Paid by the promotions account beside the wallet; the counter account earns both. */
      discountKobo: number;
      transaction: NewLedgerTransaction;
    },
    now: Date,
  ): Promise<{ walletId: number; balance: number; transactionId: number } | undefined> {
    const at = now.toISOString();
    const { transaction, amountKobo, discountKobo } = debit;
    const whichWallet =
      'userId' in wallet ? sql`user_id = ${wallet.userId}::int` : sql`id = ${wallet.walletId}::int`;
    const [row] = await rowsOf<{ wallet_id: number; balance_kobo: number; transaction_id: number }>(
      this.db,
      sql`WITH w AS (
            UPDATE wallets SET balance_kobo = balance_kobo - ${amountKobo}::bigint, updated_at = ${at}::timestamptz
            WHERE ${whichWallet} AND balance_kobo >= ${amountKobo}::bigint
            RETURNING id, balance_kobo
          ), t AS (
            INSERT INTO ledger_transactions (kind, title, user_id, booking_id, memo, created_by, created_at)
            SELECT ${transaction.kind}, ${transaction.title}, ${transaction.userId ?? null}::int,
              ${transaction.bookingId ?? null}::int, ${transaction.memo ?? null}::text,
              ${transaction.createdBy ?? null}::int, ${at}::timestamptz
            FROM w
            RETURNING id
          ), e AS (
            INSERT INTO ledger_entries (transaction_id, account, wallet_id, amount_kobo, balance_after_kobo, created_at)
            SELECT t.id, x.account, x.wallet_id, x.amount_kobo, x.balance_after_kobo, ${at}::timestamptz
            FROM t CROSS JOIN w CROSS JOIN LATERAL (VALUES
              (1, ${debit.account}::text, w.id, -${amountKobo}::bigint, w.balance_kobo),
              (2, 'promotions', NULL::int, -${discountKobo}::bigint, NULL::bigint),
              (3, ${debit.counterAccount}::text, NULL::int, ${amountKobo + discountKobo}::bigint, NULL::bigint)
            ) AS x(ord, account, wallet_id, amount_kobo, balance_after_kobo)
            WHERE x.amount_kobo <> 0
            ORDER BY x.ord
          )
          SELECT w.id AS wallet_id, w.balance_kobo, t.id AS transaction_id FROM w, t`,
    );
    if (!row) return undefined;
    return {
      walletId: row.wallet_id,
      balance: Number(row.balance_kobo),
      transactionId: Number(row.transaction_id),
    };
  }

  async findTransaction(id: number) {
    const [row] = await this.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id));
    return row;
  }

  entriesOf(transactionId: number) {
    return this.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));
  }

  /** What was already given back of a booking debit: to the wallet, and to promotions. */
  async refundedOf(debitTransactionId: number): Promise<{ walletKobo: number; promotionsKobo: number }> {
    const [row] = await this.db
      .select({
        wallet: sql<number>`coalesce(sum(${ledgerEntries.amountKobo}) FILTER (WHERE ${ledgerEntries.walletId} IS NOT NULL), 0)::bigint`,
        promotions: sql<number>`coalesce(sum(${ledgerEntries.amountKobo}) FILTER (WHERE ${ledgerEntries.account} = 'promotions'), 0)::bigint`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.refundOfId, debitTransactionId));
    return { walletKobo: Number(row?.wallet ?? 0), promotionsKobo: Number(row?.promotions ?? 0) };
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
  /**
   * Per Lagos day from `from` to `to`: fares booked (what fare revenue received), refunds (what
   * the refunds account gave back) and top-ups (what payments clearing credited to wallets),
   * read from the entries themselves so the report reconciles with the ledger (ADR 185).
   */
  async dailyTotals(from: string, to: string): Promise<DailyLedgerTotals[]> {
    const rows = await rowsOf<{
      date: string;
      revenue: string | number;
      refunds: string | number;
      top_ups: string | number;
    }>(
      this.db,
      sql`WITH days AS (
            SELECT day::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS day
          ),
          moved AS (
            SELECT ((t.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date AS day,
                   coalesce(sum(e.amount_kobo) FILTER (WHERE t.kind = 'booking' AND e.account = 'fare_revenue'), 0) AS revenue,
                   coalesce(-sum(e.amount_kobo) FILTER (WHERE t.kind = 'refund' AND e.account = 'refunds'), 0) AS refunds,
                   coalesce(-sum(e.amount_kobo) FILTER (WHERE t.kind = 'top_up' AND e.account = 'payments_clearing'), 0) AS top_ups
            FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
            WHERE t.kind IN ('booking', 'refund', 'top_up')
              AND t.created_at >= (${from}::date - interval '1 hour') AT TIME ZONE 'UTC'
              AND t.created_at < (${to}::date + interval '23 hours') AT TIME ZONE 'UTC'
            GROUP BY 1
          )
          SELECT days.day::text AS date,
                 coalesce(moved.revenue, 0)::bigint AS revenue,
                 coalesce(moved.refunds, 0)::bigint AS refunds,
                 coalesce(moved.top_ups, 0)::bigint AS top_ups
          FROM days LEFT JOIN moved ON moved.day = days.day
          ORDER BY days.day`,
    );
    return rows.map((row) => ({
      date: row.date,
      revenueKobo: Number(row.revenue),
      refundsKobo: Number(row.refunds),
      topUpsKobo: Number(row.top_ups),
    }));
  }
}
