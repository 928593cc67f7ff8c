import type { SandboxCheckout } from '@shuttle/contracts';
import { type User } from '@shuttle/db';
import type { Deps } from '../../shared/deps.ts';
/** Sends a webhook to the product's own webhook route, as Paystack's servers would. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;
/**
 * The sandbox's checkout page and bank (DESIGN.md section 2): paying, failing or closing a
 * checkout, and incoming bank transfers. A payment is announced the way Paystack announces it:
 * a `charge.success` event signed with PAYSTACK_SECRET_KEY, posted to /v1/webhooks/paystack.
 */
export declare class SandboxCheckoutService {
  private readonly deps;
  private readonly deliver;
  constructor(deps: Deps, deliver: WebhookDelivery);
  view(accessCode: string): Promise<SandboxCheckout>;
  /** "Pay": the card is charged, then the webhook goes out (not for a checkout already paid). */
  pay(accessCode: string): Promise<SandboxCheckout>;
  /** "Fail": the bank declines; Paystack sends no webhook for it, the verify call reports it. */
  fail(accessCode: string): Promise<SandboxCheckout>;
  /** "Close": the rider leaves the checkout; it can still be paid later, as on Paystack. */
  close(accessCode: string): Promise<SandboxCheckout>;
  /** A bank transfer to the rider's dedicated account, announced as Paystack announces one. */
  simulateTransfer(
    user: Pick<User, 'email'>,
    account: {
      accountNumber: string;
      customerCode: string;
    },
    amountKobo: number,
  ): Promise<string>;
  private move;
  private announce;
  private send;
  private find;
  private toView;
}
