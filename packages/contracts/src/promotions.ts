import { z } from 'zod';
import {
  createPromoCodeAddress,
  getPromoCodesAddress,
  getPromoRedemptionsAddress,
  redeemPromoCodeAddress,
  updatePromoCodeAddress,
} from './addresses/promotions.ts';
import { defineCall } from './call.ts';
import { dateTimeField, idParam, requiredText, UserIdParams } from './fields.ts';
import { PageMeta, UnpagedList } from './lists.ts';

export const PROMO_KINDS = ['wallet_credit', 'ride_discount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Codes are letters, digits and dashes; riders may type them in any case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;
/** A promotion credits at most N100,000 at a time. */
export const MAX_PROMO_CREDIT_KOBO = 10_000_000;

export const PROMO_MESSAGES = {
  codeRequired: 'Please enter a promo code',
  codeInvalid: 'This promo code is not valid.',
  notStarted: 'This promo code is not active yet.',
  expired: 'This promo code has expired.',
  alreadyUsed: 'You have already used this promo code.',
  usedUp: 'This promo code has been fully redeemed.',
} as const;

const promoCode = z
  .string({ error: PROMO_MESSAGES.codeRequired })
  .trim()
  .toUpperCase()
  .min(1, PROMO_MESSAGES.codeRequired)
  .max(32, PROMO_MESSAGES.codeInvalid)
  .regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.codeInvalid);

/** POST /users/{userId}/promo-codes: the rider redeems a code. */
export const RedeemPromoInput = z.strictObject({ code: promoCode });
export type RedeemPromoInput = z.infer<typeof RedeemPromoInput>;
export type RedeemPromoFormValues = z.input<typeof RedeemPromoInput>;

/** One code a rider redeemed: a wallet credit, or a discount on their next rides. */
export const PromoRedemption = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  amount_kobo: z.number().int().nullable(),
  percent_off: z.number().int().nullable(),
  rides_total: z.number().int().nullable(),
  rides_left: z.number().int().nullable(),
  /** When an unused discount lapses; null when it does not. */
  expires_at: z.string().nullable(),
  redeemed_at: z.string(),
});
export type PromoRedemption = z.infer<typeof PromoRedemption>;

export const RedeemPromoAnswer = z.object({
  redemption: PromoRedemption,
  balance_kobo: z.number().int(),
});
export type RedeemPromoAnswer = z.infer<typeof RedeemPromoAnswer>;

export const PromoRedemptionList = UnpagedList(PromoRedemption);
export type PromoRedemptionList = z.infer<typeof PromoRedemptionList>;

/** Operators: POST /ops/promo-codes. */
export const CreatePromoCodeInput = z
  .strictObject({
    code: promoCode,
    description: requiredText('Please describe the promotion', 200),
    kind: z.enum(PROMO_KINDS),
    amount_kobo: z.number().int().min(1).max(MAX_PROMO_CREDIT_KOBO).optional(),
    // A discounted ride is still paid from a wallet (docs/decisions/115): free rides are not a discount.
    percent_off: z.number().int().min(1).max(99).optional(),
    rides: z.number().int().min(1).max(100).optional(),
    max_discount_kobo: z.number().int().min(1).max(MAX_PROMO_CREDIT_KOBO).optional(),
    /** How many riders in all may redeem it; absent means no limit. */
    max_redemptions: z.number().int().min(1).max(10_000_000).optional(),
    per_user_limit: z.number().int().min(1).max(100).default(1),
    starts_at: dateTimeField().optional(),
    expires_at: dateTimeField().optional(),
    /** Days a redeemed discount stays usable; absent means until its rides are used. */
    discount_valid_days: z.number().int().min(1).max(3650).optional(),
  })
  .superRefine((input, context) => {
    const need = (field: keyof typeof input, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (input.kind === 'wallet_credit' && input.amount_kobo === undefined) {
      need('amount_kobo', 'A wallet credit needs amount_kobo.');
    }
    if (input.kind === 'ride_discount' && (input.percent_off === undefined || input.rides === undefined)) {
      need('percent_off', 'A ride discount needs percent_off and rides.');
    }
    if (input.starts_at && input.expires_at && input.expires_at <= input.starts_at) {
      need('expires_at', 'expires_at must be after starts_at.');
    }
  });
export type CreatePromoCodeInput = z.infer<typeof CreatePromoCodeInput>;
export type CreatePromoCodeFormValues = z.input<typeof CreatePromoCodeInput>;

export const PromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  amount_kobo: z.number().int().nullable(),
  percent_off: z.number().int().nullable(),
  rides: z.number().int().nullable(),
  max_discount_kobo: z.number().int().nullable(),
  max_redemptions: z.number().int().nullable(),
  per_user_limit: z.number().int(),
  redemptions_count: z.number().int(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  discount_valid_days: z.number().int().nullable(),
  /** When an operator disabled it; a disabled code cannot be redeemed. */
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type PromoCode = z.infer<typeof PromoCode>;

export const PromoCodeList = z.object({ data: z.array(PromoCode), meta: PageMeta });
export type PromoCodeList = z.infer<typeof PromoCodeList>;

/** GET /ops/promo-codes: newest first; `q` finds codes by their beginning. */
export const PromoCodesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  q: z
    .string()
    .trim()
    .toUpperCase()
    .max(32)
    .regex(/^[A-Z0-9-]*$/, PROMO_MESSAGES.codeInvalid)
    .optional(),
});
export type PromoCodesQuery = z.infer<typeof PromoCodesQuery>;

/** PATCH /ops/promo-codes/{id}: disables a code (or enables it again). */
export const PromoCodePatch = z.strictObject({
  disabled: z.boolean({ error: 'Say whether the code is disabled.' }),
});
export type PromoCodePatch = z.infer<typeof PromoCodePatch>;

export const redeemPromoCodeCall = defineCall(redeemPromoCodeAddress, {
  params: UserIdParams,
  body: RedeemPromoInput,
  headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
  answers: { 201: RedeemPromoAnswer },
});

export const getPromoRedemptionsCall = defineCall(getPromoRedemptionsAddress, {
  params: UserIdParams,
  answers: { 200: PromoRedemptionList },
});

/* The console's promo codes (ADR 187) */

export const getPromoCodesCall = defineCall(getPromoCodesAddress, {
  query: PromoCodesQuery,
  answers: { 200: PromoCodeList },
});
export const createPromoCodeCall = defineCall(createPromoCodeAddress, {
  body: CreatePromoCodeInput,
  answers: { 201: PromoCode },
});
export const updatePromoCodeCall = defineCall(updatePromoCodeAddress, {
  params: z.strictObject({ id: idParam }),
  body: PromoCodePatch,
  answers: { 200: PromoCode },
});
