/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body with the secret key. */
export declare function signPaystackBody(rawBody: Buffer | string, secretKey: string): string;
/**
 * Checks `x-paystack-signature` against the bytes as received, in constant time. A body that
 * was parsed and serialised again does not match, which is the point.
 */
export declare function hasValidPaystackSignature(
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secretKey: string,
): boolean;
