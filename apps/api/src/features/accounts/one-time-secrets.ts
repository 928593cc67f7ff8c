import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** docs/security.md#codes-and-reset-tokens: codes are 6 random digits for 10 minutes, 5 attempts, single use. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** Codes sent to one rider per hour, by sign-up, resend and email changes together. */
export const VERIFICATION_CODES_PER_HOUR = 5;
/** Reset tokens are 256 random bits for 30 minutes, single use. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** The link that undoes an email change, sent to the old address: as random, for 7 days. */
export const UNDO_EMAIL_CHANGE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newResetToken = () => randomBytes(32).toString('base64url');

/** Secrets are stored only as a keyed hash: a copy of the table does not reveal live codes. */
export function hashSecret(key: string, purpose: string, secret: string): string {
  return createHmac('sha256', key).update(`${purpose}:${secret}`).digest('hex');
}

/** Compares two keyed hashes (hex) in constant time. */
export function sameSecretHash(stored: string, given: string): boolean {
  const [left, right] = [Buffer.from(stored, 'hex'), Buffer.from(given, 'hex')];
  return left.length === right.length && timingSafeEqual(left, right);
}
