import type { CallAddress } from '../call.ts';

/** Where each call of `wallet.ts` is answered, without its schemas (docs/decisions/287). */

export const getWalletAddress = 'GET /users/:userId/wallet' satisfies CallAddress;
export const getPaymentSettingsAddress = 'GET /payments/settings' satisfies CallAddress;
export const startTopUpAddress = 'POST /users/:userId/wallet/top-ups' satisfies CallAddress;
export const getTopUpAddress = 'GET /users/:userId/wallet/top-ups/:reference' satisfies CallAddress;
export const getBankAccountAddress = 'GET /users/:userId/wallet/bank-account' satisfies CallAddress;
export const paystackWebhookAddress = 'POST /webhooks/paystack' satisfies CallAddress;
export const getSandboxCheckoutAddress = 'GET /sandbox/checkout/:accessCode' satisfies CallAddress;
export const sandboxActionPayAddress = 'POST /sandbox/checkout/:accessCode/pay' satisfies CallAddress;
export const sandboxActionFailAddress = 'POST /sandbox/checkout/:accessCode/fail' satisfies CallAddress;
export const sandboxActionCloseAddress = 'POST /sandbox/checkout/:accessCode/close' satisfies CallAddress;
export const simulateTransferAddress =
  'POST /users/:userId/wallet/bank-account/simulated-transfers' satisfies CallAddress;
