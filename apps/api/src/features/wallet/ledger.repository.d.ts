import { type Executor, type LedgerAccount, type LedgerTransactionKind } from '@shuttle/db';
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
export declare class LedgerRepository {
  private readonly db;
  constructor(db: Executor);
  personalWalletId(userId: number): Promise<number | undefined>;
  companyWalletId(corporateId: number): Promise<number | undefined>;
  walletBalance(walletId: number): Promise<number | undefined>;
  /** Adds to a wallet; the row stays locked until the transaction ends. */
  addToWallet(walletId: number, amountKobo: number, now: Date): Promise<number | undefined>;
  /**
   * Takes from a wallet only if it holds enough, in one conditional UPDATE, so that concurrent
   * debits can never overdraw it (QUALITY.md R3). Undefined when the balance is short.
   */
  takeFromWallet(walletId: number, amountKobo: number, now: Date): Promise<number | undefined>;
  insertTransaction(transaction: NewLedgerTransaction, now: Date): Promise<number>;
  insertEntries(transactionId: number, entries: NewLedgerEntry[], now: Date): Promise<void>;
  findTransaction(id: number): Promise<
    | {
        id: number;
        kind: 'top_up' | 'booking' | 'refund' | 'promotion' | 'company_funding';
        title: string;
        userId: number | null;
        paymentReference: string | null;
        bookingId: number | null;
        refundOfId: number | null;
        memo: string | null;
        createdBy: number | null;
        createdAt: Date;
      }
    | undefined
  >;
  walletEntryOf(transactionId: number): Promise<
    | {
        id: number;
        transactionId: number;
        account:
          | 'company_wallet'
          | 'rider_wallet'
          | 'payments_clearing'
          | 'bank_deposits'
          | 'fare_revenue'
          | 'refunds'
          | 'promotions';
        walletId: number | null;
        amountKobo: number;
        balanceAfterKobo: number | null;
        createdAt: Date;
      }
    | undefined
  >;
  /** What was already given back of a booking debit. */
  refundedOf(debitTransactionId: number): Promise<number>;
  /** The member's allowance row, locked so that one member's company debits run one at a time. */
  lockAllowance(userId: number): Promise<
    | {
        userId: number;
        corporateId: number;
        amountKobo: number;
        period: 'month' | 'week';
        setBy: number | null;
        createdAt: Date;
        updatedAt: Date;
      }
    | undefined
  >;
  findAllowance(userId: number): Promise<
    | {
        userId: number;
        corporateId: number;
        amountKobo: number;
        period: 'month' | 'week';
        setBy: number | null;
        createdAt: Date;
        updatedAt: Date;
      }
    | undefined
  >;
  /** Net company money a member spent on bookings since `since` (refunds give it back). */
  companySpentBy(walletId: number, userId: number, since: Date): Promise<number>;
}
