import { describe, expect, it } from 'vitest';
import {
  DOUBLE_PROFILE,
  DOUBLE_PROFILE_FRAME_NAME,
  installPartnerSdkDouble,
  signDoubleToken,
} from './partner-sdk-double.ts';

const decode = (part: string) =>
  JSON.parse(atob(part.replaceAll('-', '+').replaceAll('_', '/'))) as Record<string, unknown>;
const bytesOf = (part: string) =>
  Uint8Array.from(atob(part.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));

describe('the partner SDK double', () => {
  it('signs an ES256 token for its user that the matching public key verifies', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    const privateJwk = JSON.stringify(await crypto.subtle.exportKey('jwk', pair.privateKey));
    const token = await signDoubleToken(
      { privateJwk, audience: 'shuttle', issuer: 'https://id.testpay.example' },
      DOUBLE_PROFILE,
    );
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(decode(header)).toEqual({ alg: 'ES256', typ: 'JWT' });
    const claims = decode(payload);
    expect(claims).toMatchObject({
      iss: 'https://id.testpay.example',
      aud: 'shuttle',
      sub: DOUBLE_PROFILE.id,
      email: DOUBLE_PROFILE.email,
      email_verified: true,
      given_name: 'Amaka',
      family_name: 'Eze',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      pair.publicKey,
      bytesOf(signature),
      new TextEncoder().encode(`${header}.${payload}`),
    );
    expect(valid).toBe(true);
  });

  it('names the partner user its frame is named after, so journeys side by side have riders of their own', async () => {
    const settings = { privateJwk: '{}', audience: 'shuttle', issuer: 'https://id.testpay.example' };
    const frame = (name: string) => ({ name }) as Window;
    expect(await installPartnerSdkDouble(frame(''), settings).getProfile()).toEqual(DOUBLE_PROFILE);
    const named = frame(
      `${DOUBLE_PROFILE_FRAME_NAME}${JSON.stringify({ id: 'journey-7', email: 'j7@partner.test' })}`,
    );
    expect(await installPartnerSdkDouble(named, settings).getProfile()).toEqual({
      ...DOUBLE_PROFILE,
      id: 'journey-7',
      email: 'j7@partner.test',
    });
  });
});
