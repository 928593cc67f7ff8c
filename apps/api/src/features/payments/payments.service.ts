import { randomBytes } from 'node:crypto';
import type { BankTransferAccount, TopUpAnswer, TopUpStarted, TopUpStatus } from '@shuttle/contracts';
import { formatNaira, parseBoundedJson } from '@shuttle/contracts';
import type { BankTransferAccount as BankTransferAccountRow, Payment, User } from '@shuttle/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { type IdempotentAnswer, runIdempotent } from '../../shared/idempotency.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ReceiptsService } from '../receipts/receipts.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { PaymentProvider, ProviderCharge } from './payment-provider.ts';
import { PaymentsRepository } from './payments.repository.ts';
import { PaystackEvent, PaystackTransaction, toProviderCharge } from './paystack-events.ts';
import { hasValidPaystackSignature } from './paystack-signature.ts';

/** What one delivery of a charge did; kept in payment_events. */
export type SettleOutcome =
  | 'credited'
  | 'already_credited'
  | 'unknown_reference'
  | 'mismatch'
  | 'failed'
  | 'not_paid';

export const TOP_UP_SCOPE = 'POST /users/:userId/wallet/top-ups';

/** Paystack allows letters, digits, '-', '.' and '=' in a reference. */
const newReference = () => `SHT-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

/**
 * Wallet top-ups (issue "Top-ups"): a pending payment per checkout, credited exactly once and
 * only from a verified source (the signed webhook or the verify call), only when status,
 * amount and currency match.
 *
 * A method a route calls takes the request's logger (`request.log`), so its lines carry the
 * request id as the request's own do (ADR 212); without one they go to the service's logger.
 */
export class PaymentsService {
  constructor(
    private readonly deps: Deps,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
    /** The receipts feature, which numbers and emails a credited top-up's receipt (ADR 247). */
    private readonly receipts: Pick<ReceiptsService, 'issueForTopUp'>,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
  ) {}

  startTopUp(
    user: User,
    amountKobo: number,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<TopUpStarted>> {
    return runIdempotent(
      this.deps.db,
      { userId: user.id, scope: TOP_UP_SCOPE, key: idempotencyKey, body: { amount_kobo: amountKobo } },
      async (tx) => {
        const walletId = await this.ledger.personalWalletId(tx, user.id);
        if (walletId === undefined) throw notFound('Wallet not found');
        const reference = newReference();
        const callbackUrl = new URL(
          `/dashboard/wallet?reference=${reference}`,
          this.deps.config.PUBLIC_URL,
        ).toString();
        const session = await this.provider.initialize(tx, {
          reference,
          amountKobo,
          email: user.email,
          callbackUrl,
        });
        await new PaymentsRepository(tx).insert(
          {
            reference,
            provider: this.provider.name,
            channel: 'checkout',
            userId: user.id,
            walletId,
            amountKobo,
            accessCode: session.accessCode,
            authorizationUrl: session.authorizationUrl,
          },
          this.deps.clock.now(),
        );
        return {
          status: 201,
          body: { reference, access_code: session.accessCode, authorization_url: session.authorizationUrl },
        };
      },
    );
  }

  /** GET top-ups/{reference}: asks the provider while the payment is open, and settles it. */
  async checkTopUp(userId: number, reference: string, log = this.log): Promise<TopUpAnswer> {
    const payments = new PaymentsRepository(this.deps.db);
    const payment = await payments.findForUser(reference, userId);
    if (!payment) throw notFound('Top-up not found');
    let providerStatus: TopUpStatus | undefined;
    if (payment.status !== 'succeeded') {
      let charge: ProviderCharge | null = null;
      try {
        charge = await this.provider.verify(this.deps.db, reference);
      } catch (error) {
        // The rider sees "still processing"; the webhook or a later check settles it.
        if (!(error instanceof AppError)) throw error;
        log.warn({ reference }, 'payment provider did not answer the verify call');
      }
      if (charge) {
        await this.settle(charge, 'verify', 'transaction.verify', charge, log);
        if (charge.status === 'abandoned') providerStatus = 'abandoned';
      }
    }
    const current = (await payments.findForUser(reference, userId)) ?? payment;
    return this.topUpAnswer(current, providerStatus);
  }

  /**
   * POST /webhooks/paystack. The signature is checked over the raw bytes before anything is
   * read or written; a bad one is 401. Unknown references and events are logged, not credited.
   */
  async receiveWebhook(
    rawBody: Buffer,
    signature: string | string[] | undefined,
    log = this.log,
  ): Promise<void> {
    if (!hasValidPaystackSignature(rawBody, signature, this.deps.config.PAYSTACK_SECRET_KEY)) {
      throw new AppError('INVALID_SIGNATURE', 'The webhook signature is not valid.');
    }
    // Depth is measured on the text before parsing: a signed 5,000-deep body never reaches
    // recursive code, and NUL or broken Unicode never reaches the jsonb column.
    const parsed = parseBoundedJson(rawBody.toString('utf8'));
    if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.problem);
    const payload = parsed.value;
    const event = PaystackEvent.safeParse(payload);
    if (!event.success) throw new AppError('BAD_REQUEST', 'The body is not a Paystack event.');
    const transaction = PaystackTransaction.safeParse(event.data.data);
    if (event.data.event !== 'charge.success' || !transaction.success) {
      await new PaymentsRepository(this.deps.db).recordEvent({
        source: 'webhook',
        event: event.data.event,
        reference: transaction.success ? transaction.data.reference : null,
        outcome: 'ignored',
        payload,
      });
      log.info({ event: event.data.event }, 'paystack webhook ignored');
      return;
    }
    await this.settle(toProviderCharge(transaction.data), 'webhook', event.data.event, payload, log);
  }

  /**
   * Credits a charge once. The payment row is locked first, so of any number of concurrent
   * deliveries exactly one finds it unpaid; the UNIQUE payment_reference on the ledger is the
   * second guard. Transfers to a dedicated account have no pending payment: one is made here.
   */
  async settle(
    charge: ProviderCharge,
    source: 'webhook' | 'verify',
    eventName: string,
    payload: unknown,
    log = this.log,
  ): Promise<SettleOutcome> {
    const outcome = await this.deps.db.transaction(async (tx) => {
      const payments = new PaymentsRepository(tx);
      const now = this.deps.clock.now();
      const record = async (result: SettleOutcome) => {
        await payments.recordEvent({
          source,
          event: eventName,
          reference: charge.reference,
          outcome: result,
          payload,
        });
        return result;
      };
      // A transfer is credited to the owner of the account it reached, and to nobody else: its
      // reference must not find another rider's payment (docs/decisions/101-accounts-hardening.md).
      let transferOwner: number | undefined;
      if (charge.channel === 'dedicated_nuban' && charge.status === 'success' && charge.currency === 'NGN') {
        const account = await payments.transferAccountFor(charge.customerCode, charge.receiverAccountNumber);
        const walletId = account && (await this.ledger.personalWalletId(tx, account.userId));
        if (!account || walletId === undefined) return record('unknown_reference');
        transferOwner = account.userId;
        await payments.insert(
          {
            reference: charge.reference,
            provider: this.provider.name,
            channel: 'bank_transfer',
            userId: account.userId,
            walletId,
            amountKobo: charge.amountKobo,
          },
          now,
        );
      }
      const payment = await payments.lockByReference(charge.reference);
      if (!payment) return record('unknown_reference');
      if (
        transferOwner !== undefined &&
        (payment.channel !== 'bank_transfer' || payment.userId !== transferOwner)
      ) {
        return record('mismatch');
      }
      if (payment.status === 'succeeded') return record('already_credited');
      if (charge.status === 'failed') {
        await payments.markFailed(payment.id, now);
        return record('failed');
      }
      if (charge.status !== 'success') return record('not_paid');
      if (charge.amountKobo !== payment.amountKobo || charge.currency !== payment.currency) {
        return record('mismatch');
      }
      const posting = await this.ledger.creditTopUp(tx, {
        walletId: payment.walletId,
        userId: payment.userId,
        amountKobo: payment.amountKobo,
        paymentReference: payment.reference,
        title: payment.channel === 'bank_transfer' ? 'Bank transfer' : 'Wallet top-up',
      });
      await payments.markSucceeded(payment.id, posting.transactionId, now);
      await this.notifications.notify(tx, {
        userId: payment.userId,
        title: payment.channel === 'bank_transfer' ? 'Bank transfer received' : 'Wallet funded',
        body: `${formatNaira(payment.amountKobo)} was added to your wallet.`,
        link: '/dashboard/wallet',
      });
      // Numbered last: the year's receipt counter stays locked from here to the commit (ADR 247).
      await this.receipts.issueForTopUp(tx, payment.userId, {
        ledgerTransactionId: posting.transactionId,
        amountKobo: payment.amountKobo,
        channel: payment.channel,
        reference: payment.reference,
        balanceAfterKobo: posting.balanceAfterKobo,
      });
      return record('credited');
    });
    // The receipt's email was queued with the credit: send it now rather than at the next sweep.
    if (outcome === 'credited') this.deps.kickOutbox();
    const fields = { reference: charge.reference, source, outcome };
    if (outcome === 'credited' || outcome === 'already_credited') log.info(fields, 'payment settled');
    else log.warn(fields, 'payment settled');
    return outcome;
  }

  /** The rider's dedicated transfer account, opened with the provider on first request. */
  async ensureTransferAccount(user: User): Promise<BankTransferAccountRow> {
    const payments = new PaymentsRepository(this.deps.db);
    const existing = await payments.transferAccountOf(user.id);
    if (existing) return existing;
    const opened = await this.provider.createTransferAccount(this.deps.db, user);
    const account =
      (await payments.insertTransferAccount({ userId: user.id, provider: this.provider.name, ...opened })) ??
      (await payments.transferAccountOf(user.id));
    if (!account) throw notFound('Transfer account not found');
    return account;
  }

  async transferAccount(user: User): Promise<BankTransferAccount> {
    const account = await this.ensureTransferAccount(user);
    return {
      account_number: account.accountNumber,
      account_name: account.accountName,
      bank_name: account.bankName,
    };
  }

  private async topUpAnswer(payment: Payment, providerStatus: TopUpStatus | undefined): Promise<TopUpAnswer> {
    const balance = await this.ledger.walletBalance(this.deps.db, payment.walletId);
    const status: TopUpStatus = payment.status === 'pending' ? (providerStatus ?? 'pending') : payment.status;
    return {
      reference: payment.reference,
      status,
      amount_kobo: payment.amountKobo,
      channel: payment.channel,
      balance_kobo: balance ?? 0,
    };
  }
}
