import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of every answer (QUALITY.md section 2). The SPA loads nothing
 * inline; third parties are added only when their adapters are configured.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const paystack = config.PAYMENTS_PROVIDER === 'paystack';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(paystack ? ['https://js.paystack.co'] : [])],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(paystack ? ['https://api.paystack.co'] : [])],
    // The how-it-works video: YouTube's privacy-enhanced player, inserted only on click.
    frameSrc: ['https://www.youtube-nocookie.com', ...(paystack ? ['https://checkout.paystack.com'] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
