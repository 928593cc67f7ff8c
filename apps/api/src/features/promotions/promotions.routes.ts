import { getPromoRedemptionsCall, redeemPromoCodeCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';

const tags = ['promotions'];
const security = [{ bearer: [] }];

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app.services;

  callRoute(
    app,
    redeemPromoCodeCall,
    {
      schema: { tags, security },
      // Guessing codes is the only way to find one: a rider gets a few tries a minute.
      config: {
        ...app.writeLimits.promoCode,
        errors: ['PROMO_CODE_INVALID', 'PROMO_CODE_ALREADY_USED', 'PROMO_CODE_USED_UP', 'PROMO_CODE_EXPIRED'],
      },
    },
    async (request, reply) => {
      const answer = await promotions.redeem(
        request.params.userId,
        request.body.code,
        idempotencyKeyOf(request),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  callRoute(app, getPromoRedemptionsCall, { schema: { tags, security } }, async (request) => {
    return promotions.redemptions(request.params.userId);
  });
};
