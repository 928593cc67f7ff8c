/**
 * Build settings (VITE_*), replaced by their values when the SPA is built, so that code for an
 * unset one is left out of the bundle.
 */
export const buildSettings = {
  /** Set for the embedded build: the partner app the SPA runs inside (docs/product.md#embedded-build). */
  embeddedPartner: import.meta.env.VITE_EMBEDDED_PARTNER || undefined,
  supportChatKey: import.meta.env.VITE_SUPPORT_CHAT_KEY || undefined,
  supportChatHost: import.meta.env.VITE_SUPPORT_CHAT_HOST || 'https://wchat.freshchat.com',
  analyticsId: import.meta.env.VITE_ANALYTICS_ID || undefined,
};
