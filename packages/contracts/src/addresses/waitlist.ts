import type { CallAddress } from '../call.ts';

/** Where each call of `waitlist.ts` is answered, without its schemas (docs/decisions/287). */

export const joinWaitlistAddress = 'POST /users/:userId/waitlist' satisfies CallAddress;
export const getWaitlistAddress = 'GET /users/:userId/waitlist' satisfies CallAddress;
export const leaveWaitlistAddress = 'DELETE /users/:userId/waitlist/:entryId' satisfies CallAddress;
