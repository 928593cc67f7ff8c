import {
  addCompanyMemberCall,
  createCompanyCall,
  fundCompanyCall,
  getCompaniesCall,
  getCompanyCall,
  getCompanyMembersCall,
  getCompanySpendingCall,
  removeCompanyMemberCall,
  setMemberAllowanceCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Companies, members, allowances, funding and spending under /v1/ops/companies (ADR 187). */
export const companiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companiesAdmin } = app.services;

  callRoute(app, getCompaniesCall, { schema }, (request) => companiesAdmin.list(request.query));
  callRoute(app, createCompanyCall, { schema }, async (request, reply) =>
    reply.status(201).send(await companiesAdmin.create(currentRider(request), request.body)),
  );
  callRoute(app, getCompanyCall, { schema }, (request) => companiesAdmin.find(request.params.id));
  callRoute(app, getCompanyMembersCall, { schema }, (request) =>
    companiesAdmin.members(request.params.id, request.query),
  );
  callRoute(app, addCompanyMemberCall, { schema }, async (request, reply) =>
    reply
      .status(201)
      .send(await companiesAdmin.addMember(currentRider(request), request.params.id, request.body)),
  );
  callRoute(app, removeCompanyMemberCall, { schema }, async (request, reply) => {
    await companiesAdmin.removeMember(currentRider(request), request.params.id, request.params.userId);
    return reply.status(204).send(null);
  });
  callRoute(app, setMemberAllowanceCall, { schema }, async (request) => {
    const { id, userId } = request.params;
    await companiesAdmin.setAllowance(currentRider(request), id, userId, request.body);
    return companiesAdmin.member(id, userId);
  });
  callRoute(app, fundCompanyCall, { schema }, async (request, reply) => {
    const answer = await companiesAdmin.fund(
      currentRider(request),
      request.params.id,
      request.body,
      idempotencyKeyOf(request),
    );
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(answer.body);
  });
  callRoute(app, getCompanySpendingCall, { schema }, (request) =>
    companiesAdmin.spending(request.params.id, request.query),
  );
};
