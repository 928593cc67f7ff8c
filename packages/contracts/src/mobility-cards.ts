import { z } from 'zod';
import {
  getMobilityCardsAddress,
  linkMobilityCardAddress,
  unlinkMobilityCardAddress,
} from './addresses/mobility-cards.ts';
import { defineCall } from './call.ts';
import { NoContent } from './errors.ts';
import { idParam, text, UserIdParams } from './fields.ts';
import { UnpagedList } from './lists.ts';

export const CARD_MESSAGES = {
  number: 'Enter the number printed on the card: 4 to 32 letters or digits.',
  taken: 'That card is linked to another account. If it is yours, contact support.',
  notFound: 'That card is not linked to your account.',
} as const;

/**
 * A card's number as the product keeps it: the printed number or the NFC tag's serial ("04:A2:…"
 * from Web NFC), upper case, without spaces, colons or dashes (docs/product.md#mobility-card).
 */
export function normaliseCardNumber(typed: string): string {
  return typed.replace(/[\s:-]/g, '').toUpperCase();
}

export const cardNumberField = text({ error: CARD_MESSAGES.number })
  .max(100, CARD_MESSAGES.number)
  .transform(normaliseCardNumber)
  .pipe(z.string().regex(/^[0-9A-Z]{4,32}$/, CARD_MESSAGES.number));

/** POST /users/{userId}/cards. */
export const CardLinkInput = z.strictObject({ number: cardNumberField });
export type CardLinkInput = z.output<typeof CardLinkInput>;
export type CardLinkRequest = z.input<typeof CardLinkInput>;

export const MobilityCard = z.object({
  id: z.number().int(),
  number: z.string(),
  linked_at: z.string(),
});
export type MobilityCard = z.infer<typeof MobilityCard>;
export const MobilityCardList = UnpagedList(MobilityCard);
export type MobilityCardList = z.infer<typeof MobilityCardList>;

export const CardParams = z.strictObject({ userId: idParam, cardId: idParam });

export const getMobilityCardsCall = defineCall(getMobilityCardsAddress, {
  params: UserIdParams,
  answers: { 200: MobilityCardList },
});

export const linkMobilityCardCall = defineCall(linkMobilityCardAddress, {
  params: UserIdParams,
  body: CardLinkInput,
  answers: { 201: MobilityCard },
});

export const unlinkMobilityCardCall = defineCall(unlinkMobilityCardAddress, {
  params: CardParams,
  answers: { 204: NoContent },
});
