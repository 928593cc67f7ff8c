import {
  OpsIdParams,
  OpsUserDetail,
  OpsUserList,
  OpsUserParams,
  OpsUserQuery,
  PendingWalletAdjustment,
  requiredIdempotencyKeyHeader,
  WalletAdjustment,
  WalletAdjustmentInput,
  WalletAdjustmentList,
  WalletAdjustmentQuery,
  WalletAdjustmentRejectInput,
  WalletAdjustmentRequest,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/**
 * Riders: search, one rider, wallet adjustments and their approval queue (docs/product.md#operations,
 * docs/decisions/235-four-eyes-on-money.md).
 */
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
        headers: requiredIdempotencyKeyHeader('A wallet adjustment needs an Idempotency-Key header.'),
        response: { 201: WalletAdjustment, 202: PendingWalletAdjustment },
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
      // 201 with the ledger posting, or 202 when the adjustment waits for an admin's approval.
      return reply.code(answer.status === 202 ? 202 : 201).send(answer.body);
    },
  );
  app.get(
    '/wallet-adjustments',
    { schema: { ...schema, querystring: WalletAdjustmentQuery, response: { 200: WalletAdjustmentList } } },
    (request) => ridersAdmin.adjustments(request.query),
  );
  // Only admins decide; the wing answers operators 403 before anything else runs.
  app.post(
    '/wallet-adjustments/:id/approve',
    {
      schema: { ...schema, params: OpsIdParams, response: { 200: WalletAdjustmentRequest } },
      config: { roles: ['admin'] },
    },
    (request) => ridersAdmin.approve(currentRider(request), request.params.id),
  );
  app.post(
    '/wallet-adjustments/:id/reject',
    {
      schema: {
        ...schema,
        params: OpsIdParams,
        body: WalletAdjustmentRejectInput,
        response: { 200: WalletAdjustmentRequest },
      },
      config: { roles: ['admin'] },
    },
    (request) => ridersAdmin.reject(currentRider(request), request.params.id, request.body.reason),
  );
};
