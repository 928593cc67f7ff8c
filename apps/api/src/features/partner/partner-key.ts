import { createPublicKey, type KeyObject } from 'node:crypto';

/** Partner tokens are signed with one fixed algorithm, never the one a token names. */
export const PARTNER_TOKEN_ALGORITHMS = ['ES256', 'RS256'] as const;
export type PartnerTokenAlgorithm = (typeof PARTNER_TOKEN_ALGORITHMS)[number];

/**
 * The partner's public key from PEM or JWK text, checked against the token algorithm. config.ts
 * checks the setting with it at start; the partner service reads the key with it.
 */
export function parsePartnerKey(text: string, algorithm: PartnerTokenAlgorithm): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('{')
    ? createPublicKey({ key: JSON.parse(trimmed) as Record<string, string>, format: 'jwk' })
    : createPublicKey(trimmed);
  const fits =
    algorithm === 'ES256'
      ? key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      : key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048;
  if (!fits) throw new Error(`the key does not fit ${algorithm}`);
  return key;
}
