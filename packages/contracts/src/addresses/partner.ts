import type { CallAddress } from '../call.ts';

/** Where each call of `partner.ts` is answered, without its schemas (docs/decisions/287). */

export const startPartnerSessionAddress = 'POST /partner/session' satisfies CallAddress;
