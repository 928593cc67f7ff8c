import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
/** PAYMENTS_PROVIDER picks the adapter; the sandbox is the default so that `npm start` works offline. */
export declare function createPaymentProvider(config: Config): PaymentProvider;
