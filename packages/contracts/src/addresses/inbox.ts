import type { CallAddress } from '../call.ts';

/** Where each call of `inbox.ts` is answered, without its schemas (docs/decisions/287). */

export const getInboxAssigneesAddress = 'GET /ops/inbox-assignees' satisfies CallAddress;
export const getInboxAddress = 'GET /ops/inbox/:kind' satisfies CallAddress;
export const downloadInboxAddress = 'GET /ops/inbox/:kind/export' satisfies CallAddress;
export const getInboxItemAddress = 'GET /ops/inbox/:kind/:id' satisfies CallAddress;
export const updateInboxItemAddress = 'PATCH /ops/inbox/:kind/:id' satisfies CallAddress;
export const getLicenceImageAddress =
  'GET /ops/inbox/programme-applications/:id/licence' satisfies CallAddress;
