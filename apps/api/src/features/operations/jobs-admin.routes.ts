import { DeadJobList, JobIdParams, JobRetried } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';

/** GET /v1/ops/jobs/dead and POST /v1/ops/jobs/dead/{jobId}/retry (docs/decisions/135). */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobsAdmin } = app.services;
  app.get(
    '/jobs/dead',
    { schema: { tags: OPS_TAGS, security: OPS_SECURITY, response: { 200: DeadJobList } } },
    async () => jobsAdmin.dead(),
  );
  app.post(
    '/jobs/dead/:jobId/retry',
    {
      schema: { tags: OPS_TAGS, security: OPS_SECURITY, params: JobIdParams, response: { 200: JobRetried } },
    },
    async (request) => jobsAdmin.retry(currentRider(request), request.params.jobId),
  );
};
