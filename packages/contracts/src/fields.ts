import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { MESSAGES } from './messages.ts';
import { USER_ROLES } from './roles.ts';

/**
 * Optional country code, three, three and four digits, optional extension (docs/product.md#constants),
 * e.g. 08031234567, +234 803 123 4567, (080) 312-34567 x12.
 */
export const PHONE_PATTERN =
  /^(\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4,5}(\s*(x|ext\.?)\s*\d{1,5})?$/i;
export const PHONE_MIN_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;
/** docs/security.md#passwords: allow at least 128 characters and never truncate. */
export const PASSWORD_MAX_LENGTH = 256;

/** The largest id a Postgres `integer` column holds: ids beyond it cannot name anything. */
export const INT4_MAX = 2_147_483_647;
/**
 * A person's name is one line of plain text without a web address: it is greeted by in emails,
 * where a line break or a link would let anyone write to any inbox in our name. Markup and
 * quotes stay allowed: they are stored and shown as text (docs/security.md#hostile-inputs).
 */
const LINE_BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
/** `scheme://`, `www.`, or a dot before two letters, as in a domain ("evil.example", "x.ng"). */
const WEB_ADDRESS = /:\/\/|www\.|\.\p{L}{2}/iu;
export const isPlainName = (name: string) => !LINE_BREAKS_AND_CONTROLS.test(name) && !WEB_ADDRESS.test(name);

export const nameField = (requiredMessage: string) =>
  requiredText(requiredMessage, 60).refine(isPlainName, MESSAGES.nameInvalid);

/** A UTF-16 surrogate without its partner (NUL is looked for with `includes`). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain NUL characters or broken Unicode.';

/**
 * Whether text can be stored and mailed as UTF-8: JSON may carry NUL and lone surrogates,
 * Postgres text and jsonb refuse them (docs/decisions/105-hostile-input.md).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Every string a request carries starts here (never a bare `z.string()` in an input schema),
 * so NUL and broken Unicode get a clear 400 instead of a database error.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const requiredText = (message: string, max = 120) =>
  text({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

export const emailField = text({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))
  // The reference shows the format the pipe checks (its input side alone would say only "string").
  .meta({ format: 'email' });

export const phoneField = text({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .min(PHONE_MIN_LENGTH, MESSAGES.phoneInvalid)
  .max(24, MESSAGES.phoneInvalid)
  .regex(PHONE_PATTERN, MESSAGES.phoneInvalid);

/** A password as typed at login: anything non-empty, checked against the hash only. */
export const existingPasswordField = text({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/** A password being chosen: the spec's minimum of 6, and not one of the most common. */
export const newPasswordField = existingPasswordField
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .refine((password) => !COMMON_PASSWORDS.has(password.toLowerCase()), MESSAGES.passwordTooCommon);

/** The Idempotency-Key header's value (docs/api-conventions.md#idempotency): 1 to 255 printable ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 255 printable characters.';
const idempotencyKey = (missing = IDEMPOTENCY_KEY_MESSAGE) =>
  z.string({ error: missing }).regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE);
/** A write that replays its first answer when sent again with the same key, and runs without one. */
export const IdempotencyKeyHeader = z.looseObject({ 'idempotency-key': idempotencyKey().optional() });
/** A write that refuses to run without a key (money moved by staff), with what it says when one is missing. */
export const requiredIdempotencyKeyHeader = (missing: string) =>
  z.looseObject({ 'idempotency-key': idempotencyKey(missing) });

/** A row id in a path or query: a whole number that fits the database's integer ids. */
export const idParam = z.coerce.number().int().positive().max(INT4_MAX);
/** A row id in a JSON body. */
export const rowId = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(INT4_MAX, message ?? 'That id does not exist.');

/**
 * Calendar dates the product can mean: from 2000 to 2099. A date far outside (year 0000,
 * 9999) is a typo or a probe, and Postgres and JavaScript disagree about such years.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';
export const DATE_RANGE_MESSAGE = `Choose a date between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
const inDateRange = (value: string) =>
  value.slice(0, 10) >= EARLIEST_DATE && value.slice(0, 10) <= LATEST_DATE;

/** The range as the reference tells it: JSON Schema has no bounds for a date's value. */
const DATE_RANGE_NOTE = `From ${EARLIEST_DATE} to ${LATEST_DATE}.`;

/**
 * A YYYY-MM-DD calendar date within the product's range: the one date check of every request
 * (docs/api-conventions.md#dates).
 */
export const dateField = (params?: Parameters<typeof z.iso.date>[0]) =>
  z.iso.date(params).refine(inDateRange, DATE_RANGE_MESSAGE).meta({ description: DATE_RANGE_NOTE });

/** An ISO date-time with offset, within the product's range (checked on its UTC date). */
export const dateTimeField = () =>
  z.iso
    .datetime({ offset: true })
    .refine((value) => {
      const at = new Date(value);
      // Zod runs this check after a failed format check too; that one already reports it.
      return Number.isNaN(at.getTime()) || inDateRange(at.toISOString());
    }, DATE_RANGE_MESSAGE)
    .meta({ description: DATE_RANGE_NOTE });

export { INVITABLE_ROLES, type InvitableRole, STAFF_ROLES, type StaffRole, USER_ROLES } from './roles.ts';

/** One role per user (docs/decisions/120-roles-and-access.md), its names in `roles.ts`. */
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

/** The `:userId` of an address under `/users/{userId}`. */
export const UserIdParams = z.strictObject({ userId: idParam });

/** What a write that has nothing more to say answers: one sentence for the user. */
export const MessageAnswer = z.object({ message: z.string() });
