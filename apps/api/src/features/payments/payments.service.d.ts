import type { BankTransferAccount, TopUpAnswer, TopUpStarted } from '@shuttle/contracts';
import type { BankTransferAccount as BankTransferAccountRow, User } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../shared/deps.ts';
import { type IdempotentAnswer } from '../../shared/idempotency.ts';
import type { PaymentProvider, ProviderCharge } from './payment-provider.ts';
/** What one delivery of a charge did; kept in payment_events. */
export type SettleOutcome =
  | 'credited'
  | 'already_credited'
  | 'unknown_reference'
  | 'mismatch'
  | 'failed'
  | 'not_paid';
export declare const TOP_UP_SCOPE = 'POST /users/:userId/wallet/top-ups';
/**
 * Wallet top-ups (issue "Top-ups"): a pending payment per checkout, credited exactly once and
 * only from a verified source (the signed webhook or the verify call), only when status,
 * amount and currency match.
 */
export declare class PaymentsService {
  private readonly deps;
  private readonly provider;
  private readonly log;
  private readonly ledger;
  constructor(deps: Deps, provider: PaymentProvider, log: FastifyBaseLogger);
  startTopUp(
    user: User,
    amountKobo: number,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<TopUpStarted>>;
  /** GET top-ups/{reference}: asks the provider while the payment is open, and settles it. */
  checkTopUp(userId: number, reference: string): Promise<TopUpAnswer>;
  /**
   * POST /webhooks/paystack. The signature is checked over the raw bytes before anything is
   * read or written; a bad one is 401. Unknown references and events are logged, not credited.
   */
  receiveWebhook(rawBody: Buffer, signature: string | string[] | undefined): Promise<void>;
  /**
   * Credits a charge once. The payment row is locked first, so of any number of concurrent
   * deliveries exactly one finds it unpaid; the UNIQUE payment_reference on the ledger is the
   * second guard. Transfers to a dedicated account have no pending payment: one is made here.
   */
  settle(
    charge: ProviderCharge,
    source: 'webhook' | 'verify',
    eventName: string,
    payload: unknown,
  ): Promise<SettleOutcome>;
  /** The rider's dedicated transfer account, opened with the provider on first request. */
  ensureTransferAccount(user: User): Promise<BankTransferAccountRow>;
  transferAccount(user: User): Promise<BankTransferAccount>;
  private topUpAnswer;
}
