import type { CallAddress } from '../call.ts';

/** Where each call of `data-rights.ts` is answered, without its schemas (docs/decisions/287). */

export const requestDataExportAddress = 'POST /users/:userId/data-export' satisfies CallAddress;
export const getLatestDataExportAddress = 'GET /users/:userId/data-export' satisfies CallAddress;
export const downloadDataExportAddress = 'GET /users/:userId/data-export/:exportId' satisfies CallAddress;
export const deleteAccountAddress = 'DELETE /users/:userId' satisfies CallAddress;
