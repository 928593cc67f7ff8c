/**
 * The marketing site's outside addresses, from build settings (README "Settings"), each with
 * a default that works out of the box.
 */
const env = import.meta.env as Record<string, string | undefined>;
const setting = (name: string, fallback: string) => env[name]?.trim() || fallback;

export const marketingConfig = {
  businessSignupUrl: setting('VITE_BUSINESS_SIGNUP_URL', 'https://business.shuttle.ng/register'),
  appStoreUrl: setting('VITE_APP_STORE_URL', 'https://apps.apple.com/ng/search?term=shuttle%20lagos'),
  playStoreUrl: setting(
    'VITE_PLAY_STORE_URL',
    'https://play.google.com/store/search?q=shuttle%20lagos&c=apps',
  ),
  howItWorksVideoId: setting('VITE_HOW_IT_WORKS_VIDEO_ID', 'aqz-KE-bpKQ'),
  supportEmail: setting('VITE_SUPPORT_EMAIL', 'support@shuttle.ng'),
} as const;
