import { getAuditLogCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { callRoute } from '../../shared/call-route.ts';

/** GET /v1/ops/audit-log: who changed what, newest first, filtered by actor or entity. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auditLog } = app.services;
  callRoute(app, getAuditLogCall, { schema: { tags: OPS_TAGS, security: OPS_SECURITY } }, async (request) =>
    auditLog.list(request.query),
  );
};
