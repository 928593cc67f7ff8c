import type { CallAddress } from '../call.ts';

/** Where each call of `promotions.ts` is answered, without its schemas (docs/decisions/287). */

export const redeemPromoCodeAddress = 'POST /users/:userId/promo-codes' satisfies CallAddress;
export const getPromoRedemptionsAddress = 'GET /users/:userId/promo-codes' satisfies CallAddress;
export const getPromoCodesAddress = 'GET /ops/promo-codes' satisfies CallAddress;
export const createPromoCodeAddress = 'POST /ops/promo-codes' satisfies CallAddress;
export const updatePromoCodeAddress = 'PATCH /ops/promo-codes/:id' satisfies CallAddress;
