import {
  OpsUserDetail,
  OpsUserList,
  OpsUserParams,
  OpsUserQuery,
  WalletAdjustment,
  WalletAdjustmentInput,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRider } from '../../shared/auth.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import { OPS_SECURITY, OPS_TAGS } from './audit-log.routes.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Riders: search, one rider, wallet adjustments (docs/product.md#operations). */
export const ridersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ridersAdmin } = app.services;

  app.get(
    '/users',
    { schema: { ...schema, querystring: OpsUserQuery, response: { 200: OpsUserList } } },
    (request) => ridersAdmin.search(request.query),
  );
  app.get(
    '/users/:userId',
    { schema: { ...schema, params: OpsUserParams, response: { 200: OpsUserDetail } } },
    (request) => ridersAdmin.one(request.params.userId),
  );
  app.post(
    '/users/:userId/wallet-adjustments',
    {
      schema: {
        ...schema,
        params: OpsUserParams,
        body: WalletAdjustmentInput,
        response: { 201: WalletAdjustment },
      },
    },
    async (request, reply) => {
      const answer = await ridersAdmin.adjustWallet(
        currentRider(request),
        request.params.userId,
        request.body,
        idempotencyKeyOf(request),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer.body);
    },
  );
};
