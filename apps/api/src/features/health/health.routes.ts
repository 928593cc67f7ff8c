import { getHealthCall, getReadinessCall, getVersionCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { RETRY_AFTER_SECONDS } from '../../shared/lifecycle.ts';
import { databaseAnswers } from './health.service.ts';

/** The release that is running, for deploy checks; it touches nothing but memory. */
const VERSION = { name: 'shuttle', version: process.env.npm_package_version ?? '1.0.0' };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['health'] };
  // Liveness (ADR 137): the process answers. It does not ask the database, so that a database
  // outage makes processes unready, not restarted by the orchestrator all at once.
  callRoute(app, getHealthCall, { schema }, async () => ({ status: 'ok' as const, db: app.deps.dbKind }));

  // Readiness: whether a load balancer should send this process requests. Not while it drains
  // on SIGTERM, nor while the database does not answer.
  callRoute(app, getReadinessCall, { schema }, async (_request, reply) => {
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
  });

  callRoute(app, getVersionCall, { schema }, async () => VERSION);
};
