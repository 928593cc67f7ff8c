import { randomBytes, randomInt } from 'node:crypto';
import { type Executor, eq, sandboxCharges } from '@shuttle/db';
import type {
  ChargeStatus,
  CheckoutRequest,
  CheckoutSession,
  NewTransferAccount,
  PaymentProvider,
  ProviderCharge,
  TransferAccountOwner,
} from './payment-provider.ts';

const SANDBOX_BANK = 'Sandbox Bank';

const STATUS: Record<'ongoing' | 'success' | 'failed' | 'abandoned', ChargeStatus> = {
  ongoing: 'pending',
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
};

/**
 * The default payment provider (docs/api-conventions.md#services): it keeps the charges Paystack would keep,
 * in sandbox_charges, and its checkout is a page of the app (/checkout/{access_code}). What
 * happens on that page is in sandbox-checkout.service.ts.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly publicUrl: string) {}

  async initialize(db: Executor, request: CheckoutRequest): Promise<CheckoutSession> {
    const accessCode = randomBytes(9).toString('hex');
    await db.insert(sandboxCharges).values({
      reference: request.reference,
      accessCode,
      email: request.email,
      amountKobo: request.amountKobo,
      callbackUrl: request.callbackUrl,
    });
    return { accessCode, authorizationUrl: new URL(`/checkout/${accessCode}`, this.publicUrl).toString() };
  }

  async verify(db: Executor, reference: string): Promise<ProviderCharge | null> {
    const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    if (!charge) return null;
    return {
      reference: charge.reference,
      status: STATUS[charge.status],
      amountKobo: charge.amountKobo,
      currency: charge.currency,
      channel: charge.channel,
      customerCode: null,
      receiverAccountNumber: null,
    };
  }

  async createTransferAccount(_db: Executor, owner: TransferAccountOwner): Promise<NewTransferAccount> {
    // Ten digits like a NUBAN; "99" marks it as a sandbox account at a glance.
    const accountNumber = `99${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    return {
      accountNumber,
      accountName: `SHUTTLE/${owner.fname} ${owner.lname}`.toUpperCase(),
      bankName: SANDBOX_BANK,
      customerCode: `CUS_sandbox${randomBytes(6).toString('hex')}`,
    };
  }
}
