import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
/**
 * The Content-Security-Policy of every answer (QUALITY.md section 2). The SPA loads nothing
 * inline; third parties are added only when their adapters are configured.
 */
export declare function contentSecurityPolicy(config: Config): Record<string, string[]>;
/** Every header that every answer carries; computed once, since none depends on the request. */
export declare function securityHeaders(config: Config): Record<string, string>;
/**
 * Sets the security headers and the request id on every answer, errors and 404s included.
 * A synchronous hook with a precomputed object: helmet computed them per request and cost
 * two thirds of the throughput of a small JSON route (docs/decisions/007-security-headers.md).
 */
export declare function registerSecurityHeaders(app: FastifyInstance, config: Config): void;
