import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
export declare const paymentsRoutes: FastifyPluginAsyncZod;
