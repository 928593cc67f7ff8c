import type { CallAddress } from '../call.ts';

/** Where each call of `mobility-cards.ts` is answered, without its schemas (docs/decisions/287). */

export const getMobilityCardsAddress = 'GET /users/:userId/cards' satisfies CallAddress;
export const linkMobilityCardAddress = 'POST /users/:userId/cards' satisfies CallAddress;
export const unlinkMobilityCardAddress = 'DELETE /users/:userId/cards/:cardId' satisfies CallAddress;
