import {
  AllowanceInput,
  CompaniesQuery,
  Company,
  CompanyFundingAnswer,
  CompanyFundingInput,
  CompanyInput,
  CompanyList,
  CompanyMember,
  CompanyMemberInput,
  CompanyMemberList,
  CompanyMemberParams,
  CompanyMemberQuery,
  CompanyParams,
  CompanySpending,
  CompanySpendingQuery,
  requiredIdempotencyKeyHeader,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };
const MemberAdded = z.object({ user_id: z.number().int(), outcome: z.enum(['added', 'invited']) });

/** Companies, members, allowances, funding and spending under /v1/ops/companies (ADR 187). */
export const companiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companiesAdmin } = app.services;

  app.get(
    '/companies',
    { schema: { ...schema, querystring: CompaniesQuery, response: { 200: CompanyList } } },
    (request) => companiesAdmin.list(request.query),
  );

  app.post(
    '/companies',
    { schema: { ...schema, body: CompanyInput, response: { 201: Company } } },
    async (request, reply) =>
      reply.status(201).send(await companiesAdmin.create(currentRider(request), request.body)),
  );

  app.get(
    '/companies/:id',
    { schema: { ...schema, params: CompanyParams, response: { 200: Company } } },
    (request) => companiesAdmin.find(request.params.id),
  );

  app.get(
    '/companies/:id/members',
    {
      schema: {
        ...schema,
        params: CompanyParams,
        querystring: CompanyMemberQuery,
        response: { 200: CompanyMemberList },
      },
    },
    (request) => companiesAdmin.members(request.params.id, request.query),
  );

  app.post(
    '/companies/:id/members',
    {
      schema: { ...schema, params: CompanyParams, body: CompanyMemberInput, response: { 201: MemberAdded } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await companiesAdmin.addMember(currentRider(request), request.params.id, request.body)),
  );

  app.delete(
    '/companies/:id/members/:userId',
    { schema: { ...schema, params: CompanyMemberParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await companiesAdmin.removeMember(currentRider(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/companies/:id/members/:userId/allowance',
    {
      schema: {
        ...schema,
        params: CompanyMemberParams,
        body: AllowanceInput,
        response: { 200: CompanyMember },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await companiesAdmin.setAllowance(currentRider(request), id, userId, request.body);
      return companiesAdmin.member(id, userId);
    },
  );

  app.post(
    '/companies/:id/fundings',
    {
      schema: {
        ...schema,
        params: CompanyParams,
        body: CompanyFundingInput,
        headers: requiredIdempotencyKeyHeader('Funding a company wallet needs an Idempotency-Key header.'),
        response: { 201: CompanyFundingAnswer },
      },
    },
    async (request, reply) => {
      const answer = await companiesAdmin.fund(
        currentRider(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/companies/:id/spending',
    {
      schema: {
        ...schema,
        params: CompanyParams,
        querystring: CompanySpendingQuery,
        response: { 200: CompanySpending },
      },
    },
    (request) => companiesAdmin.spending(request.params.id, request.query),
  );
};
