import type { PartnerSdk } from './partner-sdk-interface.ts';

/**
 * The one adapter to the partner's SDK (docs/product.md#embedded-build: in embedded mode user data
 * comes from the partner SDK): the partner's SDK, or in a test build (one that names a test key) the SDK double, which
 * installs itself when no real SDK is present. Undefined outside the partner's app.
 */
export async function connectPartnerSdk(win: Window = window): Promise<PartnerSdk | undefined> {
  if (win.partnerSdk) return win.partnerSdk;
  const testKey = import.meta.env.VITE_PARTNER_TEST_PRIVATE_KEY;
  if (!testKey) return undefined;
  const { installPartnerSdkDouble } = await import('./partner-sdk-double.ts');
  return installPartnerSdkDouble(win, {
    privateJwk: testKey,
    audience: import.meta.env.VITE_PARTNER_AUDIENCE ?? 'shuttle',
    issuer: import.meta.env.VITE_PARTNER_ISSUER ?? 'https://partner.test',
  });
}
