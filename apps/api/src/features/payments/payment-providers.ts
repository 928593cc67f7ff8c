import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PaystackProvider } from './paystack.provider.ts';
import { SandboxProvider } from './sandbox.provider.ts';

/** PAYMENTS_PROVIDER picks the adapter; the sandbox is the default so that `npm start` works offline. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'paystack') {
    return new PaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY,
      baseUrl: config.PAYSTACK_BASE_URL,
      dedicatedAccountBank: config.PAYSTACK_DVA_BANK,
    });
  }
  return new SandboxProvider(config.PUBLIC_URL);
}
