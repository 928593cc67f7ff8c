import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MapStyle, mapStyleOrigins } from '@shuttle/contracts/map-style';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The style the web build wrote when it was built with VITE_MAP_STYLE_URL (docs/decisions/255). */
const MAP_STYLE_FILE = 'map-style.json';
const mapOriginsByBuild = new Map<string, string[]>();

/**
 * The origins the built SPA's map style names (its tiles, glyphs and sprites), read once per
 * build folder when the server starts; none when the build has no style.
 */
export function mapOrigins(webDistDir: string): string[] {
  let origins = mapOriginsByBuild.get(webDistDir);
  if (!origins) {
    const file = join(webDistDir, MAP_STYLE_FILE);
    origins = existsSync(file) ? mapStyleOrigins(JSON.parse(readFileSync(file, 'utf8')) as MapStyle) : [];
    mapOriginsByBuild.set(webDistDir, origins);
  }
  return origins;
}

/**
 * The Content-Security-Policy of every answer (docs/security.md#headers). The SPA loads nothing
 * inline; third parties are added only when their adapters are configured.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const paystack = config.PAYMENTS_PROVIDER === 'paystack';
  const chat = config.VITE_SUPPORT_CHAT_KEY ? [new URL(config.VITE_SUPPORT_CHAT_HOST).origin] : [];
  const analytics = config.VITE_ANALYTICS_ID;
  // Exactly the hosts of the map style's tiles, glyphs and sprites; MapLibre parses them in a blob worker.
  const map = mapOrigins(config.WEB_DIST_DIR);
  // The how-it-works video: YouTube's privacy-enhanced player, inserted only on click.
  const frames = [
    'https://www.youtube-nocookie.com',
    ...(paystack ? ['https://checkout.paystack.com'] : []),
    ...chat,
  ];
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(paystack ? ['https://js.paystack.co'] : []),
      ...chat,
      ...(analytics ? ['https://www.googletagmanager.com'] : []),
    ],
    'style-src': ["'self'", ...chat],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...chat,
      ...map,
      ...(analytics ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : []),
    ],
    'font-src': ["'self'", ...chat],
    'connect-src': [
      "'self'",
      ...(paystack ? ['https://api.paystack.co'] : []),
      ...chat,
      ...map,
      ...(analytics ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : []),
    ],
    'worker-src': ["'self'", ...(map.length > 0 ? ['blob:'] : [])],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // Only the embedded build's server names the partner app that may frame it (docs/decisions/054).
    'frame-ancestors': config.PARTNER_ORIGIN ? [config.PARTNER_ORIGIN] : ["'none'"],
  };
}

/**
 * The policy as a header value; `scriptHashes` allow the inline scripts of one page, by their
 * hash, on that page's answer only (docs/decisions/058).
 */
export function contentSecurityPolicyHeader(config: Config, scriptHashes: string[] = []): string {
  const policy = contentSecurityPolicy(config);
  policy['script-src'] = [...(policy['script-src'] ?? []), ...scriptHashes.map((hash) => `'${hash}'`)];
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header that every answer carries; computed once, since none depends on the request. */
export function securityHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicyHeader(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * Sets the security headers and the request id on an answer; `app.ts` calls it from the one
 * onRequest hook every request runs, so errors and 404s carry them too. The set is computed once:
 * helmet computed it per request and cost two thirds of the throughput of a small JSON route
 * (docs/decisions/007-security-headers-and-assets.md).
 */
export function answerHeaders(config: Config): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = securityHeaders(config);
  return (request, reply) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    // A rider's wallet, boarding codes and profile never sit in a shared or back-button cache
    // (ADR 107). A route that means otherwise (an avatar by its immutable id) sets its own.
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
  };
}
