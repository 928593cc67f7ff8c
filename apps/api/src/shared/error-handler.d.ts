import type { FastifyInstance } from 'fastify';
/**
 * The one error handler (STYLE.md habit 6): AppError and validation errors answer
 * `{ message, code }`; anything unexpected is logged and answered without internals.
 */
export declare function registerErrorHandler(app: FastifyInstance): void;
