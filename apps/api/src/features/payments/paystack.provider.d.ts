import type {
  CheckoutRequest,
  CheckoutSession,
  NewTransferAccount,
  PaymentProvider,
  ProviderCharge,
  TransferAccountOwner,
} from './payment-provider.ts';
export interface PaystackSettings {
  secretKey: string;
  baseUrl: string;
  dedicatedAccountBank: string;
}
/** Paystack's REST API (https://paystack.com/docs/api/): amounts in kobo, Bearer secret key. */
export declare class PaystackProvider implements PaymentProvider {
  private readonly settings;
  readonly name = 'paystack';
  constructor(settings: PaystackSettings);
  initialize(_db: unknown, request: CheckoutRequest): Promise<CheckoutSession>;
  verify(_db: unknown, reference: string): Promise<ProviderCharge | null>;
  /** A customer, then a dedicated virtual account for them (Paystack's two-step flow). */
  createTransferAccount(_db: unknown, owner: TransferAccountOwner): Promise<NewTransferAccount>;
  /** The `data` of a successful answer; null when Paystack does not know the resource. */
  private call;
  private expect;
}
