import { getDeadJobsCall, retryJobCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** GET /v1/ops/jobs/dead and POST /v1/ops/jobs/dead/{jobId}/retry (docs/decisions/135). */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobsAdmin } = app.services;
  callRoute(app, getDeadJobsCall, { schema }, async () => jobsAdmin.dead());
  callRoute(app, retryJobCall, { schema }, async (request) =>
    jobsAdmin.retry(currentRider(request), request.params.jobId),
  );
};
