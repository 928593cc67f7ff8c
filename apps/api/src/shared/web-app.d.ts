import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
/**
 * Serves the built SPA on the API's port: hashed assets cached for a year, every other
 * GET that is not an API call answered with index.html so the router can take it.
 */
export declare function serveWebApp(app: FastifyInstance, config: Config): Promise<void>;
