import { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';
import type {
  CheckoutRequest,
  CheckoutSession,
  NewTransferAccount,
  PaymentProvider,
  ProviderCharge,
  TransferAccountOwner,
} from './payment-provider.ts';
import { PaystackTransaction, toProviderCharge } from './paystack-events.ts';

const Envelope = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown() });
const Initialized = z.object({
  access_code: z.string(),
  authorization_url: z.string(),
  reference: z.string(),
});
const Customer = z.object({ customer_code: z.string() });
const DedicatedAccount = z.object({
  account_number: z.string(),
  account_name: z.string(),
  bank: z.object({ name: z.string() }),
});

const REQUEST_TIMEOUT_MS = 15_000;

export interface PaystackSettings {
  secretKey: string;
  baseUrl: string;
  dedicatedAccountBank: string;
}

const unavailable = () =>
  new AppError('PAYMENT_PROVIDER_ERROR', 'The payment service did not answer. Please try again.');

/** Paystack's REST API (https://paystack.com/docs/api/): amounts in kobo, Bearer secret key. */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack';

  constructor(private readonly settings: PaystackSettings) {}

  async initialize(_db: unknown, request: CheckoutRequest): Promise<CheckoutSession> {
    const answer = await this.call('POST', '/transaction/initialize', {
      email: request.email,
      amount: String(request.amountKobo),
      currency: 'NGN',
      reference: request.reference,
      callback_url: request.callbackUrl,
    });
    const data = this.expect(Initialized, answer);
    if (data.reference !== request.reference) throw unavailable();
    return { accessCode: data.access_code, authorizationUrl: data.authorization_url };
  }

  async verify(_db: unknown, reference: string): Promise<ProviderCharge | null> {
    const answer = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (answer === null) return null;
    return toProviderCharge(this.expect(PaystackTransaction, answer));
  }

  /** A customer, then a dedicated virtual account for them (Paystack's two-step flow). */
  async createTransferAccount(_db: unknown, owner: TransferAccountOwner): Promise<NewTransferAccount> {
    const customer = this.expect(
      Customer,
      await this.call('POST', '/customer', {
        email: owner.email,
        first_name: owner.fname,
        last_name: owner.lname,
        phone: owner.phone,
        metadata: { user_id: owner.id },
      }),
    );
    const account = this.expect(
      DedicatedAccount,
      await this.call('POST', '/dedicated_account', {
        customer: customer.customer_code,
        preferred_bank: this.settings.dedicatedAccountBank,
      }),
    );
    return {
      accountNumber: account.account_number,
      accountName: account.account_name,
      bankName: account.bank.name,
      customerCode: customer.customer_code,
    };
  }

  /** The `data` of a successful answer; null when Paystack does not know the resource. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    const payload = Envelope.safeParse(await response.json().catch(() => undefined));
    if (
      response.status === 404 ||
      (response.status === 400 && /not found/i.test(payload.data?.message ?? ''))
    ) {
      return null;
    }
    if (!response.ok || !payload.success || !payload.data.status) throw unavailable();
    return payload.data.data;
  }

  private expect<T>(schema: z.ZodType<T>, data: unknown): T {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }
}
