import {
  type AllowancePeriod,
  allowanceExceededMessage,
  WALLET_MESSAGES,
  type WalletSource,
} from '@shuttle/contracts';
import type { Executor, Transaction } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { allowancePeriodStart } from './allowance-period.ts';
import { LedgerRepository } from './ledger.repository.ts';

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

const assertPositiveKobo = (amountKobo: number) => {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
    throw new AppError('VALIDATION_ERROR', WALLET_MESSAGES.amountWhole);
  }
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
          transaction,
        },
        now,
      );
      if (!posted) {
        // Only on refusal: tell a missing wallet from a short one.
        if ((await ledger.personalWalletId(input.user.id)) === undefined) throw notFound('Wallet not found');
        throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientPersonal);
      }
    }
    const { walletId, balance, transactionId } = posted;
    return this.posting(transactionId, walletId, source, input.amountKobo, balance);
  }

  /**
   * Gives back (part of) a booking debit to the wallet it was paid from (DESIGN.md: refunds go
   * to the wallet the ride was paid from). Never more than was paid, even under concurrency:
   * the wallet row is locked before the earlier refunds are summed.
   */
  async refund(tx: Transaction, input: Refund): Promise<LedgerPosting> {
    assertPositiveKobo(input.amountKobo);
    const ledger = new LedgerRepository(tx);
    const now = this.clock.now();
    const debit = await ledger.findTransaction(input.debitTransactionId);
    const debitEntry = debit?.kind === 'booking' ? await ledger.walletEntryOf(debit.id) : undefined;
    if (!debit || !debitEntry?.walletId) throw notFound('Booking payment not found');
    const balance = await ledger.addToWallet(debitEntry.walletId, input.amountKobo, now);
    if (balance === undefined) throw notFound('Wallet not found');
    const alreadyRefunded = await ledger.refundedOf(debit.id);
    if (alreadyRefunded + input.amountKobo > -debitEntry.amountKobo) {
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
        { account: 'refunds', amountKobo: -input.amountKobo },
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
