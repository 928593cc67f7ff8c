import type { Executor, PaymentProviderName } from '@shuttle/db';

export interface CheckoutRequest {
  reference: string;
  amountKobo: number;
  email: string;
  /** Where the checkout sends the rider back to, with `?reference=`. */
  callbackUrl: string;
}

export interface CheckoutSession {
  accessCode: string;
  authorizationUrl: string;
}

/** Paystack's transaction statuses, reduced to what the wallet acts on. */
export type ChargeStatus = 'success' | 'failed' | 'abandoned' | 'pending';

/** A charge as the provider reports it (verify answer or charge.success webhook data). */
export interface ProviderCharge {
  reference: string;
  status: ChargeStatus;
  amountKobo: number;
  currency: string;
  /** "card", "bank", "dedicated_nuban"... */
  channel: string;
  customerCode: string | null;
  /** For transfers to a dedicated account: the account that received the money. */
  receiverAccountNumber: string | null;
}

export interface TransferAccountOwner {
  id: number;
  email: string;
  fname: string;
  lname: string;
  phone: string;
}

export interface NewTransferAccount {
  accountNumber: string;
  accountName: string;
  bankName: string;
  customerCode: string;
}

/**
 * The payment service behind the wallet (docs/api-conventions.md#services): Paystack, or the sandbox that
 * behaves like it. `db` is the caller's executor: the sandbox keeps its records in the same
 * database and must not open a second transaction beside the caller's.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  initialize(db: Executor, request: CheckoutRequest): Promise<CheckoutSession>;
  /** The provider's view of a reference, or null when it does not know it. */
  verify(db: Executor, reference: string): Promise<ProviderCharge | null>;
  createTransferAccount(db: Executor, owner: TransferAccountOwner): Promise<NewTransferAccount>;
}
