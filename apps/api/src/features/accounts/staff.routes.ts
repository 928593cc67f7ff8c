import {
  OpsIdParams,
  StaffInviteInput,
  StaffList,
  StaffMember,
  StaffPatch,
  StaffQuery,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';

/** The staff list and invitations: admins only, inside the operators' wing (ADR 120 and 122). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = app.services;
  const adminsOnly = { roles: ['admin'] } as const;

  app.get(
    '/staff',
    {
      schema: {
        tags: OPS_TAGS,
        security: OPS_SECURITY,
        querystring: StaffQuery,
        response: { 200: StaffList },
      },
      config: adminsOnly,
    },
    async (request) => staff.list(request.query),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags: OPS_TAGS,
        security: OPS_SECURITY,
        body: StaffInviteInput,
        response: { 201: StaffMember },
      },
      config: adminsOnly,
    },
    async (request, reply) => reply.status(201).send(await staff.invite(currentRider(request), request.body)),
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags: OPS_TAGS,
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: StaffPatch,
        response: { 200: StaffMember },
      },
      config: adminsOnly,
    },
    async (request) => staff.update(currentRider(request), request.params.id, request.body),
  );
};
