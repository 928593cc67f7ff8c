import {
  adjustWalletCall,
  approveWalletAdjustmentCall,
  getOpsUserCall,
  getOpsUsersCall,
  getWalletAdjustmentsCall,
  rejectWalletAdjustmentCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/**
 * Riders: search, one rider, wallet adjustments and their approval queue (docs/product.md#operations,
 * docs/decisions/235-four-eyes-on-money.md).
 */
export const ridersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ridersAdmin } = app.services;

  callRoute(app, getOpsUsersCall, { schema }, (request) => ridersAdmin.search(request.query));
  callRoute(app, getOpsUserCall, { schema }, (request) => ridersAdmin.one(request.params.userId));
  callRoute(app, adjustWalletCall, { schema }, async (request, reply) => {
    const answer = await ridersAdmin.adjustWallet(
      currentRider(request),
      request.params.userId,
      request.body,
      idempotencyKeyOf(request),
    );
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    // 201 with the ledger posting, or 202 when the adjustment waits for an admin's approval.
    return reply.code(answer.status === 202 ? 202 : 201).send(answer.body);
  });
  callRoute(app, getWalletAdjustmentsCall, { schema }, (request) => ridersAdmin.adjustments(request.query));
  // Only admins decide; the wing answers operators 403 before anything else runs.
  callRoute(app, approveWalletAdjustmentCall, { schema, config: { roles: ['admin'] } }, (request) =>
    ridersAdmin.approve(currentRider(request), request.params.id),
  );
  callRoute(app, rejectWalletAdjustmentCall, { schema, config: { roles: ['admin'] } }, (request) =>
    ridersAdmin.reject(currentRider(request), request.params.id, request.body.reason),
  );
};
