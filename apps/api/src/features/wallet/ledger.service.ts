import {
  type AllowancePeriod,
  allowanceExceededMessage,
  formatNaira,
  WALLET_MESSAGES,
  type WalletSource,
} from '@shuttle/contracts';
import type { Executor, Transaction } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { allowancePeriodStart } from './allowance-period.ts';
import { type DailyLedgerTotals, LedgerRepository } from './ledger.repository.ts';
import { WalletsRepository } from './wallets.repository.ts';

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
  /** docs/product.md#wallet: Personal unless the rider chose Company. */
  source?: WalletSource;
  user: Payer;
  /** What the wallet pays. */
  amountKobo: number;
  /**
   * What ride discounts of promo codes pay of the fare (docs/decisions/115): the promotions
   * account is debited by it, and fare revenue earns `amountKobo + discountKobo`.
   */
  discountKobo?: number;
  bookingId?: number;
  /** The history line's title; "Booking #id" when absent. */
  title?: string;
  memo?: string;
}

/**
 * A booking debit checked but not yet written: the booking writes it, with its ledger
 * transaction and entries, in its one-call write step (docs/decisions/182-booking-in-one-statement.md),
 * exactly as `debitForBooking` would.
 */
export interface PreparedBookingDebit {
  source: WalletSource;
  userId: number;
  /** The company wallet; absent for a Personal debit (the rider's own wallet is found by user). */
  walletId?: number;
  account: 'rider_wallet' | 'company_wallet';
  counterAccount: 'fare_revenue';
  amountKobo: number;
  discountKobo: number;
  title: string;
}

export interface Refund {
  /** The booking debit being given back (LedgerPosting.transactionId of debitForBooking). */
  debitTransactionId: number;
  /** What goes back to the wallet. */
  amountKobo: number;
  /** The share of the refunded rides that a discount paid: it goes back to promotions. */
  discountKobo?: number;
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

export interface WalletAdjustment {
  userId: number;
  /** Credit above 0, debit below 0. */
  amountKobo: number;
  reason: string;
  operatorId: number;
}

const assertPositiveKobo = (amountKobo: number) => {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
    throw new AppError('VALIDATION_ERROR', WALLET_MESSAGES.amountWhole);
  }
};

/** A discount is whole kobo and never negative; 0 means none. */
const discountOf = (discountKobo: number | undefined) => {
  const discount = discountKobo ?? 0;
  if (!Number.isSafeInteger(discount) || discount < 0) {
    throw new AppError('VALIDATION_ERROR', WALLET_MESSAGES.amountWhole);
  }
  return discount;
};

/**
 * Every money movement of the product goes through here (issue "The ledger"): each is one
 * ledger transaction whose entries sum to zero, and the wallet projection moves in the same
 * database transaction. Callers pass their own transaction, so a booking and its debit commit
 * or roll back together.
 */
export class LedgerService {
  constructor(private readonly clock: Clock) {}

  async creditTopUp(tx: Transaction, input: CreditTopUp): Promise<LedgerPosting> {
    assertPositiveKobo(input.amountKobo);
    const ledger = new LedgerRepository(tx);
    const now = this.clock.now();
    const balance = await ledger.addToWallet(input.walletId, input.amountKobo, now);
    if (balance === undefined) throw notFound('Wallet not found');
    const transactionId = await ledger.insertTransactionWithEntries(
      {
        kind: 'top_up',
        title: input.title,
        userId: input.userId,
        paymentReference: input.paymentReference,
      },
      [
        {
          account: 'rider_wallet',
          walletId: input.walletId,
          amountKobo: input.amountKobo,
          balanceAfterKobo: balance,
        },
        { account: 'payments_clearing', amountKobo: -input.amountKobo },
      ],
      now,
    );
    return this.posting(transactionId, input.walletId, 'Personal', input.amountKobo, balance);
  }

