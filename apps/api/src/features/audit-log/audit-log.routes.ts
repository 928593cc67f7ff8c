import { AuditLogList, AuditLogQuery } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';

/** GET /v1/ops/audit-log: who changed what, newest first, filtered by actor or entity. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auditLog } = app.services;
  app.get(
    '/audit-log',
    {
      schema: {
        tags: OPS_TAGS,
        security: OPS_SECURITY,
        querystring: AuditLogQuery,
        response: { 200: AuditLogList },
      },
    },
    async (request) => auditLog.list(request.query),
  );
};
