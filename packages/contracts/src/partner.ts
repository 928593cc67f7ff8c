import { z } from 'zod';
import { SessionUser } from './accounts.ts';
import { startPartnerSessionAddress } from './addresses/partner.ts';
import { defineCall } from './call.ts';
import { text } from './fields.ts';

/** POST /partner/session: a token the partner's SDK signed for the user of its app. */
export const PartnerSessionInput = z.strictObject({ token: text().min(1).max(8192) });
export type PartnerSessionInput = z.infer<typeof PartnerSessionInput>;

/** The user the partner's SDK describes (docs/product.md#embedded-build: user data comes from the partner SDK). */
export const PartnerProfile = z.object({
  id: text().min(1).max(200),
  fname: text().min(1).max(60),
  lname: text().min(1).max(60),
  email: text().max(254),
  phone: text().max(24).optional(),
});
export type PartnerProfile = z.infer<typeof PartnerProfile>;

export const PARTNER_MESSAGES = {
  tokenRefused: 'Your partner account could not be confirmed. Please try again from the partner app.',
  notConfigured: 'Partner login is not available here.',
  emailTaken:
    'A Shuttle account already uses this email address, and the partner has not confirmed that it is yours.',
} as const;

export const startPartnerSessionCall = defineCall(startPartnerSessionAddress, {
  body: PartnerSessionInput,
  answers: { 200: SessionUser },
});
