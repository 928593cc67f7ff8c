import { type AllowancePeriod, type WalletSource } from '@shuttle/contracts';
import type { Executor, Transaction } from '@shuttle/db';
import type { Clock } from '../../shared/clock.ts';
/** Who pays: the rider, with the company they belong to (the shape of `Rider` and `User`). */
export interface Payer {
  id: number;
  corporateId: number | null;
}
/** One money movement as it touched a wallet. */
export interface LedgerPosting {
  transactionId: number;
  walletId: number;
  source: WalletSource;
  amountKobo: number;
  balanceAfterKobo: number;
}
export interface AllowanceStatus {
  corporateId: number;
  walletId: number;
  allowanceKobo: number;
  period: AllowancePeriod;
  spentKobo: number;
  leftKobo: number;
}
export interface CreditTopUp {
  walletId: number;
  userId: number;
  amountKobo: number;
  /** The provider's reference: a reference is credited once, ever. */
  paymentReference: string;
  title: string;
}
export interface DebitForBooking {
  /** Spec section 3: Personal unless the rider chose Company. */
  source?: WalletSource;
  user: Payer;
  amountKobo: number;
  bookingId?: number;
  /** The history line's title; "Booking #id" when absent. */
  title?: string;
  memo?: string;
}
export interface Refund {
  /** The booking debit being given back (LedgerPosting.transactionId of debitForBooking). */
  debitTransactionId: number;
  amountKobo: number;
  title?: string;
  memo?: string;
}
export interface CreditPromotion {
  walletId: number;
  userId: number;
  amountKobo: number;
  title: string;
  memo?: string;
}
export interface FundCompanyWallet {
  corporateId: number;
  amountKobo: number;
  memo: string;
  operatorId: number;
}
/**
 * Every money movement of the product goes through here (issue "The ledger"): each is one
 * ledger transaction whose entries sum to zero, and the wallet projection moves in the same
 * database transaction. Callers pass their own transaction, so a booking and its debit commit
 * or roll back together.
 */
export declare class LedgerService {
  private readonly clock;
  constructor(clock: Clock);
  creditTopUp(tx: Transaction, input: CreditTopUp): Promise<LedgerPosting>;
  /**
   * Pays a booking from the rider's Personal wallet or their company's wallet. Company money
   * also counts against the member's allowance for the current week or month. Refused with
   * 402 when the balance or the allowance is short; nothing is written then.
   */
  debitForBooking(tx: Transaction, input: DebitForBooking): Promise<LedgerPosting>;
  /**
   * Gives back (part of) a booking debit to the wallet it was paid from (DESIGN.md: refunds go
   * to the wallet the ride was paid from). Never more than was paid, even under concurrency:
   * the wallet row is locked before the earlier refunds are summed.
   */
  refund(tx: Transaction, input: Refund): Promise<LedgerPosting>;
  creditPromotion(tx: Transaction, input: CreditPromotion): Promise<LedgerPosting>;
  /** An operator records a company's bank deposit as money in its company wallet. */
  fundCompanyWallet(tx: Transaction, input: FundCompanyWallet): Promise<LedgerPosting>;
  /**
   * A member's allowance for the current period and what is left of it. With `lock`, the
   * allowance row stays locked to the end of the transaction, so two bookings of the same
   * member cannot both spend the last of it.
   */
  allowanceStatus(
    db: Executor,
    user: Payer,
    options?: {
      lock?: boolean;
    },
  ): Promise<AllowanceStatus>;
  private posting;
}
