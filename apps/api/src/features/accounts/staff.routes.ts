import { getStaffCall, inviteStaffCall, updateStaffCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** The staff list and invitations: admins only, inside the operators' wing (ADR 120 and 122). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = app.services;
  const adminsOnly = { roles: ['admin'] } as const;

  callRoute(app, getStaffCall, { schema, config: adminsOnly }, async (request) => staff.list(request.query));
  callRoute(app, inviteStaffCall, { schema, config: adminsOnly }, async (request, reply) =>
    reply.status(201).send(await staff.invite(currentRider(request), request.body)),
  );
  callRoute(app, updateStaffCall, { schema, config: adminsOnly }, async (request) =>
    staff.update(currentRider(request), request.params.id, request.body),
  );
};
