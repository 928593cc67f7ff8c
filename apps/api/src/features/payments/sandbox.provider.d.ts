import { type Executor } from '@shuttle/db';
import type {
  CheckoutRequest,
  CheckoutSession,
  NewTransferAccount,
  PaymentProvider,
  ProviderCharge,
  TransferAccountOwner,
} from './payment-provider.ts';
/**
 * The default payment provider (DESIGN.md section 2): it keeps the charges Paystack would keep,
 * in sandbox_charges, and its checkout is a page of the app (/checkout/{access_code}). What
 * happens on that page is in sandbox-checkout.service.ts.
 */
export declare class SandboxProvider implements PaymentProvider {
  private readonly publicUrl;
  readonly name = 'sandbox';
  constructor(publicUrl: string);
  initialize(db: Executor, request: CheckoutRequest): Promise<CheckoutSession>;
  verify(db: Executor, reference: string): Promise<ProviderCharge | null>;
  createTransferAccount(_db: Executor, owner: TransferAccountOwner): Promise<NewTransferAccount>;
}
