import type { PartnerProfile } from '@shuttle/contracts';

/**
 * What the partner's SDK offers; the partner app puts its SDK on `window.partnerSdk`. Apart from
 * the adapter (`partner-sdk.ts`) because the adapter loads the test double, which implements this
 * too: each imports this, neither the other's types.
 */
export interface PartnerSdk {
  /** The user signed in to the partner app. */
  getProfile(): Promise<PartnerProfile>;
  /** A short-lived token the partner signed for that user, for POST /partner/session. */
  getToken(): Promise<string>;
}

declare global {
  interface Window {
    partnerSdk?: PartnerSdk;
  }
}
