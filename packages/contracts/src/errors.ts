import { z } from 'zod';

/** Error codes and the HTTP status each maps to (docs/api-conventions.md#errors). */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_SIGNATURE: 401,
  INSUFFICIENT_FUNDS: 402,
  ALLOWANCE_EXCEEDED: 402,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  /** A driver or bus partner account whose owner has not yet opened an emailed link (ADR 236). */
  EMAIL_UNVERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ALREADY_VERIFIED: 409,
  SEAT_UNAVAILABLE: 409,
  CANCELLATION_CLOSED: 409,
  RIDE_UNAVAILABLE: 409,
  /** Operators' network edits that would strand booked rides (docs/decisions/128-network-edits.md). */
  IN_USE: 409,
  CAPACITY_BELOW_BOOKED: 409,
  RUN_STARTED: 409,
  /** A roster that would put a vehicle or driver on two overlapping runs (docs/decisions/252-rosters.md). */
  ROSTER_CLASH: 409,
  /** A copy of a rider's data past its 24 hours (docs/decisions/249). */
  EXPORT_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  UNPROCESSABLE: 422,
  INVALID_CODE: 400,
  INVALID_TOKEN: 400,
  WRONG_PASSWORD: 400,
  PROMO_CODE_INVALID: 404,
  /** A known address asked with a method it does not take; `Allow` lists those it does. */
  METHOD_NOT_ALLOWED: 405,
  PROMO_CODE_ALREADY_USED: 409,
  PROMO_CODE_USED_UP: 409,
  PROMO_CODE_EXPIRED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every error answer; `field` names the first value refused when a check of the request fails. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The answer of a write that has nothing to say (204): no body at all. */
export const NoContent = z.undefined();
