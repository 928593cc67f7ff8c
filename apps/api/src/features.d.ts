import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
/** Every feature's routes, mounted under /v1 by app.ts. */
export declare const FEATURES: FastifyPluginAsyncZod[];
