import { randomBytes } from 'node:crypto';
import type { SandboxCheckout } from '@shuttle/contracts';
import {
  and,
  eq,
  inArray,
  type SandboxCharge,
  type SandboxChargeStatus,
  sandboxCharges,
  type User,
} from '@shuttle/db';
import { notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { signPaystackBody } from './paystack-signature.ts';

/** Hands a signed webhook to the product's own webhook handler, as Paystack's servers would. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

/**
 * The sandbox's checkout page and bank (docs/api-conventions.md#services): paying, failing or closing a
 * checkout, and incoming bank transfers. A payment is announced the way Paystack announces it:
 * a `charge.success` event signed with PAYSTACK_SECRET_KEY, posted to /v1/webhooks/paystack.
 */
export class SandboxCheckoutService {
  constructor(
    private readonly deps: Deps,
    private readonly deliver: WebhookDelivery,
  ) {}

  async view(accessCode: string): Promise<SandboxCheckout> {
    return this.toView(await this.find(accessCode));
  }

  /** "Pay": the card is charged, then the webhook goes out (not for a checkout already paid). */
  async pay(accessCode: string): Promise<SandboxCheckout> {
    const now = this.deps.clock.now();
    const [paid] = await this.deps.db
      .update(sandboxCharges)
      .set({ status: 'success', paidAt: now })
      .where(
        and(
          eq(sandboxCharges.accessCode, accessCode),
          inArray(sandboxCharges.status, ['ongoing', 'failed', 'abandoned']),
        ),
      )
      .returning();
    if (!paid) return this.view(accessCode);
    await this.announce(paid, now);
    return this.toView(paid);
  }

  /** "Fail": the bank declines; Paystack sends no webhook for it, the verify call reports it. */
  fail(accessCode: string): Promise<SandboxCheckout> {
    return this.move(accessCode, ['ongoing', 'abandoned'], 'failed');
  }

  /** "Close": the rider leaves the checkout; it can still be paid later, as on Paystack. */
  close(accessCode: string): Promise<SandboxCheckout> {
    return this.move(accessCode, ['ongoing'], 'abandoned');
  }

  /** A bank transfer to the rider's dedicated account, announced as Paystack announces one. */
  async simulateTransfer(
    user: Pick<User, 'email'>,
    account: { accountNumber: string; customerCode: string },
    amountKobo: number,
  ): Promise<string> {
    const now = this.deps.clock.now();
    const reference = `SBX-TRF-${now.getTime().toString(36)}-${randomBytes(5).toString('hex')}`;
    await this.send({
      event: 'charge.success',
      data: {
        id: Number.parseInt(randomBytes(4).toString('hex'), 16),
        domain: 'test',
        status: 'success',
        reference,
        amount: amountKobo,
        gateway_response: 'Approved',
        paid_at: now.toISOString(),
        created_at: now.toISOString(),
        channel: 'dedicated_nuban',
        currency: 'NGN',
        customer: { email: user.email, customer_code: account.customerCode },
        authorization: {
          channel: 'dedicated_nuban',
          receiver_bank_account_number: account.accountNumber,
          receiver_bank: 'Sandbox Bank',
        },
      },
    });
    return reference;
  }

  private async move(
    accessCode: string,
    from: SandboxChargeStatus[],
    to: SandboxChargeStatus,
  ): Promise<SandboxCheckout> {
    const [moved] = await this.deps.db
      .update(sandboxCharges)
      .set({ status: to })
      .where(and(eq(sandboxCharges.accessCode, accessCode), inArray(sandboxCharges.status, from)))
      .returning();
    return moved ? this.toView(moved) : this.view(accessCode);
  }

  private async announce(charge: SandboxCharge, now: Date): Promise<void> {
    await this.send({
      event: 'charge.success',
      data: {
        id: Number.parseInt(randomBytes(4).toString('hex'), 16),
        domain: 'test',
        status: 'success',
        reference: charge.reference,
        amount: charge.amountKobo,
        gateway_response: 'Successful',
        paid_at: now.toISOString(),
        created_at: charge.createdAt.toISOString(),
        channel: charge.channel,
        currency: charge.currency,
        customer: { email: charge.email, customer_code: null },
        authorization: { channel: charge.channel, card_type: 'visa', last4: '4081', bank: 'Sandbox Bank' },
      },
    });
  }

  private async send(event: unknown): Promise<void> {
    const rawBody = JSON.stringify(event);
    await this.deliver(rawBody, signPaystackBody(rawBody, this.deps.config.PAYSTACK_SECRET_KEY));
  }

  private async find(accessCode: string): Promise<SandboxCharge> {
    const [charge] = await this.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.accessCode, accessCode));
    if (!charge) throw notFound('Checkout not found');
    return charge;
  }

  private toView(charge: SandboxCharge): SandboxCheckout {
    return {
      reference: charge.reference,
      email: charge.email,
      amount_kobo: charge.amountKobo,
      currency: charge.currency,
      status: charge.status,
      callback_url: charge.callbackUrl,
    };
  }
}
