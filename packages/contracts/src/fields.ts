import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { MESSAGES } from './messages.ts';

/**
 * Optional country code, three, three and four digits, optional extension (spec section 5),
 * e.g. 08031234567, +234 803 123 4567, (080) 312-34567 x12.
 */
export const PHONE_PATTERN =
  /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,5}(\s*(x|ext\.?)\s*\d{1,5})?$/i;
export const PHONE_MIN_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;
/** QUALITY.md section 2: allow at least 128 characters and never truncate. */
export const PASSWORD_MAX_LENGTH = 256;

export const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));

export const phoneField = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .min(PHONE_MIN_LENGTH, MESSAGES.phoneInvalid)
  .max(24, MESSAGES.phoneInvalid)
  .regex(PHONE_PATTERN, MESSAGES.phoneInvalid);

/** A password as typed at login: anything non-empty, checked against the hash only. */
export const existingPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/** A password being chosen: the spec's minimum of 6, and not one of the most common. */
export const newPasswordField = existingPasswordField
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .refine((password) => !COMMON_PASSWORDS.has(password.toLowerCase()), MESSAGES.passwordTooCommon);

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
