/// <reference types="vite/client" />

/** The build settings the app reads (README "Settings"); each is fixed when the SPA is built. */
interface ImportMetaEnv {
  /** Builds the embedded app for this payment partner (docs/product.md#embedded-build). */
  readonly VITE_EMBEDDED_PARTNER?: string;
  /** Test builds only: the key the partner SDK double signs with (a JWK of a P-256 key). */
  readonly VITE_PARTNER_TEST_PRIVATE_KEY?: string;
  readonly VITE_PARTNER_AUDIENCE?: string;
  readonly VITE_PARTNER_ISSUER?: string;
  readonly VITE_SUPPORT_CHAT_KEY?: string;
  readonly VITE_SUPPORT_CHAT_HOST?: string;
  readonly VITE_ANALYTICS_ID?: string;
  /** The server's BOOKING_HORIZON_DAYS, for the search form's date picker. */
  readonly VITE_BOOKING_HORIZON_DAYS?: string;
  /** A MapLibre style URL: Track my bus and the live board draw a map with it (else a line of stops). */
  readonly VITE_MAP_STYLE_URL?: string;
}
