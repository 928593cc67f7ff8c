import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
/**
 * The sandbox mailbox: what the product would have emailed, newest first. Registered only
 * while no SMTP_URL is set (see app.ts), and only for requests from this machine.
 */
export declare const devMailboxRoutes: FastifyPluginAsyncZod;
