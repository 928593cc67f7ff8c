import type { PartnerProfile } from '@shuttle/contracts';
import type { PartnerSdk } from './partner-sdk-interface.ts';

/**
 * A stand-in for the partner's SDK in test builds only: the same two calls, with a fixed user,
 * and tokens signed (ES256, with WebCrypto) by a key made for the test run. The server checks
 * them with the matching public key exactly as it checks the partner's.
 */
export const DOUBLE_PROFILE: PartnerProfile = {
  id: 'partner-double-user-1',
  fname: 'Amaka',
  lname: 'Eze',
  email: 'amaka.eze@partner.test',
  phone: '08031230000',
};

export interface DoubleSettings {
  /** A P-256 private key as JWK text. */
  privateJwk: string;
  audience: string;
  issuer: string;
}

const TOKEN_SECONDS = 300;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const encodeJson = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

export async function signDoubleToken(settings: DoubleSettings, profile: PartnerProfile): Promise<string> {
  const key = await crypto.subtle.importKey(
    'jwk',
    JSON.parse(settings.privateJwk) as JsonWebKey,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  const now = Math.floor(Date.now() / 1000);
  const signingInput = `${encodeJson({ alg: 'ES256', typ: 'JWT' })}.${encodeJson({
    iss: settings.issuer,
    aud: settings.audience,
    sub: profile.id,
    iat: now,
    exp: now + TOKEN_SECONDS,
    email: profile.email,
    email_verified: true,
    given_name: profile.fname,
    family_name: profile.lname,
    phone_number: profile.phone,
  })}`;
  // WebCrypto's ECDSA signature is r and s side by side: exactly the JWS form of ES256.
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    new TextEncoder().encode(signingInput),
  );
  return `${signingInput}.${base64url(new Uint8Array(signature))}`;
}

/**
 * A browser journey may name a partner user of its own, so that journeys running side by side
 * do not share one rider's wallet: the partner page names its frame with this prefix and the
 * profile's fields as JSON (`<iframe name="partner-sdk-double:{...}">`). The frame's name, and
 * not its storage, since a browser may deny storage to a framed app.
 */
export const DOUBLE_PROFILE_FRAME_NAME = 'partner-sdk-double:';

function doubleProfile(win: Window): PartnerProfile {
  if (!win.name.startsWith(DOUBLE_PROFILE_FRAME_NAME)) return DOUBLE_PROFILE;
  const named = JSON.parse(win.name.slice(DOUBLE_PROFILE_FRAME_NAME.length)) as Partial<PartnerProfile>;
  return { ...DOUBLE_PROFILE, ...named };
}

export function installPartnerSdkDouble(win: Window, settings: DoubleSettings): PartnerSdk {
  const sdk: PartnerSdk = {
    getProfile: async () => doubleProfile(win),
    getToken: () => signDoubleToken(settings, doubleProfile(win)),
  };
  win.partnerSdk = sdk;
  return sdk;
}
