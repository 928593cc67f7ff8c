import type { PaymentProvider } from './payment-provider.ts';
import { PaystackProvider } from './paystack.provider.ts';
import { SandboxProvider } from './sandbox.provider.ts';

/** What the payment adapter is chosen by: settings the composition root hands in from config.ts. */
export interface PaymentSettings {
  PAYMENTS_PROVIDER: 'sandbox' | 'paystack';
  PAYSTACK_SECRET_KEY: string;
  PAYSTACK_BASE_URL: string;
  PAYSTACK_DVA_BANK: string;
  PUBLIC_URL: string;
}

/** PAYMENTS_PROVIDER picks the adapter; the sandbox is the default so that `npm start` works offline. */
export function createPaymentProvider(config: PaymentSettings): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'paystack') {
    return new PaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY,
      baseUrl: config.PAYSTACK_BASE_URL,
      dedicatedAccountBank: config.PAYSTACK_DVA_BANK,
    });
  }
  return new SandboxProvider(config.PUBLIC_URL);
}
