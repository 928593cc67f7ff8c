import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../shared/lifecycle.ts';
import { databaseAnswers } from './health.service.ts';

/** The release that is running, for deploy checks; it touches nothing but memory. */
const VERSION = { name: 'shuttle', version: process.env.npm_package_version ?? '1.0.0' };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness (ADR 137): the process answers. It does not ask the database, so that a database
  // outage makes processes unready, not restarted by the orchestrator all at once.
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => ({ status: 'ok' as const, db: app.deps.dbKind }),
  );

  // Readiness: whether a load balancer should send this process requests. Not while it drains
  // on SIGTERM, nor while the database does not answer.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.enum(['draining', 'database_unreachable']) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.deps.lifecycle.draining) {
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'draining' });
      }
      if (!(await databaseAnswers(app.deps.db))) {
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'database_unreachable' });
      }
      return { status: 'ready' as const };
    },
  );

  app.get(
    '/version',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ name: z.string(), version: z.string() }) },
      },
    },
    async () => VERSION,
  );
};