  /**
   * Pays a booking from the rider's Personal wallet or their company's wallet. Company money
   * also counts against the member's allowance for the current week or month. Refused with
   * 402 when the balance or the allowance is short; nothing is written then.
   */
  async debitForBooking(tx: Transaction, input: DebitForBooking): Promise<LedgerPosting> {
    assertPositiveKobo(input.amountKobo);
    const discountKobo = discountOf(input.discountKobo);
    const source = input.source ?? 'Personal';
    const ledger = new LedgerRepository(tx);
    const now = this.clock.now();
    const transaction = {
      kind: 'booking' as const,
      title: input.title ?? (input.bookingId === undefined ? 'Ride booking' : `Booking #${input.bookingId}`),
      userId: input.user.id,
      bookingId: input.bookingId,
      memo: input.memo,
    };
    // The wallet UPDATE, the transaction and its two entries are one statement (ADR 065).
    let posted: { walletId: number; balance: number; transactionId: number } | undefined;
    if (source === 'Company') {
      const allowance = await this.allowanceStatus(tx, input.user, { lock: true });
      if (input.amountKobo > allowance.leftKobo) {
        throw new AppError(
          'ALLOWANCE_EXCEEDED',
          allowanceExceededMessage(allowance.leftKobo, allowance.period),
        );
      }
      posted = await ledger.debitWallet(
        { walletId: allowance.walletId },
        {
          account: 'company_wallet',
          counterAccount: 'fare_revenue',
          amountKobo: input.amountKobo,
          discountKobo,
          transaction,
        },
        now,
      );
      if (!posted) throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientCompany);
    } else {
      posted = await ledger.debitWallet(
        { userId: input.user.id },
        {
          account: 'rider_wallet',
          counterAccount: 'fare_revenue',
          amountKobo: input.amountKobo,
          discountKobo,
          transaction,
        },
        now,
      );
      if (!posted) {
        // Only on refusal: tell a missing wallet from a short one.
        if ((await this.personalWalletId(tx, input.user.id)) === undefined)
          throw notFound('Wallet not found');
        throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientPersonal);
      }
    }
    const { walletId, balance, transactionId } = posted;
    return this.posting(transactionId, walletId, source, input.amountKobo, balance);
  }

  /**
   * What `debitForBooking` checks before it writes, without writing: whole amounts, and for
   * Company money the member's allowance, whose row stays locked until the booking commits.
   * The caller writes the debit in its own statement and, when the wallet refused it, throws
   * `bookingDebitRefused`.
   */
  async prepareBookingDebit(tx: Transaction, input: DebitForBooking): Promise<PreparedBookingDebit> {
    assertPositiveKobo(input.amountKobo);
    const discountKobo = discountOf(input.discountKobo);
    const source = input.source ?? 'Personal';
    const title =
      input.title ?? (input.bookingId === undefined ? 'Ride booking' : `Booking #${input.bookingId}`);
    const debit = { source, userId: input.user.id, amountKobo: input.amountKobo, discountKobo, title };
    if (source !== 'Company') {
      return { ...debit, account: 'rider_wallet', counterAccount: 'fare_revenue' };
    }
    const allowance = await this.allowanceStatus(tx, input.user, { lock: true });
    if (input.amountKobo > allowance.leftKobo) {
      throw new AppError(
        'ALLOWANCE_EXCEEDED',
        allowanceExceededMessage(allowance.leftKobo, allowance.period),
      );
    }
    return {
      ...debit,
      walletId: allowance.walletId,
      account: 'company_wallet',
      counterAccount: 'fare_revenue',
    };
  }

  /** The refusal of a prepared booking debit: no Personal wallet, or too little in it. */
  bookingDebitRefused(debit: PreparedBookingDebit, noWallet: boolean): AppError {
    if (debit.source === 'Company')
      return new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientCompany);
    if (noWallet) return notFound('Wallet not found');
    return new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientPersonal);
  }

  /**
   * Gives back (part of) a booking debit to the wallet it was paid from (docs/product.md#cancellation: refunds go
   * to the wallet the ride was paid from), and the share a discount paid to promotions. Never
   * more than was paid, even under concurrency: the wallet row is locked before the earlier
   * refunds are summed.
   */
  async refund(tx: Transaction, input: Refund): Promise<LedgerPosting> {
    assertPositiveKobo(input.amountKobo);
    const discountKobo = discountOf(input.discountKobo);
    const ledger = new LedgerRepository(tx);
    const now = this.clock.now();
    const debit = await ledger.findTransaction(input.debitTransactionId);
    const debitEntries = debit?.kind === 'booking' ? await ledger.entriesOf(debit.id) : [];
    const debitEntry = debitEntries.find((entry) => entry.walletId !== null);
    if (!debit || !debitEntry?.walletId) throw notFound('Booking payment not found');
    const discountPaid = -(debitEntries.find((entry) => entry.account === 'promotions')?.amountKobo ?? 0);
    const balance = await ledger.addToWallet(debitEntry.walletId, input.amountKobo, now);
    if (balance === undefined) throw notFound('Wallet not found');
    const already = await ledger.refundedOf(debit.id);
    if (
      already.walletKobo + input.amountKobo > -debitEntry.amountKobo ||
      already.promotionsKobo + discountKobo > discountPaid
    ) {
      throw new AppError('CONFLICT', 'This refund is more than what was paid.');
    }
    const transactionId = await ledger.insertTransactionWithEntries(
      {
        kind: 'refund',
        title: input.title ?? (debit.bookingId === null ? 'Refund' : `Refund: booking #${debit.bookingId}`),
        userId: debit.userId,
        bookingId: debit.bookingId,
        refundOfId: debit.id,
        memo: input.memo,
      },
      [
        {
          account: debitEntry.account,
          walletId: debitEntry.walletId,
          amountKobo: input.amountKobo,
          balanceAfterKobo: balance,
        },
        ...(discountKobo > 0 ? [{ account: 'promotions' as const, amountKobo: discountKobo }] : []),
        { account: 'refunds', amountKobo: -(input.amountKobo + discountKobo) },
      ],
      now,
    );
    const source = debitEntry.account === 'company_wallet' ? 'Company' : 'Personal';
    return this.posting(transactionId, debitEntry.walletId, source, input.amountKobo, balance);
  }

  async creditPromotion(tx: Transaction, input: CreditPromotion): Promise<LedgerPosting> {
    assertPositiveKobo(input.amountKobo);
    const ledger = new LedgerRepository(tx);
    const now = this.clock.now();
    const balance = await ledger.addToWallet(input.walletId, input.amountKobo, now);
    if (balance === undefined) throw notFound('Wallet not found');
    const transactionId = await ledger.insertTransactionWithEntries(
      { kind: 'promotion', title: input.title, userId: input.userId, memo: input.memo },
      [
        {
          account: 'rider_wallet',
          walletId: input.walletId,
          amountKobo: input.amountKobo,
          balanceAfterKobo: balance,
        },
        { account: 'promotions', amountKobo: -input.amountKobo },
      ],
      now,
    );
    return this.posting(transactionId, input.walletId, 'Personal', input.amountKobo, balance);
  }

  /** An operator records a company's bank deposit as money in its company wallet. */
  async fundCompanyWallet(tx: Transaction, input: FundCompanyWallet): Promise<LedgerPosting> {
    assertPositiveKobo(input.amountKobo);
    const ledger = new LedgerRepository(tx);
    const now = this.clock.now();
    const walletId = await ledger.companyWalletId(input.corporateId);
    if (walletId === undefined) throw notFound('Company not found');
    const balance = await ledger.addToWallet(walletId, input.amountKobo, now);
    if (balance === undefined) throw notFound('Company not found');
    const transactionId = await ledger.insertTransactionWithEntries(
      {
        kind: 'company_funding',
        title: 'Company wallet funded',
        memo: input.memo,
        createdBy: input.operatorId,
      },
      [
        { account: 'company_wallet', walletId, amountKobo: input.amountKobo, balanceAfterKobo: balance },
        { account: 'bank_deposits', amountKobo: -input.amountKobo },
      ],
      now,
    );
    return this.posting(transactionId, walletId, 'Company', input.amountKobo, balance);
  }

  /**
   * An operator's adjustment of a rider's personal wallet (docs/decisions/153-wallet-adjustments.md):
   * a credit is paid by the goodwill account, a debit goes to the corrections account, in one
   * conditional UPDATE that never takes the wallet below zero.
   */
  async adjustWallet(tx: Transaction, input: WalletAdjustment): Promise<LedgerPosting> {
    const isCredit = input.amountKobo > 0;
    assertPositiveKobo(Math.abs(input.amountKobo));
    const ledger = new LedgerRepository(tx);
    const now = this.clock.now();
    const walletId = await this.personalWalletId(tx, input.userId);
    if (walletId === undefined) throw notFound('Wallet not found');
    const transaction = {
      kind: 'adjustment' as const,
      title: isCredit ? 'Credit from Shuttle' : 'Correction by Shuttle',
      userId: input.userId,
      memo: input.reason,
      createdBy: input.operatorId,
    };
    if (isCredit) {
      const balance = await ledger.addToWallet(walletId, input.amountKobo, now);
      if (balance === undefined) throw notFound('Wallet not found');
      const transactionId = await ledger.insertTransactionWithEntries(
        transaction,
        [
          { account: 'rider_wallet', walletId, amountKobo: input.amountKobo, balanceAfterKobo: balance },
          { account: 'goodwill', amountKobo: -input.amountKobo },
        ],
        now,
      );
      return this.posting(transactionId, walletId, 'Personal', input.amountKobo, balance);
    }
    const debited = await ledger.debitWallet(
      { walletId },
      {
        account: 'rider_wallet',
        counterAccount: 'corrections',
        amountKobo: -input.amountKobo,
        discountKobo: 0,
        transaction,
      },
      now,
    );
    if (!debited) {
      const balance = (await ledger.walletBalance(walletId)) ?? 0;
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        `The wallet holds only ${formatNaira(balance)}; a debit cannot take it below zero. Nothing was changed.`,
      );
    }
    return this.posting(debited.transactionId, walletId, 'Personal', input.amountKobo, debited.balance);
  }

  /**
   * A member's allowance for the current period and what is left of it. With `lock`, the
   * allowance row stays locked to the end of the transaction, so two bookings of the same
   * member cannot both spend the last of it.
   */
  async allowanceStatus(
    db: Executor,
    user: Payer,
    options: { lock?: boolean } = {},
  ): Promise<AllowanceStatus> {
    if (user.corporateId === null) throw new AppError('ALLOWANCE_EXCEEDED', WALLET_MESSAGES.notCompanyMember);
    const ledger = new LedgerRepository(db);
    const walletId = await ledger.companyWalletId(user.corporateId);
    if (walletId === undefined) throw new AppError('ALLOWANCE_EXCEEDED', WALLET_MESSAGES.notCompanyMember);
    const row = options.lock ? await ledger.lockAllowance(user.id) : await ledger.findAllowance(user.id);
    // A row left from an earlier company gives nothing in this one.
    const allowance = row && row.corporateId === user.corporateId ? row : undefined;
    const period = allowance?.period ?? 'week';
    const allowanceKobo = allowance?.amountKobo ?? 0;
    const spentKobo =
      allowanceKobo === 0
        ? 0
        : await ledger.companySpentBy(walletId, user.id, allowancePeriodStart(period, this.clock.now()));
    return {
      corporateId: user.corporateId,
      walletId,
      allowanceKobo,
      period,
      spentKobo,
      leftKobo: Math.max(0, allowanceKobo - spentKobo),
    };
  }

  /** Fares booked, refunds and top-ups per Lagos day, for the daily report (ADR 185). */
  dailyTotals(db: Executor, from: string, to: string): Promise<DailyLedgerTotals[]> {
    return new LedgerRepository(db).dailyTotals(from, to);
  }

  /** The rider's personal wallet, read in the caller's transaction (or the database). */
  async personalWalletId(db: Executor, userId: number): Promise<number | undefined> {
    return (await this.personalWallet(db, userId))?.id;
  }

  /** The rider's personal wallet with its balance, read in the caller's transaction. */
  personalWallet(db: Executor, userId: number): Promise<{ id: number; balanceKobo: number } | undefined> {
    return new WalletsRepository(db).personalWallet(userId);
  }

  walletBalance(db: Executor, walletId: number): Promise<number | undefined> {
    return new LedgerRepository(db).walletBalance(walletId);
  }

  private posting(
    transactionId: number,
    walletId: number,
    source: WalletSource,
    amountKobo: number,
    balanceAfterKobo: number,
  ): LedgerPosting {
    return { transactionId, walletId, source, amountKobo, balanceAfterKobo };
  }
}
