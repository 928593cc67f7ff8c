import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body with the secret key. */
export function signPaystackBody(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * Checks `x-paystack-signature` against the bytes as received, in constant time. A body that
 * was parsed and serialised again does not match, which is the point.
 */
export function hasValidPaystackSignature(
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secretKey: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signPaystackBody(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
