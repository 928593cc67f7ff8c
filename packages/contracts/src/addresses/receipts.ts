import type { CallAddress } from '../call.ts';

/** Where each call of `receipts.ts` is answered, without its schemas (docs/decisions/287). */

export const getReceiptsAddress = 'GET /users/:userId/receipts' satisfies CallAddress;
export const getReceiptAddress = 'GET /users/:userId/receipts/:receiptId' satisfies CallAddress;
export const getWalletStatementAddress = 'GET /users/:userId/wallet/statement' satisfies CallAddress;
